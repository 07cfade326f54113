import { createLogger, Infrastructure, startService, type RunningService } from '@streaming/platform';
import { AppModule } from './app.module.js';
import type { ModerationEnv } from './config/moderation.env.js';
import { createModerationDataSource } from './database/moderation-data-source.js';

/** The running moderation service (RunningService). */
export type RunningModeration = RunningService;

/** Starts the moderation service with the given configuration (used by main.ts and the integration tests). */
export async function startModeration(env: ModerationEnv): Promise<RunningModeration> {
  const logger = createLogger('moderation', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'moderation', env, logger, dataSource: createModerationDataSource(env.DATABASE_URL, env.DB_POOL_SIZE) });
  return startService(infra, AppModule.register(infra, env));
}
