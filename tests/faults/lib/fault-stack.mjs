// What the fault tests (tests/faults) and the scale benchmark (tests/load/scenarios/scale.mjs) run:
// their own nats-server (scripts/lib/nats-server.mjs: JetStream and the users of
// infra/nats/auth.conf, its own store in a temp folder, on free ports), the built
// services with N catalogue replicas and the gateway as child processes on it, this run's own
// database and Redis prefix on the machine's PostgreSQL and Redis; a bounded load of uncached reads
// (searches with varying queries) that counts every failed request; and the faults themselves.
// The machine's NATS is never stopped nor reconfigured: only the nats-server started here is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort, startStack } from '../../../scripts/lib/stack.mjs';
import { startNatsServer } from '../../../scripts/lib/nats-server.mjs';
import { stackTestNames } from '../../../scripts/lib/test-names.mjs';
import { dropRun, prepareRun } from '../../../scripts/lib/test-run.mjs';
import { registerMember } from '../../load/lib/api.mjs';
import { waitUntil } from '../../support/wait-until.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The whole built system on its own nats-server, with `replicas` catalogue processes
 * (`catalogue`, `catalogue-2`, …) and one member signed in. Returns
 * { url, env, nats, stack, token, replicaNames, waitForReplicas(n), stop() }.
 */
export async function startFaultStack({ runId, replicas = 2, log = () => undefined, extraEnv = {} }) {
  const names = stackTestNames(runId);
  const dir = mkdtempSync(join(tmpdir(), `${names.TEST_RUN_ID}-`));
  const nats = await startNatsServer({ storeDir: join(dir, 'jetstream'), env: names, monitor: true });
  const port = await freePort();
  const env = {
    ...names,
    NATS_URL: nats.url,
    APP_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    SMTP_URL: '',
    MAIL_DIR: join(dir, 'mail'),
    // The load is the point: rate limits must not turn requests into 429s.
    RATE_LIMIT_REGISTER: '100000/3600',
    RATE_LIMIT_CAPTCHA: '1000000/60',
    ...extraEnv,
  };
  let stack;
  const handle = {
    url: `http://127.0.0.1:${port}`,
    env,
    nats,
    names,
    token: '',
    replicaNames: Array.from({ length: replicas }, (_, i) => (i === 0 ? 'catalogue' : `catalogue-${i + 1}`)),
    get stack() {
      return stack;
    },
    /** Waits until exactly `n` catalogue processes serve searches on NATS. */
    async waitForReplicas(n, timeoutMs = 30000) {
      const subject = 'catalogue.search.query';
      await waitUntil(() => nats.subscribers('catalogue-rpc', subject), (seen) => seen === n, { timeoutMs, what: `${n} catalogue replicas serving searches on NATS` });
    },
    async stop() {
      await stack?.stop().catch((err) => log(`stack stop: ${err.message}`));
      await nats.stop();
      await dropRun(names).catch((err) => log(`cleanup: ${err.message}`));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await prepareRun(env);
    stack = await startStack({ env, port, logDir: join(ROOT, 'var', 'log', names.TEST_RUN_ID), replicas: { catalogue: replicas } });
    await handle.waitForReplicas(replicas);
    handle.token = (await registerMember(handle.url)).accessToken;
  } catch (err) {
    await handle.stop();
    throw err;
  }
  return handle;
}

const WORDS = ['vampire', 'paris', 'dragon', 'nosferatu', 'metropolis', 'chateau', 'fantome', 'samourai', 'odyssee', 'lune', 'pirate', 'sorciere', 'robot', 'tempete', 'lisbonne', 'legende'];

/** Page sizes the searches ask for: 10 to 48, the API's largest (PAGE_SIZE_MAX in libs/contracts). */
const PAGE_SIZES = 39;

/**
 * Search paths that differ from one request to the next, so that every one reaches the catalogue: the
 * gateway keeps a search's answer a few seconds by URL. 80 word pairs and pages, each with 39 page
 * sizes: 3,120 different paths before the first comes again (searchLoad numbers its requests on from
 * one load to the next), every one valid.
 */
export function searchPath(i) {
  return `/api/search?q=${encodeURIComponent(`${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`)}&page=${1 + (i % 5)}&pageSize=${10 + (Math.floor(i / 80) % PAGE_SIZES)}`;
}

/** The next search path's number, across loads. */
let searchesSent = 0;

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

/**
 * `connections` loops of GET searches against `url` until `during()` has settled and `tailMs` more
 * have passed (or for `durationMs` when there is no `during`). Every answer that is not a 2xx, and
 * every request that got no answer within `requestTimeoutMs`, is a failure. Returns
 * { requests, ok, failed, failures: { '<status or error>': count }, failureLog, rps, p50, p99, max, seconds }
 * (failureLog: one { sentAt, ms, status, code, path } per failed request; fault: { from, to }, when
 * `during()` ran; times in ms from the start of the load).
 */
export async function searchLoad({ url, token, connections = 10, during, durationMs = 5000, leadMs = 1000, tailMs = 1500, requestTimeoutMs = 10000 }) {
  const latencies = [];
  const failures = {};
  /** Every failed request: when it was sent and settled (ms from the start of the load), what came back. */
  const failureLog = [];
  let requests = 0;
  let running = true;
  const started = performance.now();
  const worker = async () => {
    while (running) {
      const path = searchPath(searchesSent++);
      const t0 = performance.now();
      requests++;
      try {
        const res = await fetch(new URL(path, url), { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(requestTimeoutMs) });
        const body = await res.text();
        if (res.ok && body.includes('"items"')) latencies.push(performance.now() - t0);
        else {
          failures[res.status] = (failures[res.status] ?? 0) + 1;
          failureLog.push({ sentAt: t0 - started, ms: performance.now() - t0, status: res.status, code: /"code":"([A-Z_]+)"/.exec(body)?.[1], path });
        }
      } catch (err) {
        const key = err?.name === 'TimeoutError' ? 'timeout' : (err?.cause?.code ?? err?.name ?? 'error');
        failures[key] = (failures[key] ?? 0) + 1;
        failureLog.push({ sentAt: t0 - started, ms: performance.now() - t0, status: key, path });
      }
    }
  };
  const workers = Array.from({ length: connections }, worker);
  let faultError;
  let fault;
  if (during) {
    await sleep(leadMs);
    const from = performance.now() - started;
    await during().catch((err) => {
      faultError = err;
    });
    fault = { from, to: performance.now() - started };
    await sleep(tailMs);
  } else {
    await sleep(durationMs);
  }
  running = false;
  await Promise.all(workers);
  if (faultError) throw faultError;
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  return {
    requests,
    ok: sorted.length,
    failed,
    failures,
    failureLog,
    fault,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    seconds,
  };
}

/** One line of figures for a load: requests, failures, throughput, p50/p99/max. */
export function describeLoad(label, r) {
  const failures = Object.entries(r.failures).map(([k, v]) => `${k}×${v}`).join(', ');
  return `${label}: ${r.requests} requests, ${r.failed} failed${failures ? ` (${failures})` : ''}, ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(0)} ms`;
}

/** The faults, each while a load runs: they resolve once the fault is over (the system may still be recovering). */
export const faults = {
  /** A rolling deploy: SIGTERM one replica, wait for it to exit. Resolves with its exit code. */
  sigterm: (fs, name = fs.replicaNames.at(-1)) => fs.stack.signalService(name, 'SIGTERM'),
  /** A crash: SIGKILL one replica. */
  sigkill: (fs, name = fs.replicaNames.at(-1)) => fs.stack.signalService(name, 'SIGKILL'),
  /** NATS goes away for `downMs` and comes back on the same port with the same store. */
  async natsRestart(fs, downMs = 3000) {
    await fs.nats.stop('SIGTERM');
    await sleep(downMs);
    await fs.nats.start();
  },
};
