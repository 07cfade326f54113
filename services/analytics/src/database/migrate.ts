import { DatabaseEnv, loadConfig, migrate } from '@streaming/platform';
import { createAnalyticsDataSource, ANALYTICS_SCHEMA } from './analytics-data-source.js';

const env = loadConfig(DatabaseEnv);
const applied = await migrate(createAnalyticsDataSource(env.DATABASE_URL), env.DATABASE_URL, ANALYTICS_SCHEMA);
console.log(`analytics: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`);
