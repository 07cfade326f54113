// Faults under a bounded load of uncached reads (searches with varying queries, 10 at once), on a
// nats-server and service replicas of this test's own (tests/faults/lib/fault-stack.mjs):
// - a catalogue replica stopped with SIGTERM (a rolling deploy): not one failed request;
// - a catalogue replica killed with SIGKILL (a crash): not one failed read;
// - NATS stopped for 3 s, then started again on the same port and store: not one failed read.
// Each prints its figures (requests, failures, p50/p99), since a crash costs latency, not errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
// @ts-expect-error plain ESM helpers shared with the benchmarks
import { describeLoad, faults, searchLoad, startFaultStack } from './lib/fault-stack.mjs';

interface LoadResult {
  requests: number;
  ok: number;
  failed: number;
  failures: Record<string, number>;
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

const CONNECTIONS = 10;
/** Answers the load must have had, at the least, for a figure to mean something (on a busy 2-core machine). */
const MIN_OK = 3 * CONNECTIONS;
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

  const load = (during: () => Promise<unknown>): Promise<LoadResult> =>
    searchLoad({ url: fs.url, token: fs.token, connections: CONNECTIONS, during, leadMs: 1500, tailMs: 1500 });

  it('a replica stopped with SIGTERM finishes what it took and no request fails', async () => {
    let exit: unknown;
    const r = await load(async () => {
      exit = await faults.sigterm(fs);
    });
    log(describeLoad('SIGTERM of a catalogue replica', r));
    // It stopped by itself, cleanly, not killed after a grace period.
    expect(exit).toBe(0);
    expect(r.failures).toEqual({});
    expect(r.ok).toBeGreaterThanOrEqual(MIN_OK);
  }, 60000);

  it('a replica killed with SIGKILL costs latency, not a failed read', async () => {
    let exit: unknown;
    const r = await load(async () => {
      exit = await faults.sigkill(fs);
    });
    log(describeLoad('SIGKILL of a catalogue replica', r));
    expect(exit).toBe('SIGKILL');
    expect(r.failures).toEqual({});
    expect(r.ok).toBeGreaterThanOrEqual(MIN_OK);
  }, 60000);

  it('a 3-second NATS restart costs latency, not a failed read, and both replicas come back', async () => {
    const r = await load(() => faults.natsRestart(fs, 3000));
    log(describeLoad('NATS restart (3 s down)', r));
    expect(r.failures).toEqual({});
    expect(r.ok).toBeGreaterThanOrEqual(MIN_OK);
    await fs.waitForReplicas(2, 15000);

    // Afterwards the system answers as before.
    const after = await searchLoad({ url: fs.url, token: fs.token, connections: 2, durationMs: 1000 });
    expect(after.failures).toEqual({});
    expect(after.ok).toBeGreaterThan(0);
  }, 60000);
});
