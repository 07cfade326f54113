import { DatabaseEnv, loadConfig, migrate } from '@streaming/platform';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from './catalogue-data-source.js';

const env = loadConfig(DatabaseEnv);
const applied = await migrate(createCatalogueDataSource(env.DATABASE_URL), env.DATABASE_URL, CATALOGUE_SCHEMA);
console.log(`catalogue: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`);
