import { AdminPopupsController } from '../popup/admin-popups.controller.js';
import { PopupCache } from '../popup/popup-cache.js';
import { PopupController } from '../popup/popup.controller.js';
import { AdminModerationController } from './admin-moderation.controller.js';
import { MemberEmails } from './member-emails.js';
import { ReportsController } from './reports.controller.js';
import { RequestsController } from './requests.controller.js';

/** The gateway's moderation routes (reports, requests, the login popup, the admin queues), registered by the app module. */
export const MODERATION_CONTROLLERS = [ReportsController, RequestsController, PopupController, AdminModerationController, AdminPopupsController];

/** What they share: identity's address look-ups and the popup's cache. */
export const MODERATION_PROVIDERS = [MemberEmails, PopupCache];
