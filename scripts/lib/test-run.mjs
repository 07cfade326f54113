// Lifecycle of one test run on the shared servers, PostgreSQL and Redis (and the machine's NATS for
// the integration tests), and of the test stacks on a NATS of their own (used by the Jest global
// setups, Playwright and the fault tests; plain ESM so it runs without a TypeScript loader).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { SMTPServer } from 'smtp-server';
import { ROOT, ensureServers, freePort, runMigrations, startStack } from './stack.mjs';
import { natsOptions } from './nats-options.mjs';
import { startNatsServer } from './nats-server.mjs';
import { startFakeTmdb } from '../../tests/support/fake-tmdb.mjs';

async function adminQuery(url, sql) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dbName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * Creates the run's database (fresh) and applies every service's migrations. `sharedNats`: the run
 * uses the machine's NATS (integration tests), which must then answer too.
 */
export async function prepareRun(names, { sharedNats = false } = {}) {
  await ensureServers(() => undefined, { sharedNats });
  await adminQuery(names.DATABASE_URL, `DROP DATABASE IF EXISTS "${dbName(names.DATABASE_URL)}" WITH (FORCE)`);
  await adminQuery(names.DATABASE_URL, `CREATE DATABASE "${dbName(names.DATABASE_URL)}"`);
  runMigrations(names);
}

/**
 * Drops what the run created: database, Redis keys and, with `sharedNats`, its JetStream streams
 * (events and work queues) on the machine's NATS. A stack's own nats-server went away with its folder.
 */
export async function dropRun(names, { sharedNats = false } = {}) {
  await adminQuery(names.DATABASE_URL, `DROP DATABASE IF EXISTS "${dbName(names.DATABASE_URL)}" WITH (FORCE)`).catch(() => undefined);
  if (sharedNats) await dropSharedStreams(names);
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${names.REDIS_PREFIX}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } catch {
    // Redis stopped: its keys are volatile anyway
  } finally {
    redis.disconnect();
  }
}

/** The run's events stream and work queues (<EVENTS_STREAM>_<QUEUE>, libs/platform queues) on the machine's NATS. */
async function dropSharedStreams(names) {
  try {
    const nc = await connect(natsOptions());
    try {
      const jsm = await jetstreamManager(nc);
      for await (const stream of jsm.streams.names()) {
        if (stream === names.EVENTS_STREAM || stream.startsWith(`${names.EVENTS_STREAM}_`)) await jsm.streams.delete(stream).catch(() => undefined);
      }
    } finally {
      await nc.close();
    }
  } catch {
    // NATS stopped: nothing to drop
  }
}

/** A real SMTP server in this process; every mail it receives is written as an .eml file in `dir`. */
export async function startSmtpServer(dir) {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(join(dir, `${Date.now()}-${randomUUID()}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  // A service stopped by a test drops its pooled connection (ECONNRESET): that is the service going
  // away, not a failure of the test process, which would otherwise die of the unhandled 'error'.
  server.on('error', (err) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.warn(`smtp: ${err.message}`);
  });
  await new Promise((res) => server.listen(0, '127.0.0.1', res));
  return { port: server.server.address().port, close: () => new Promise((res) => server.close(res)) };
}

/**
 * The whole built system for black-box tests: the run's database (migrated) and Redis prefix, a
 * nats-server of its own with the users of infra/nats/auth.conf (names from stackTestNames, store
 * in a temporary folder), a real SMTP server whose mails land in `mailDir`, and a fake TMDB
 * (tests/support/fake-tmdb.mjs) the catalogue's TMDB_BASE_URL and TMDB_API_KEY point at (there is
 * no internet here; `extraEnv` may set them otherwise, e.g. an empty key).
 * Returns { url, natsUrl, mailDir, tmdbControlUrl, env, stopService(name), startService(name), stop() }.
 */
export async function startTestStack(names, extraEnv = {}) {
  await prepareRun(names);
  const natsDir = mkdtempSync(join(tmpdir(), `${names.TEST_RUN_ID}-nats-`));
  const mailDir = join(ROOT, 'var', 'test-mail', names.TEST_RUN_ID);
  let nats;
  let smtp;
  let tmdb;
  let stack;
  const stop = async () => {
    await stack?.stop();
    await smtp?.close();
    await tmdb?.close();
    await nats?.stop();
    rmSync(natsDir, { recursive: true, force: true });
  };
  try {
    nats = await startNatsServer({ storeDir: natsDir, env: names });
    smtp = await startSmtpServer(mailDir);
    tmdb = await startFakeTmdb();
    const port = await freePort();
    const env = {
      ...names, NATS_URL: nats.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: '1',
      // A lookup gives up on the fake after 3 s (8 s in production): the time-out tests stay short.
      TMDB_BASE_URL: tmdb.url, TMDB_API_KEY: tmdb.apiKey, TMDB_READ_TOKEN: '', TMDB_TIMEOUT_MS: '3000', ...extraEnv,
    };
    stack = await startStack({ env, port, logDir: join(ROOT, 'var', 'log', `test-${names.TEST_RUN_ID}`) });
    return {
      url: stack.url,
      natsUrl: nats.url,
      mailDir,
      tmdbControlUrl: tmdb.controlUrl,
      env,
      stopService: (name) => stack.stopService(name),
      startService: (name) => stack.startService(name),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
