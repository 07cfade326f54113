import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { CatalogueEvents, EngagementEvents, type BusEvent } from '@streaming/contracts';
import { ensureStream, eventsStream } from '../src/index.js';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { waitForClockPast, waitUntil } from '../../../tests/support/wait-until.js';

// scripts/events-tail.mjs (npm run events:tail), the example consumer of docs/events.md.
const SCRIPT = fileURLToPath(new URL('../../../scripts/events-tail.mjs', import.meta.url));
const run = currentTestNames();
const STREAM = `${run.EVENTS_STREAM}_TAIL`;
const PREFIX = `${run.EVENTS_PREFIX}_tail`;
let nc: NatsConnection;
let jsm: JetStreamManager;
const children: ChildProcess[] = [];

beforeAll(async () => {
  nc = await connect({ servers: process.env.NATS_URL ?? '127.0.0.1:4222' });
  jsm = await jetstreamManager(nc);
  await ensureStream(jsm, eventsStream(STREAM, PREFIX));
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await jsm.streams.delete(STREAM).catch(() => undefined);
  await nc.close();
});

function viewEvent(titleId: string): BusEvent<typeof EngagementEvents.viewRecorded> {
  const id = randomUUID();
  const at = new Date().toISOString();
  return { id, type: EngagementEvents.viewRecorded, occurredAt: at, data: { viewId: id, userId: randomUUID(), kind: 'movie', titleId, episodeId: null, at } };
}

async function publish(event: BusEvent): Promise<void> {
  await jetstream(nc).publish(`${PREFIX}.${event.type}`, JSON.stringify(event), { msgID: event.id });
}

/** Starts the script with this test's stream names (the shell's variables win over .env), collecting its output. */
function tail(args: string[]) {
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, EVENTS_STREAM: STREAM, EVENTS_PREFIX: PREFIX, NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', NATS_USER: '', NATS_PASSWORD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (d: Buffer) => (out.stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out.stderr += d.toString()));
  // Fails with what the script printed so far.
  const until = (check: () => boolean, what: string) => waitUntil(() => ({ ...out }), check, { timeoutMs: 15_000, intervalMs: 50, what });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out, until, exited };
}

/** The consumers the stream has now (the script's, while it runs). */
async function consumers(): Promise<Array<{ name: string; inactiveMs: number }>> {
  const found: Array<{ name: string; inactiveMs: number }> = [];
  for await (const ci of jsm.consumers.list(STREAM)) found.push({ name: ci.name, inactiveMs: (ci.config.inactive_threshold ?? 0) / 1e6 });
  return found;
}

describe('npm run events:tail', () => {
  it('--since prints the events published from that date on (not one before), then the new ones as they arrive, nothing of other types', async () => {
    const before = viewEvent(randomUUID());
    await publish(before);
    // Stored (acknowledged) before `since`, which a Date gives to the millisecond only.
    await waitForClockPast(Date.now());
    const since = new Date().toISOString();
    const after = viewEvent(randomUUID());
    await publish(after);
    const t = tail([EngagementEvents.viewRecorded, '--since', since]);
    await t.until(() => t.out.stderr.includes('En écoute'), 'the start line');
    await t.until(() => t.out.stdout.includes(after.id), 'the event after --since');

    await publish({ id: randomUUID(), type: CatalogueEvents.movieCreated, occurredAt: new Date().toISOString(), data: { id: randomUUID(), title: 'Autre sujet' } });
    const live = viewEvent(randomUUID());
    await publish(live);
    await t.until(() => t.out.stdout.includes(live.id), 'the live event');

    const lines = t.out.stdout.trim().split('\n');
    expect(lines).toEqual([
      `${after.occurredAt}  ${EngagementEvents.viewRecorded}  ${after.id}  ${JSON.stringify(after.data)}`,
      `${live.occurredAt}  ${EngagementEvents.viewRecorded}  ${live.id}  ${JSON.stringify(live.data)}`,
    ]);
    expect(t.out.stdout).not.toContain(before.id);
    expect(t.out.stdout).not.toContain('Autre sujet');
    t.child.kill('SIGINT');
    expect(await t.exited).toBe(0);
    expect(await consumers()).toEqual([]);
  });

  it('without --since prints only new events; --json prints each envelope as one JSON line', async () => {
    const old = viewEvent(randomUUID());
    await publish(old);
    const t = tail(['engagement.>', '--json']);
    await t.until(() => t.out.stderr.includes('En écoute'), 'the start line');
    const live = viewEvent(randomUUID());
    await publish(live);
    await t.until(() => t.out.stdout.includes(live.id), 'the live event');
    expect(t.out.stdout).not.toContain(old.id);
    expect(JSON.parse(t.out.stdout.trim())).toEqual(live);
    // Its one consumer while it runs, which the server would drop 10 s after the script vanished…
    expect(await consumers()).toEqual([{ name: expect.any(String), inactiveMs: 10_000 }]);
    // …and which it deletes itself when stopped (SIGTERM as from a process manager).
    t.child.kill('SIGTERM');
    expect(await t.exited).toBe(0);
    expect(await consumers()).toEqual([]);
  });

  it('refuses a bad filter or date with a French message', async () => {
    const bad = tail(['engagement view']);
    expect(await bad.exited).toBe(2);
    expect(bad.out.stderr).toContain('Filtre invalide');
    const date = tail([EngagementEvents.viewRecorded, '--since', 'hier']);
    expect(await date.exited).toBe(2);
    expect(date.out.stderr).toContain('Date invalide pour --since');
  });
});
