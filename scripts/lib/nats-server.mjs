// A nats-server of a stack's own: npm start, the API, browser and fault test stacks, the
// benchmarks, and the tests that stop NATS or check its permissions. JetStream with its store in a
// folder the caller gives, on a port of its own, with infra/nats/nats.conf: the per-service users
// and permissions of infra/nats/auth.conf, exactly as deployed. The machine's nats-server on 4222
// (the integration tests' open bus) is never stopped nor reconfigured.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NATS_USERS, natsPasswordVar } from './nats-options.mjs';
import { ROOT, freePort, portOpen } from './stack.mjs';

const NATS_SERVER =
  process.env.NATS_SERVER_BIN ?? ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((p) => existsSync(p)) ?? 'nats-server';
/** How many free ports are tried when another process takes the chosen one before the server binds it. */
const START_ATTEMPTS = 4;
/** How long the server may take to say it is ready. */
const READY_TIMEOUT_MS = 10_000;
/** What is kept of the server's output for an error message. */
const OUTPUT_KEPT = 4000;

/**
 * Starts nats-server and resolves once it says it is ready. Returns
 * { port, url, monitorUrl, start(), stop(signal), subscribers(name, subject) }: `stop` then `start`
 * again runs it on the same ports and store (a restart keeps the streams).
 * - `storeDir`: its JetStream folder (created if missing).
 * - `env`: the NATS_<USER>_PASSWORD variables that auth.conf reads (every user's is required; any
 *   other NATS_*_PASSWORD in it is passed on too, for a `config` with more users).
 * - `config`: another configuration file than infra/nats/nats.conf (a test of users added to it).
 * - `open: true`: no users at all (`-js`), for tests of the platform's plumbing that are not about
 *   who may do what.
 * - `host`, `port`: where it listens; without `port`, a free one, chosen again if another process
 *   takes it first.
 * - `monitor: true`: an HTTP monitoring port too (`subscribers`).
 * - `logFile`: its output is appended there.
 * - `detached: true`: a process group of its own (npm start), so the Ctrl+C that reaches the
 *   services, which then drain on the bus, does not stop NATS under them; the caller stops it last.
 */
export async function startNatsServer({ storeDir, env = {}, open = false, config = join(ROOT, 'infra/nats/nats.conf'), host = '127.0.0.1', port, monitor = false, logFile, detached = false }) {
  const passwords = {};
  if (!open) {
    for (const user of NATS_USERS) {
      const name = natsPasswordVar(user);
      if (!env[name]) throw new Error(`${name} manquant : NATS tourne avec les utilisateurs de infra/nats/auth.conf, qui lit leurs mots de passe dans l'environnement`);
      passwords[name] = env[name];
    }
    for (const [name, value] of Object.entries(env)) if (/^NATS_[A-Z0-9_]+_PASSWORD$/.test(name) && value) passwords[name] = value;
  }
  mkdirSync(storeDir, { recursive: true });
  if (logFile) mkdirSync(dirname(logFile), { recursive: true });
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  let child;
  const nats = {
    port,
    url: '',
    monitorUrl: '',
    async start() {
      const args = [...(open ? ['-js'] : ['-c', config]), '-a', host, '-p', String(nats.port), '-sd', storeDir];
      if (nats.monitorPort) args.push('-m', String(nats.monitorPort));
      child = spawn(NATS_SERVER, args, { env: { PATH: process.env.PATH, ...passwords }, stdio: ['ignore', 'pipe', 'pipe'], detached });
      let output = '';
      const keep = (chunk) => {
        output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
        log?.write(chunk);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const outcome = await new Promise((resolve) => {
        const deadline = setTimeout(() => done('timeout'), READY_TIMEOUT_MS);
        const watch = setInterval(() => /Server is ready/.test(output) && done('ready'), 20);
        function done(how) {
          clearTimeout(deadline);
          clearInterval(watch);
          resolve(how);
        }
        child.once('exit', () => done('exited'));
        child.once('error', (err) => {
          keep(Buffer.from(err.code === 'ENOENT' ? `${NATS_SERVER} introuvable : installez-le (apt-get install -y nats-server)` : err.message));
          done('exited');
        });
      });
      // Ready, and still running (it says so before it could exit on a bind error).
      if (outcome === 'ready' && child.exitCode === null) return;
      await nats.stop('SIGKILL');
      const error = new Error(`nats-server ne démarre pas sur le port ${nats.port} (${outcome === 'timeout' ? `pas prêt après ${READY_TIMEOUT_MS / 1000} s` : 'arrêté'}) :\n${output.trim()}`);
      error.portTaken = /address already in use/i.test(output);
      throw error;
    },
    async stop(signal = 'SIGTERM') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.kill(signal);
      await exited;
      clearTimeout(timer);
    },
    /** Connections named `name` holding a subscription to `subject` (from the monitoring port). */
    async subscribers(name, subject) {
      const res = await fetch(`${nats.monitorUrl}/connz?subs=1&limit=1024`);
      const { connections = [] } = await res.json();
      return connections.filter((c) => c.name === name && (c.subscriptions_list ?? []).includes(subject)).length;
    },
  };

  if (port !== undefined) {
    if (await portOpen(port, host)) throw new Error(`le port ${port} (${host}) est déjà pris : NATS y est lancé pour cette pile ; libérez-le ou choisissez-en un autre (NATS_URL dans .env)`);
    if (monitor) nats.monitorPort = await freePort();
    nats.url = `nats://${host}:${port}`;
    await nats.start();
  } else {
    // The port is free when chosen, but another process may take it before the server binds it.
    for (let attempt = 1; ; attempt++) {
      nats.port = await freePort();
      if (monitor) nats.monitorPort = await freePort();
      nats.url = `nats://${host}:${nats.port}`;
      try {
        await nats.start();
        break;
      } catch (err) {
        if (!err.portTaken || attempt === START_ATTEMPTS) throw err;
      }
    }
  }
  if (monitor) nats.monitorUrl = `http://${host}:${nats.monitorPort}`;
  return nats;
}
