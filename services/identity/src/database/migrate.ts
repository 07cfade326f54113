import { loadConfig, migrate } from '@streaming/platform';
import { DatabaseEnv } from '@streaming/platform';
import { createIdentityDataSource, IDENTITY_SCHEMA } from './identity-data-source.js';

const env = loadConfig(DatabaseEnv);
const applied = await migrate(createIdentityDataSource(env.DATABASE_URL), env.DATABASE_URL, IDENTITY_SCHEMA);
console.log(`identity: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`);
