import type { INestMicroservice } from '@nestjs/common';
import { createLogger, Infrastructure, startMicroservice } from '@streaming/platform';
import { AppModule } from './app.module.js';
import type { IdentityEnv } from './config/identity.env.js';
import { createIdentityDataSource } from './database/identity-data-source.js';

export interface RunningIdentity {
  app: INestMicroservice;
  infra: Infrastructure;
  close(): Promise<void>;
}

/** Starts the identity service with the given configuration (used by main.ts and the integration tests). */
export async function startIdentity(env: IdentityEnv): Promise<RunningIdentity> {
  const logger = createLogger('identity', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'identity', env, logger, dataSource: createIdentityDataSource(env.DATABASE_URL) });
  const app = await startMicroservice(AppModule.register(infra, env), infra);
  return {
    app,
    infra,
    async close() {
      await app.close();
      await infra.close();
    },
  };
}
