import { AdminAnalyticsController } from './admin-analytics.controller.js';
import { VisitsController } from './visits.controller.js';

/** The gateway's analytics routes (the visitor tracking, the admin screen's reads), registered by the app module. */
export const ANALYTICS_CONTROLLERS = [VisitsController, AdminAnalyticsController];
