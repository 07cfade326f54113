import type { INestMicroservice } from '@nestjs/common';
import { createLogger, Infrastructure, startMicroservice } from '@streaming/platform';
import { AppModule } from './app.module.js';
import type { EngagementEnv } from './config/engagement.env.js';
import { createEngagementDataSource } from './database/engagement-data-source.js';

export interface RunningEngagement {
  app: INestMicroservice;
  infra: Infrastructure;
  close(): Promise<void>;
}

/** Starts the engagement service with the given configuration (used by main.ts and the integration tests). */
export async function startEngagement(env: EngagementEnv): Promise<RunningEngagement> {
  const logger = createLogger('engagement', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'engagement', env, logger, dataSource: createEngagementDataSource(env.DATABASE_URL, env.DB_POOL_SIZE) });
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
