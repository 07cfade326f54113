import type { INestMicroservice } from '@nestjs/common';
import { createLogger, Infrastructure, startMicroservice } from '@streaming/platform';
import { AppModule } from './app.module.js';
import type { ModerationEnv } from './config/moderation.env.js';
import { createModerationDataSource } from './database/moderation-data-source.js';

export interface RunningModeration {
  app: INestMicroservice;
  infra: Infrastructure;
  close(): Promise<void>;
}

/** Starts the moderation service with the given configuration (used by main.ts and the integration tests). */
export async function startModeration(env: ModerationEnv): Promise<RunningModeration> {
  const logger = createLogger('moderation', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'moderation', env, logger, dataSource: createModerationDataSource(env.DATABASE_URL, env.DB_POOL_SIZE) });
  let app: INestMicroservice;
  try {
    app = await startMicroservice(AppModule.register(infra, env), infra);
  } catch (err) {
    // Nothing left running (the relay's timer, NATS, the pools) when the start fails half-way.
    await infra.close();
    throw err;
  }
  return {
    app,
    infra,
    async close() {
      await app.close();
      await infra.close();
    },
  };
}
