// The operator commands of identity, run from the built service with the stack's .env:
//   npm run admin:grant -- email@example.org     (node scripts/identity-cli.mjs grant-admin ...)
//   npm run users:delete -- email@example.org    (node scripts/identity-cli.mjs delete-user ...)
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/stack.mjs';
import { loadDotEnv } from './lib/dotenv.mjs';

const COMMANDS = new Set(['grant-admin', 'delete-user']);
const [command, ...args] = process.argv.slice(2);
if (!COMMANDS.has(command)) {
  console.error(`Commande inconnue : ${command ?? '(aucune)'} (attendu : ${[...COMMANDS].join(', ')}).`);
  process.exit(2);
}
try {
  execFileSync(process.execPath, [join(ROOT, `services/identity/dist/admin/${command}.cli.js`), ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...loadDotEnv() },
  });
} catch (err) {
  process.exit(err.status ?? 1);
}
