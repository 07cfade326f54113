import { createLogger, Infrastructure, startService, type RunningService } from '@streaming/platform';
import { AppModule } from './app.module.js';
import { readReplicaUrls, type CatalogueEnv } from './config/catalogue.env.js';
import { createCatalogueDataSource } from './database/catalogue-data-source.js';
import { CatalogueReads } from './database/catalogue-reads.js';

/** The running catalogue service (RunningService). */
export type RunningCatalogue = RunningService;

/** Starts the catalogue service with the given configuration (used by main.ts and the integration tests). */
export async function startCatalogue(env: CatalogueEnv): Promise<RunningCatalogue> {
  const logger = createLogger('catalogue', env.LOG_LEVEL);
  const dataSource = createCatalogueDataSource(env.DATABASE_URL, env.DB_POOL_SIZE, readReplicaUrls(env));
  const infra = await Infrastructure.start({ name: 'catalogue', env, logger, dataSource });
  // One for the process: a change seen by its cache sends the following reads to the primary.
  // CatalogueCache and its drop consumer (cache/) are Nest providers of AppModule, created once.
  const reads = new CatalogueReads(dataSource, { primaryAfterChangeMs: env.READ_PRIMARY_AFTER_CHANGE_MS, logger });
  return startService(infra, AppModule.register(infra, env, reads));
}
