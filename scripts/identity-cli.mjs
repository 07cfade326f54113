// The operator commands of identity, run from the built service with the stack's .env, on NATS as
// the identity user of infra/nats/auth.conf (NATS_IDENTITY_PASSWORD):
//   npm run admin:grant -- email@example.org     (node scripts/identity-cli.mjs grant-admin ...)
//   npm run users:delete -- email@example.org    (node scripts/identity-cli.mjs delete-user ...)
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/stack.mjs';
import { loadDotEnv } from './lib/dotenv.mjs';
import { asNatsUser } from './lib/nats-options.mjs';

const COMMANDS = new Set(['grant-admin', 'delete-user']);
const [command, ...args] = process.argv.slice(2);
if (!COMMANDS.has(command)) {
  console.error(`Commande inconnue : ${command ?? '(aucune)'} (attendu : ${[...COMMANDS].join(', ')}).`);
  process.exit(2);
}
try {
  execFileSync(process.execPath, [join(ROOT, `services/identity/dist/admin/${command}.cli.js`), ...args], {
    stdio: 'inherit',
    env: asNatsUser({ ...process.env, ...loadDotEnv() }, 'identity'),
  });
} catch (err) {
  process.exit(err.status ?? 1);
}
