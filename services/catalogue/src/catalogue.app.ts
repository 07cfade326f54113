import type { INestMicroservice } from '@nestjs/common';
import { createLogger, Infrastructure, startMicroservice } from '@streaming/platform';
import { AppModule } from './app.module.js';
import type { CatalogueEnv } from './config/catalogue.env.js';
import { createCatalogueDataSource } from './database/catalogue-data-source.js';
import { CatalogueCache } from './cache/catalogue-cache.js';
import { startCacheDropConsumer } from './cache/cache-drop.consumer.js';

export interface RunningCatalogue {
  app: INestMicroservice;
  infra: Infrastructure;
  close(): Promise<void>;
}

/** Starts the catalogue service with the given configuration (used by main.ts and the integration tests). */
export async function startCatalogue(env: CatalogueEnv): Promise<RunningCatalogue> {
  const logger = createLogger('catalogue', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'catalogue', env, logger, dataSource: createCatalogueDataSource(env.DATABASE_URL, env.DB_POOL_SIZE) });
  await startCacheDropConsumer(infra, new CatalogueCache(infra, env));
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
