// Faults under a bounded load of uncached reads (searches with varying queries, 20 at once), on a
// nats-server and service replicas of this test's own (tests/faults/lib/fault-stack.mjs):
// - a catalogue replica stopped with SIGTERM (a rolling deploy): not one failed request;
// - a catalogue replica killed with SIGKILL (a crash): not one failed read;
// - NATS stopped for 4 s, then started again on the same port and store: not one failed read.
// Each prints its figures (requests, failures, p50/p99), since a crash costs latency, not errors,
// and every failed request (when it was sent, how long it took, status and code) if there is one;
// the gateway's log (var/log/<run>/gateway.log) says what each try of a failed read met.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
// @ts-expect-error plain ESM helpers shared with the benchmarks
import { describeLoad, faults, searchLoad, startFaultStack } from './lib/fault-stack.mjs';

interface LoadResult {
  requests: number;
  ok: number;
  failed: number;
  failures: Record<string, number>;
  failureLog: Array<{ sentAt: number; ms: number; status: number | string; code?: string; path: string }>;
  fault?: { from: number; to: number };
  p50: number;
  p99: number;
}

interface FaultStack {
  url: string;
  token: string;
  replicaNames: string[];
  stack: { startService(name: string): void; children: Map<string, { exitCode: number | null; signalCode: string | null }> };
  waitForReplicas(n: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const CONNECTIONS = 20;
const NATS_DOWN_MS = 4000;
/** Answers the load must have had, at the least, for a figure to mean something (on a busy 2-core machine). */
const MIN_OK = 2 * CONNECTIONS;
const log = (line: string) => process.stdout.write(`${line}\n`);

describe('when a catalogue replica or NATS goes away under load', () => {
  let fs: FaultStack;

  beforeAll(async () => {
    fs = await startFaultStack({ runId: `faults${process.pid}`, replicas: 2, log });
  }, 120000);

  afterAll(async () => {
    await fs?.stop();
  }, 60000);

  // Every fault starts from two live replicas, whatever the previous test left.
  beforeEach(async () => {
    for (const name of fs.replicaNames) {
      const child = fs.stack.children.get(name);
      if (!child || child.exitCode !== null || child.signalCode !== null) fs.stack.startService(name);
    }
    await fs.waitForReplicas(2);
  }, 60000);

  const load = async (label: string, during: () => Promise<unknown>): Promise<LoadResult> => {
    const r: LoadResult = await searchLoad({ url: fs.url, token: fs.token, connections: CONNECTIONS, during, leadMs: 1500, tailMs: 1500 });
    log(describeLoad(label, r));
    if (r.fault) log(`  fault from ${r.fault.from.toFixed(0)} ms to ${r.fault.to.toFixed(0)} ms`);
    for (const f of r.failureLog) log(`  failed: sent at ${f.sentAt.toFixed(0)} ms, ${f.status}${f.code ? ` ${f.code}` : ''} after ${f.ms.toFixed(0)} ms, ${f.path}`);
    return r;
  };

  it('a replica stopped with SIGTERM finishes what it took and no request fails', async () => {
    let exit: unknown;
    const r = await load('SIGTERM of a catalogue replica', async () => {
      exit = await faults.sigterm(fs);
    });
    // It stopped by itself, cleanly, not killed after a grace period.
    expect(exit).toBe(0);
    expect(r.failures).toEqual({});
    expect(r.ok).toBeGreaterThanOrEqual(MIN_OK);
  }, 60000);

  it('a replica killed with SIGKILL costs latency, not a failed read', async () => {
    let exit: unknown;
    const r = await load('SIGKILL of a catalogue replica', async () => {
      exit = await faults.sigkill(fs);
    });
    expect(exit).toBe('SIGKILL');
    expect(r.failures).toEqual({});
    expect(r.ok).toBeGreaterThanOrEqual(MIN_OK);
  }, 60000);

  it('a 4-second NATS restart costs latency, not a failed read, and both replicas come back', async () => {
    const r = await load(`NATS restart (${NATS_DOWN_MS / 1000} s down)`, () => faults.natsRestart(fs, NATS_DOWN_MS));
    expect(r.failures).toEqual({});
    expect(r.ok).toBeGreaterThanOrEqual(MIN_OK);
    await fs.waitForReplicas(2, 15000);

    // Afterwards the system answers as before.
    const after = await searchLoad({ url: fs.url, token: fs.token, connections: 2, durationMs: 1000 });
    expect(after.failures).toEqual({});
    expect(after.ok).toBeGreaterThan(0);
  }, 60000);
});
