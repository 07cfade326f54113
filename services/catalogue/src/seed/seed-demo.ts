import 'reflect-metadata';
import { Cache, createLogger, createRedis, loadConfig } from '@streaming/platform';
import { CatalogueEnv } from '../config/catalogue.env.js';
import { createCatalogueDataSource } from '../database/catalogue-data-source.js';
import { seedDemoCatalogue } from './demo-seed.js';

// `npm start` runs this after the migrations: loads the demo catalogue once, then drops the
// catalogue's cached reads so the new titles show at once.
const env = loadConfig(CatalogueEnv);
const ds = createCatalogueDataSource(env.DATABASE_URL, 2);
await ds.initialize();
try {
  const r = await seedDemoCatalogue(ds);
  if (r.skipped) {
    console.log('catalogue: demo catalogue already loaded');
  } else {
    console.log(`catalogue: demo catalogue loaded (${r.genres} genres, ${r.movies} films, ${r.series} séries, ${r.episodes} épisodes added)`);
    const redis = createRedis(env.REDIS_URL);
    // No offline queue: wait for the connection (or give up quickly when Redis is down; entries expire anyway).
    await new Promise((resolve) => {
      redis.once('ready', resolve);
      setTimeout(resolve, 1500).unref();
    });
    await new Cache(redis, env.REDIS_PREFIX, createLogger('catalogue-seed', 'error')).delByPrefix(`${env.REDIS_PREFIX}catalogue`);
    redis.disconnect();
  }
} finally {
  await ds.destroy();
}
