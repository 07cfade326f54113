import { createLogger, Infrastructure, startService, type RunningService } from '@streaming/platform';
import { AppModule } from './app.module.js';
import type { AnalyticsEnv } from './config/analytics.env.js';
import { createAnalyticsDataSource } from './database/analytics-data-source.js';

/** The running analytics service (RunningService). */
export type RunningAnalytics = RunningService;

/** Starts the analytics service with the given configuration (used by main.ts and the integration tests). */
export async function startAnalytics(env: AnalyticsEnv): Promise<RunningAnalytics> {
  const logger = createLogger('analytics', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'analytics', env, logger, dataSource: createAnalyticsDataSource(env.DATABASE_URL, env.DB_POOL_SIZE) });
  return startService(infra, AppModule.register(infra, env));
}
