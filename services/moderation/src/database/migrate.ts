import { DatabaseEnv, loadConfig, migrate } from '@streaming/platform';
import { createModerationDataSource, MODERATION_SCHEMA } from './moderation-data-source.js';

const env = loadConfig(DatabaseEnv);
const applied = await migrate(createModerationDataSource(env.DATABASE_URL), env.DATABASE_URL, MODERATION_SCHEMA);
console.log(`moderation: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`);
