import 'reflect-metadata';
import { Cache, createLogger, createRedis, loadConfig } from '@streaming/platform';
import { CatalogueEnv } from '../config/catalogue.env.js';
import { createCatalogueDataSource } from '../database/catalogue-data-source.js';
import { generateSynthetic } from './synthetic.js';

// npm run seed:synthetic -w @streaming/catalogue -- 100000 [--json]
// Adds that many synthetic titles to the database of DATABASE_URL, for benchmarks (not for the demo).
// --json: the last line printed is the load's report as JSON (counts, seconds, each index build),
// which the benchmarks read (tests/load/lib/catalogue-data.mjs).
const args = process.argv.slice(2);
const json = args.includes('--json');
const count = Number(args.find((a) => a !== '--json') ?? 100000);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000 || args.length > (json ? 2 : 1)) {
  console.error('Usage : seed-synthetic <nombre de titres, 1 à 5000000> [--json]');
  process.exit(1);
}
const env = loadConfig(CatalogueEnv);
const ds = createCatalogueDataSource(env.DATABASE_URL, 2);
// Long statements: no 10 s statement timeout here.
ds.options.extra.statement_timeout = 0;
await ds.initialize();
try {
  const r = await generateSynthetic(ds, count, (msg) => console.log(`catalogue: ${msg}`));
  console.log(`catalogue: ${r.movies} films, ${r.series} séries, ${r.episodes} épisodes synthétiques ajoutés en ${r.seconds} s (${r.indexes.length} index reconstruits en ${r.indexSeconds} s)`);
  const redis = createRedis(env.REDIS_URL);
  await new Promise((resolve) => {
    redis.once('ready', resolve);
    setTimeout(resolve, 1500).unref();
  });
  await new Cache(redis, env.REDIS_PREFIX, createLogger('catalogue-synthetic', 'error')).delByPrefix(`${env.REDIS_PREFIX}catalogue`);
  redis.disconnect();
  if (json) console.log(JSON.stringify(r));
} finally {
  await ds.destroy();
}
