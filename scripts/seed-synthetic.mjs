// npm run seed:synthetic -- 100000 : fills the catalogue with synthetic titles for benchmarks.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/stack.mjs';
import { loadDotEnv } from './lib/dotenv.mjs';

try {
  execFileSync(process.execPath, [join(ROOT, 'services/catalogue/dist/seed/seed-synthetic.js'), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...loadDotEnv() },
  });
} catch (err) {
  process.exit(err.status ?? 1);
}
