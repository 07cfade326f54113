// Scale-out and faults: uncached reads (searches whose URL differs from one request to the next, so
// that the gateway's few seconds of search answers never answer them) through the gateway with 1 and 2 catalogue replicas, then the failed requests while
// a replica is stopped with SIGTERM (a rolling deploy), killed with SIGKILL (a crash) and while NATS
// restarts (4 s down). Targets: 0 failed requests on SIGTERM, 0 failed reads on SIGKILL and on a
// NATS restart; a crash may cost latency (p99 printed), not errors. Every failed request is listed
// (when it was sent, after how long it failed, status and code; the gateway's log in var/log/<run>
// says what each try of a failed read met).
// This scenario runs its own system (tests/faults/lib/fault-stack.mjs): its own nats-server on free
// ports, so stopping NATS never touches the machine's, and its own replicas; the shared bench stack
// is not used. On a 2-core machine a second replica cannot double throughput (the gateway,
// PostgreSQL and the load share the same cores): the figure shows what it costs or brings here.
import { describeLoad, faults, searchLoad, startFaultStack } from '../../faults/lib/fault-stack.mjs';
import { format, target } from '../lib/report.mjs';

export const description = 'uncached reads (GET /api/search) with 1 and 2 catalogue replicas; failed requests during SIGTERM, SIGKILL of a replica and a NATS restart';

const CONNECTIONS = 20;
const NATS_DOWN_MS = 4000;
const NATS_RESTART = `NATS restart (${NATS_DOWN_MS / 1000} s down)`;

export default async function scale(ctx) {
  ctx.log('  starting a system of its own (own nats-server, 2 catalogue replicas)…');
  const fs = await startFaultStack({ runId: `scale${process.pid}`, replicas: 2, log: ctx.log });
  const durationMs = ctx.load.duration * 1000;
  const second = fs.replicaNames[1];
  const rows = [];
  const results = {};
  const record = (name, r) => {
    ctx.log(`  ${describeLoad(name, r)}`);
    if (r.fault) ctx.log(`    fault from ${r.fault.from.toFixed(0)} ms to ${r.fault.to.toFixed(0)} ms`);
    for (const f of r.failureLog) ctx.log(`    failed: sent at ${f.sentAt.toFixed(0)} ms, ${f.status}${f.code ? ` ${f.code}` : ''} after ${f.ms.toFixed(0)} ms, ${f.path}`);
    results[name] = r;
    rows.push([name, String(r.requests), String(r.failed), format.num(r.rps), format.ms(r.p50), format.ms(r.p99), format.ms(r.max)]);
  };
  const bothUp = async () => {
    const child = fs.stack.children.get(second);
    if (!child || child.exitCode !== null || child.signalCode !== null) fs.stack.startService(second);
    await fs.waitForReplicas(2);
  };
  try {
    // Warm-up on both replicas (connections, query plans).
    await searchLoad({ url: fs.url, token: fs.token, connections: CONNECTIONS, durationMs: ctx.load.warmup * 1000 });

    await fs.stack.stopService(second);
    await fs.waitForReplicas(1);
    record('1 replica', await searchLoad({ url: fs.url, token: fs.token, connections: CONNECTIONS, durationMs }));
    await bothUp();
    record('2 replicas', await searchLoad({ url: fs.url, token: fs.token, connections: CONNECTIONS, durationMs }));

    record('SIGTERM of a replica', await searchLoad({ url: fs.url, token: fs.token, connections: CONNECTIONS, during: () => faults.sigterm(fs), leadMs: 2000, tailMs: 2000 }));
    await bothUp();
    record('SIGKILL of a replica', await searchLoad({ url: fs.url, token: fs.token, connections: CONNECTIONS, during: () => faults.sigkill(fs), leadMs: 2000, tailMs: 2000 }));
    await bothUp();
    record(NATS_RESTART, await searchLoad({ url: fs.url, token: fs.token, connections: CONNECTIONS, during: () => faults.natsRestart(fs, NATS_DOWN_MS), leadMs: 2000, tailMs: 2000 }));
  } finally {
    await fs.stop();
  }
  const one = results['1 replica'];
  const two = results['2 replicas'];
  const failed = (name) => target({ description: `failed requests during ${name}`, value: results[name].failed, op: '<=', limit: 0 });
  return {
    tables: [
      {
        title: `GET /api/search, ${CONNECTIONS} connections, varying queries (uncached)`,
        headers: ['load', 'requests', 'failed', 'req/s', 'p50', 'p99', 'max'],
        rows,
        notes: [`2 replicas / 1 replica throughput: ${format.ratio(two.rps / one.rps)}`],
      },
    ],
    targets: [failed('SIGTERM of a replica'), failed('SIGKILL of a replica'), failed(NATS_RESTART)],
  };
}
