import { DatabaseEnv, loadConfig, migrate } from '@streaming/platform';
import { createEngagementDataSource, ENGAGEMENT_SCHEMA } from './engagement-data-source.js';

const env = loadConfig(DatabaseEnv);
const applied = await migrate(createEngagementDataSource(env.DATABASE_URL), env.DATABASE_URL, ENGAGEMENT_SCHEMA);
console.log(`engagement: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`);
