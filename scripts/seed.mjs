import { runSeeds } from './lib/stack.mjs';
import { loadDotEnv } from './lib/dotenv.mjs';

runSeeds(loadDotEnv());
