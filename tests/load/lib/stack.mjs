// The system under test for the benchmarks: the built services and gateway started as child
// processes on a nats-server of the run's own with the users of infra/nats/auth.conf, as deployed
// (scripts/lib/nats-server.mjs, store in a temporary folder), and this run's own database and Redis
// prefix (scripts/lib/test-names.mjs), so a bench never collides with a dev or test run; and
// everything it created dropped at the end, whether the bench succeeded or not.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { ROOT, ensureServers, freePort, runMigrations, startStack } from '../../../scripts/lib/stack.mjs';
import { startNatsServer } from '../../../scripts/lib/nats-server.mjs';
import { stackTestNames } from '../../../scripts/lib/test-names.mjs';

/** A setup problem the person running the bench can fix (message says how). */
export class BenchSetupError extends Error {
  name = 'BenchSetupError';
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Fails unless every workspace with sources (libs/*\/src/index.ts, services/*\/src/main.ts) has been
 * built: the bench runs dist/, never sources. Returns warnings for builds older than their sources.
 */
export function assertBuilt() {
  const missing = [];
  const stale = [];
  for (const [group, source, built] of [['libs', 'index.ts', 'index.js'], ['services', 'main.ts', 'main.js']]) {
    for (const name of readdirSync(join(ROOT, group)).sort()) {
      const dir = join(ROOT, group, name);
      if (!existsSync(join(dir, 'src', source))) continue; // not a buildable workspace (yet)
      const entry = join(dir, 'dist', built);
      if (!existsSync(entry)) missing.push(`${group}/${name}/dist`);
      else if (newestMtime(join(dir, 'src')) > statSync(entry).mtimeMs) stale.push(`${group}/${name}`);
    }
  }
  if (missing.length) {
    throw new BenchSetupError(`not built: ${missing.join(', ')}\n  Run \`npm run build\` first, then \`npm run bench\` again.`);
  }
  return stale.length ? [`sources newer than their build in ${stale.join(', ')}: the bench measures the last build (run \`npm run build\` to measure the current code)`] : [];
}

const dbName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));

async function dropDatabase(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${dbName(url)}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function dropRedisKeys(prefix) {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Drops the run's database and Redis keys. Never throws; returns the problems. */
export async function dropRunResources(names) {
  const problems = [];
  const attempt = async (what, fn) => {
    try {
      await fn();
    } catch (err) {
      problems.push(`${what}: ${err?.message ?? err}`);
    }
  };
  await attempt(`database ${dbName(names.DATABASE_URL)}`, () => dropDatabase(names.DATABASE_URL));
  await attempt(`Redis keys ${names.REDIS_PREFIX}*`, () => dropRedisKeys(names.REDIS_PREFIX));
  return problems;
}

/**
 * Starts the whole built system for this bench run and returns
 * { url, names, env, logDir, pids(), stop() }. `stop()` stops every process and drops the run's resources;
 * it is safe to call more than once and is also what a failed start leaves to the caller.
 */
export async function startBenchStack({ runId = `bench${process.pid}`, extraEnv = {}, log = console.log } = {}) {
  for (const warning of assertBuilt()) log(`warning: ${warning}`);
  await ensureServers(log);
  const names = stackTestNames(runId);
  const logDir = join(ROOT, 'var', 'log', names.TEST_RUN_ID);
  const mailDir = mkdtempSync(join(tmpdir(), `${names.TEST_RUN_ID}-mail-`));
  const natsDir = mkdtempSync(join(tmpdir(), `${names.TEST_RUN_ID}-nats-`));
  let nats;
  let stack;
  let stopped = false;
  const handle = {
    url: undefined,
    names,
    env: undefined,
    logDir,
    /** { <service>: pid } of the running processes (gateway included). */
    pids() {
      return Object.fromEntries([...(stack?.children ?? new Map())].filter(([, c]) => c.exitCode === null).map(([name, c]) => [name, c.pid]));
    },
    async stop() {
      if (stopped) return [];
      stopped = true;
      if (stack) await stack.stop();
      await nats?.stop();
      const problems = await dropRunResources(names);
      rmSync(mailDir, { recursive: true, force: true });
      rmSync(natsDir, { recursive: true, force: true });
      return problems;
    },
  };

  // A previous run with the same pid may have been killed before its cleanup.
  await dropRunResources(names);
  const port = await freePort();
  const env = {
    ...names,
    LOG_LEVEL: 'warn',
    APP_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    // No SMTP: identity writes its mails (the sign-up confirmation) as files in a throwaway folder.
    SMTP_URL: '',
    MAIL_DIR: mailDir,
    // Load is the point here: rate limits must not turn requests into 429s.
    RATE_LIMIT_LOGIN: '1000000/60',
    RATE_LIMIT_REGISTER: '100000/3600',
    RATE_LIMIT_RESET_MAIL: '100000/3600',
    RATE_LIMIT_CONTACT: '100000/3600',
    RATE_LIMIT_CONTACT_ADDRESS: '100000/3600',
    RATE_LIMIT_LOGIN_ADDRESS: '1000000/60',
    RATE_LIMIT_CAPTCHA: '1000000/60',
    RATE_LIMIT_RESET_MAIL_ADDRESS: '100000/3600',
    RATE_LIMIT_REPORTS: '1000000/3600',
    RATE_LIMIT_REQUESTS: '1000000/3600',
    // The longest allowed: a token taken at the start stays valid for every scenario.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    ...extraEnv,
  };
  handle.env = env;
  try {
    runMigrations(env);
  } catch (err) {
    throw new BenchSetupError(`the migrations failed: ${err.message}`);
  }
  try {
    nats = await startNatsServer({ storeDir: natsDir, env: names });
  } catch (err) {
    throw new BenchSetupError(`nats-server did not start: ${err.message}`);
  }
  env.NATS_URL = nats.url;
  try {
    stack = await startStack({ env, port, logDir });
  } catch (err) {
    throw new BenchSetupError(`the stack did not start: ${err.message}\n  Logs: ${logDir}`);
  }
  handle.url = stack.url;
  return handle;
}

export { ROOT, freePort };
