import type { INestMicroservice } from '@nestjs/common';
import { createLogger, Infrastructure, startMicroservice } from '@streaming/platform';
import { AppModule } from './app.module.js';
import type { AnalyticsEnv } from './config/analytics.env.js';
import { createAnalyticsDataSource } from './database/analytics-data-source.js';

export interface RunningAnalytics {
  app: INestMicroservice;
  infra: Infrastructure;
  close(): Promise<void>;
}

/** Starts the analytics service with the given configuration (used by main.ts and the integration tests). */
export async function startAnalytics(env: AnalyticsEnv): Promise<RunningAnalytics> {
  const logger = createLogger('analytics', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'analytics', env, logger, dataSource: createAnalyticsDataSource(env.DATABASE_URL, env.DB_POOL_SIZE) });
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
