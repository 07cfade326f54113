// npm start: installs what is missing, builds, migrates, seeds the demo catalogue and runs the
// whole system at http://localhost:3000 (PORT to change it), on a nats-server of its own at
// NATS_URL (.env) with the per-service users of infra/nats/auth.conf, as in production; its
// JetStream folder is var/nats, kept from one start to the next (nothing queued is lost).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureServers, runMigrations, runSeeds, startStack } from './lib/stack.mjs';
import { loadDotEnv } from './lib/dotenv.mjs';
import { startNatsServer } from './lib/nats-server.mjs';

const step = (msg) => console.log(`\n▶ ${msg}`);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} : il faut Node 20.19 ou plus récent.`);
  process.exit(1);
}

try {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
    step('Installation des dépendances (npm ci)');
    execSync('npm ci --no-audit --no-fund', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  }

  step('Vérification de PostgreSQL et Redis');
  await ensureServers();

  step('Construction (services et application web)');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

  const env = { ...loadDotEnv(), NODE_ENV: process.env.NODE_ENV ?? 'production' };
  const port = Number(process.env.PORT ?? env.PORT ?? 3000);
  env.APP_URL ??= `http://localhost:${port}`;

  step('Migrations');
  runMigrations(env);
  step('Catalogue de démonstration');
  runSeeds(env);

  step(`Démarrage de NATS (${env.NATS_URL}, utilisateurs de infra/nats/auth.conf)`);
  const nats = await startNatsServer({ ...natsAddress(env.NATS_URL), env, storeDir: join(ROOT, 'var', 'nats'), logFile: join(ROOT, 'var', 'log', 'nats.log'), detached: true });

  step('Démarrage des services');
  let stack;
  try {
    stack = await startStack({ env, port, echo: true });
  } catch (err) {
    await nats.stop();
    throw err;
  }
  console.log(`
  Le catalogue est prêt : ${env.APP_URL}
  API : ${env.APP_URL}/api (documentation : ${env.APP_URL}/api/docs, santé : ${env.APP_URL}/api/health)
  NATS : ${env.NATS_URL} (un utilisateur par service, infra/nats/auth.conf)
  Journaux : var/log/*.log   E-mails (sans SMTP_URL) : var/mail/*.eml
  Pour rendre un compte administrateur (après inscription) : npm run admin:grant -- email@exemple.fr
  Ctrl+C pour arrêter.
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nArrêt…');
    await stack.stop();
    await nats.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const [name, child] of stack.children) {
    child.on('exit', (code) => {
      if (!stopping) console.error(`⚠ ${name} s'est arrêté (code ${code}) ; voir var/log/${name}.log`);
    });
  }
} catch (err) {
  console.error(`\n✖ ${err.message}`);
  process.exit(1);
}

/** Where npm start runs its nats-server: the host and port of NATS_URL, which must be this machine. */
function natsAddress(url) {
  const { hostname, port } = new URL(url.includes('://') ? url : `nats://${url}`);
  if (url.includes(',') || !['127.0.0.1', 'localhost'].includes(hostname)) {
    throw new Error(`NATS_URL (${url}) : npm start lance son propre NATS sur cette machine ; indiquez nats://127.0.0.1:<port> dans .env`);
  }
  return { host: '127.0.0.1', port: Number(port || 4222) };
}
