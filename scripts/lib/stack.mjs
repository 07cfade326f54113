// Starts and stops the whole system as separate processes (every service, then the gateway), on
// the NATS at the env's NATS_URL, which the caller runs (scripts/lib/nats-server.mjs).
// Used by `npm start`, the API and browser test setups, the fault tests and the benchmarks.
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { asNatsUser } from './nats-options.mjs';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** Services with a built entry point, gateway excluded (it starts last). */
export function builtServices() {
  const dir = join(ROOT, 'services');
  return readdirSync(dir)
    .filter((name) => name !== 'gateway' && existsSync(join(dir, name, 'dist', 'main.js')))
    .sort();
}

export function portOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((res) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      res(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function freePort() {
  return new Promise((res, rej) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
    srv.once('error', rej);
  });
}

/** The machine's servers: PostgreSQL and Redis for every run, the open NATS on 4222 for the integration tests only. */
const SERVERS = [
  {
    name: 'PostgreSQL',
    port: 5432,
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    pkg: 'postgresql',
  },
  {
    name: 'NATS (JetStream)',
    port: 4222,
    start: 'mkdir -p /var/lib/nats-server && (nohup nats-server -js -a 127.0.0.1 -p 4222 -sd /var/lib/nats-server > /var/log/nats-server.log 2>&1 &)',
    pkg: 'nats-server',
    sharedNatsOnly: true,
  },
  {
    name: 'Redis',
    port: 6379,
    start: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
    pkg: 'redis-server',
  },
];

/**
 * Makes sure PostgreSQL and Redis answer on their default ports, and the machine's NATS on 4222 with
 * `sharedNats` (the integration tests' bus; a stack runs a nats-server of its own,
 * scripts/lib/nats-server.mjs); starts Debian's packages when they are installed and we are root;
 * otherwise says exactly what is missing.
 */
export async function ensureServers(log = console.log, { sharedNats = false } = {}) {
  const missing = [];
  for (const server of SERVERS.filter((s) => sharedNats || !s.sharedNatsOnly)) {
    if (await portOpen(server.port)) continue;
    const isRoot = process.getuid?.() === 0;
    if (isRoot) {
      log(`${server.name} ne répond pas sur le port ${server.port} : démarrage…`);
      try {
        execFileSync('bash', ['-c', server.start], { stdio: 'ignore' });
      } catch {
        // checked below
      }
      for (let i = 0; i < 40 && !(await portOpen(server.port)); i++) await new Promise((r) => setTimeout(r, 250));
    }
    if (!(await portOpen(server.port))) missing.push(server);
  }
  if (missing.length) {
    const lines = missing.map((s) => `  - ${s.name} (127.0.0.1:${s.port}) : installez-le (apt-get install -y ${s.pkg}) puis lancez : ${s.start}`);
    throw new Error(`Serveurs injoignables :\n${lines.join('\n')}\n(ou utilisez docker compose up)`);
  }
}

function run(cmd, args, env) {
  execFileSync(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Applies every service's migrations (each service owns one schema). */
export function runMigrations(env) {
  for (const name of readdirSync(join(ROOT, 'services')).sort()) {
    const script = join(ROOT, 'services', name, 'dist', 'database', 'migrate.js');
    if (existsSync(script)) run(process.execPath, [script], env);
  }
}

/** Loads the demo content of every service that has one (idempotent). */
export function runSeeds(env) {
  for (const name of readdirSync(join(ROOT, 'services')).sort()) {
    const script = join(ROOT, 'services', name, 'dist', 'seed', 'seed-demo.js');
    if (existsSync(script)) run(process.execPath, [script], env);
  }
}

/** Extra Node.js options for the services, e.g. STACK_NODE_ARGS="--cpu-prof --cpu-prof-dir=var/prof" to profile them. */
const EXTRA_NODE_ARGS = (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Credentials only one service may hold: TMDB's, the catalogue's (the key never reaches the gateway, hence never a browser). */
const OWN_SECRETS = { catalogue: ['TMDB_API_KEY', 'TMDB_READ_TOKEN'] };

/** `env` as service `service` gets it: its NATS user (asNatsUser), and none of the other services' own secrets. */
export function serviceEnv(env, service) {
  const own = asNatsUser(env, service);
  for (const [owner, names] of Object.entries(OWN_SECRETS)) if (owner !== service) for (const n of names) delete own[n];
  return own;
}

/** The process `name` (`catalogue-2`: a replica of catalogue) connects to NATS as its service's user of infra/nats/auth.conf. */
function spawnProcess(name, script, env, logDir, echo) {
  const child = spawn(process.execPath, ['--enable-source-maps', ...EXTRA_NODE_ARGS, script], {
    cwd: ROOT,
    env: serviceEnv({ ...process.env, ...env }, name.replace(/-\d+$/, '')),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mkdirSync(logDir, { recursive: true });
  const file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  child.stdout.pipe(file);
  child.stderr.pipe(file);
  if (echo) child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`));
  child.name = name;
  return child;
}

async function waitForHealth(url, children, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const dead = children.find((c) => c.exitCode !== null);
    if (dead) throw new Error(`${dead.name} s'est arrêté au démarrage (code ${dead.exitCode}) ; voir son journal`);
    try {
      const res = await fetch(`${url}/api/health`);
      last = await res.text();
      // Ready when every service answers; a missing Redis only degrades (no cache), it does not block.
      const report = JSON.parse(last);
      const blocking = Object.entries(report.checks ?? {}).filter(([name, c]) => c.status !== 'up' && name !== 'redis');
      if (report.checks && blocking.length === 0) return report;
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`le système n'est pas prêt après ${timeoutMs / 1000} s : ${last}`);
}

/** The built entry point of a process name: `catalogue-2` (a second replica) runs services/catalogue. */
function scriptOf(name) {
  return join(ROOT, 'services', name.replace(/-\d+$/, ''), 'dist', 'main.js');
}

/**
 * Starts every built service and the gateway with `env`, waits until /api/health is ok. Each
 * process connects to NATS as its service's user, with its password from `env`'s
 * NATS_<SERVICE>_PASSWORD (and none of the others').
 * `replicas` runs more than one process of a service (`{ catalogue: 2 }` starts `catalogue` and
 * `catalogue-2`, one queue group).
 * Returns { url, children, stop(), stopService(name), startService(name), signalService(name, signal) }.
 */
export async function startStack({ env, port, logDir = join(ROOT, 'var', 'log'), echo = false, timeoutMs = 60000, replicas = {} }) {
  const gatewayScript = join(ROOT, 'services', 'gateway', 'dist', 'main.js');
  if (!existsSync(gatewayScript)) throw new Error('gateway non construit : lancez npm run build');
  const fullEnv = { ...env, PORT: String(port) };
  const children = new Map();
  for (const name of builtServices()) {
    for (let i = 1; i <= (replicas[name] ?? 1); i++) {
      const child = i === 1 ? name : `${name}-${i}`;
      children.set(child, spawnProcess(child, scriptOf(child), fullEnv, logDir, echo));
    }
  }
  children.set('gateway', spawnProcess('gateway', gatewayScript, fullEnv, logDir, echo));
  const url = `http://127.0.0.1:${port}`;
  const stack = {
    url,
    children,
    /** Sends `signal` to a process; resolves with its exit code (or signal name) once it has exited. */
    signalService(name, signal) {
      const child = children.get(name);
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? child?.signalCode ?? null);
      const exited = new Promise((r) => child.once('exit', (code, sig) => r(code ?? sig)));
      child.kill(signal);
      return exited;
    },
    async stopService(name) {
      const child = children.get(name);
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await stack.signalService(name, 'SIGTERM');
      clearTimeout(timer);
    },
    startService(name) {
      children.set(name, spawnProcess(name, scriptOf(name), fullEnv, logDir, echo));
    },
    async stop() {
      await Promise.all([...children.keys()].map((n) => stack.stopService(n)));
    },
  };
  try {
    await waitForHealth(url, [...children.values()], timeoutMs);
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return stack;
}
