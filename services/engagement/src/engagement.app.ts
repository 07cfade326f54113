import { createLogger, Infrastructure, startService, type RunningService } from '@streaming/platform';
import { AppModule } from './app.module.js';
import type { EngagementEnv } from './config/engagement.env.js';
import { createEngagementDataSource } from './database/engagement-data-source.js';

/** The running engagement service (RunningService). */
export type RunningEngagement = RunningService;

/** Starts the engagement service with the given configuration (used by main.ts and the integration tests). */
export async function startEngagement(env: EngagementEnv): Promise<RunningEngagement> {
  const logger = createLogger('engagement', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'engagement', env, logger, dataSource: createEngagementDataSource(env.DATABASE_URL, env.DB_POOL_SIZE) });
  return startService(infra, AppModule.register(infra, env));
}
