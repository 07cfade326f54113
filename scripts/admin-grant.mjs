// npm run admin:grant -- email@example.org
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/stack.mjs';
import { loadDotEnv } from './lib/dotenv.mjs';

try {
  execFileSync(process.execPath, [join(ROOT, 'services/identity/dist/admin/grant-admin.cli.js'), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...loadDotEnv() },
  });
} catch (err) {
  process.exit(err.status ?? 1);
}
