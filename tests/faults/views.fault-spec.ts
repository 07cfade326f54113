// Views counted exactly once through faults, end to end on a nats-server of this
// test's own: POST /api/views from many members on many titles through the gateway, the
// engagement service counting them (one per member and title per hour) and announcing each through
// its outbox, the catalogue's batch consumer adding them to views_count. In the middle of the
// stream, NATS restarts (4 s down), and separately the catalogue is killed (SIGKILL, its batch
// unacked) and started again. Afterwards every view engagement counted is in views_count once,
// title by title: nothing lost, nothing counted twice; a reload (the same member and title again)
// never counts; and the answers agree (see tests/faults/lib/views.mjs).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
// @ts-expect-error plain ESM helpers shared with the benchmarks
import { faults, startFaultStack } from './lib/fault-stack.mjs';
// @ts-expect-error plain ESM helpers shared with the benchmarks
import { createTitles, describeViews, registerMembers, settleCounts, viewPairs, viewStream, viewsSnapshot } from './lib/views.mjs';
import { waitUntil } from '../support/wait-until.js';

interface Title {
  kind: 'movie' | 'series';
  id: string;
}
interface Member {
  accessToken: string;
}
interface ViewResult {
  sent: number;
  sentAfterFault: number;
  counted: number;
  notCounted: number;
  failed: number;
  failures: Array<{ at: number; status: number | string; code?: string; ms: number; repeat: boolean }>;
  repeatsCounted: number;
  fault?: { from: number; to: number };
}
interface Settled {
  expected: number;
  increase: number;
  perTitle: Array<{ id: string; kind: string; expected: number; got: number }>;
  settledMs: number;
}
interface FaultStack {
  url: string;
  env: { DATABASE_URL: string };
  stack: { startService(name: string): void; signalService(name: string, signal: string): Promise<unknown> };
  waitForReplicas(n: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const CONNECTIONS = 20;
/** About 10 s for a stream (2,400 first views and the reloads): the fault, whatever the machine's speed, falls in its middle. */
const RATE_PER_SECOND = 250;
const MEMBERS_PER_TEST = 16;
const log = (line: string) => process.stdout.write(`${line}\n`);

describe('views counted exactly once while NATS or the catalogue goes away', () => {
  let fs: FaultStack;
  let titles: Title[];
  let members: Member[];

  beforeAll(async () => {
    fs = await startFaultStack({ runId: `views${process.pid}`, replicas: 1, log });
    titles = await createTitles(fs.env.DATABASE_URL, { movies: 120, series: 30 });
    members = await registerMembers(fs.url, 2 * MEMBERS_PER_TEST);
  }, 180000);

  afterAll(async () => {
    await fs?.stop();
  }, 60000);

  /** A stream of views by `group` (members × titles, plus reloads) with `fault` in its middle; then the checks. */
  async function streamThrough(label: string, group: Member[], fault: () => Promise<unknown>): Promise<void> {
    const before: unknown = await viewsSnapshot(fs.env.DATABASE_URL, titles);
    const r: ViewResult = await viewStream({ url: fs.url, pairs: viewPairs(group, titles), connections: CONNECTIONS, during: fault, leadMs: 1500, ratePerSecond: RATE_PER_SECOND });
    log(describeViews(label, r));
    if (r.fault) log(`  fault from ${r.fault.from} ms to ${r.fault.to} ms; ${r.sentAfterFault} views sent after it`);
    for (const f of r.failures) log(`  no answer: sent at ${f.at} ms, ${f.status}${f.code ? ` ${f.code}` : ''} after ${f.ms} ms${f.repeat ? ' (reload)' : ''}`);
    const settled: Settled = await settleCounts(fs.env.DATABASE_URL, titles, before, { timeoutMs: 30000 });
    log(`  engagement counted ${settled.expected}, views_count rose by ${settled.increase}, settled ${settled.settledMs} ms after the stream`);

    // The fault was in the middle: views were sent after it too.
    expect(r.sentAfterFault).toBeGreaterThan(100);
    // Every counted view is in views_count once, title by title.
    expect(settled.perTitle).toEqual([]);
    expect(settled.increase).toBe(settled.expected);
    // A reload never counts.
    expect(r.repeatsCounted).toBe(0);
    // The answers agree: every "counted" is one of them; at most the views whose answer never came are unknown.
    const firstViewsUnanswered = r.failures.filter((f) => !f.repeat).length;
    expect(r.counted).toBeLessThanOrEqual(settled.expected);
    expect(settled.expected).toBeLessThanOrEqual(r.counted + firstViewsUnanswered);
    expect(r.counted).toBeGreaterThan(0.9 * group.length * titles.length);
  }

  it('a 4-second NATS restart in the middle of the stream', async () => {
    await streamThrough('views through a NATS restart (4 s down)', members.slice(0, MEMBERS_PER_TEST), () => faults.natsRestart(fs, 4000));
    await fs.waitForReplicas(1, 15000);
  }, 180000);

  it('the catalogue killed (SIGKILL) and started again in the middle of the stream', async () => {
    await streamThrough('views through a SIGKILL of the catalogue', members.slice(MEMBERS_PER_TEST), async () => {
      await fs.stack.signalService('catalogue', 'SIGKILL');
      // Down while the stream goes on: engagement counts views the catalogue will find waiting.
      const countedByEngagement = async () => {
        const { windows } = (await viewsSnapshot(fs.env.DATABASE_URL, titles)) as { windows: Map<string, number> };
        return [...windows.values()].reduce((a, b) => a + b, 0);
      };
      const atKill = await countedByEngagement();
      await waitUntil(countedByEngagement, (n) => n >= atKill + 250, { what: 'views counted by engagement while the catalogue is down' });
      fs.stack.startService('catalogue');
      await fs.waitForReplicas(1, 30000);
    });
  }, 180000);
});
