import { createLogger, Infrastructure, startService, type RunningService } from '@streaming/platform';
import { AppModule } from './app.module.js';
import type { IdentityEnv } from './config/identity.env.js';
import { createIdentityDataSource } from './database/identity-data-source.js';

/** The running identity service (RunningService). */
export type RunningIdentity = RunningService;

/** Starts the identity service with the given configuration (used by main.ts and the integration tests). */
export async function startIdentity(env: IdentityEnv): Promise<RunningIdentity> {
  const logger = createLogger('identity', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'identity', env, logger, dataSource: createIdentityDataSource(env.DATABASE_URL) });
  return startService(infra, AppModule.register(infra, env));
}
