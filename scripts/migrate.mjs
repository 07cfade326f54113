import { runMigrations } from './lib/stack.mjs';
import { loadDotEnv } from './lib/dotenv.mjs';

runMigrations(loadDotEnv());
