import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { EngagementEvents, type BusEvent } from '@streaming/contracts';
import { createLogger, DurableConsumer, ensureStream, eventsStream, requestSigningFrom, type DurableConsumerOptions } from '../src/index.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { waitUntil } from '../../../tests/support/wait-until.js';

type View = BusEvent<typeof EngagementEvents.viewRecorded>;

const run = currentTestNames();
// A stream and subject prefix of this file's own (two streams may not share subjects).
const STREAM = `${run.EVENTS_STREAM}_BATCH`;
const PREFIX = `${run.EVENTS_PREFIX}_batch`;
// Each test publishes on a subject of its own: a new durable replays the whole stream.
let SUBJECT = '';
const logger = createLogger('durable-consumer-test', 'silent');
const signing = requestSigningFrom(run);
let nc: NatsConnection;
let jsm: JetStreamManager;
let js: JetStreamClient;
const started: Array<DurableConsumer<typeof EngagementEvents.viewRecorded>> = [];

beforeAll(async () => {
  nc = await connect({ servers: process.env.NATS_URL ?? '127.0.0.1:4222' });
  jsm = await jetstreamManager(nc);
  await ensureStream(jsm, eventsStream(STREAM, PREFIX));
  js = jetstream(nc);
});

afterAll(async () => {
  await Promise.all(started.map((c) => c.stop()));
  await jsm.streams.delete(STREAM).catch(() => undefined);
  await nc.close();
});

function view(): View {
  const id = randomUUID();
  return {
    id, type: EngagementEvents.viewRecorded, occurredAt: new Date().toISOString(),
    data: { viewId: id, userId: randomUUID(), kind: 'movie', titleId: randomUUID(), episodeId: null, at: new Date().toISOString() },
  };
}

async function publish(events: View[]): Promise<void> {
  await Promise.all(events.map((e) => publishSignedEvent(js, signing, SUBJECT, e)));
}

async function consumer(opts: Omit<DurableConsumerOptions<typeof EngagementEvents.viewRecorded>, 'stream' | 'filterSubjects'>) {
  const c = new DurableConsumer(nc, jsm, { ...opts, stream: STREAM, filterSubjects: [SUBJECT] }, signing, logger);
  await c.start();
  started.push(c);
  return c;
}

/** Polls the test's own counters (every 20 ms). */
const until = (check: () => boolean, what: string) => waitUntil(check, Boolean, { intervalMs: 20, what });

async function pendingOf(durable: string): Promise<{ unacked: number; waiting: number; pulls: number }> {
  const info = await jsm.consumers.info(STREAM, durable);
  return { unacked: info.num_ack_pending, waiting: info.num_pending, pulls: info.num_waiting };
}
/** Every event of the durable acked: none left unacked nor waiting. */
const allAcked = (durable: string) =>
  waitUntil(() => pendingOf(durable), (p) => p.unacked === 0 && p.waiting === 0, { what: `every event of ${durable} acked` });

describe('DurableConsumer (infra.consume)', () => {
  beforeEach(() => {
    SUBJECT = `${PREFIX}.t${randomUUID().slice(0, 8)}.${EngagementEvents.viewRecorded}`;
  });

  it('hands over hundreds of events per batch, never more than maxBatch, each event once, and acks them', async () => {
    const durable = `batch-${randomUUID().slice(0, 8)}`;
    const batches: View[][] = [];
    await consumer({ durable, maxBatch: 300, maxWaitMs: 200, handle: async (events) => void batches.push(events) });
    const sent = Array.from({ length: 1500 }, view);
    await publish(sent);
    await until(() => batches.flat().length >= sent.length, 'every event handed over');

    expect(batches.every((b) => b.length <= 300)).toBe(true);
    // Far fewer batches than events: the transactions per event the batch mode saves.
    expect(batches.length).toBeLessThanOrEqual(15);
    expect(Math.max(...batches.map((b) => b.length))).toBe(300);
    const seen = batches.flat().map((e) => e.id);
    expect(new Set(seen).size).toBe(sent.length);
    expect(seen.sort()).toEqual(sent.map((e) => e.id).sort());
    expect(batches.flat()[0].data.kind).toBe('movie');
    await allAcked(durable);
  });

  it('a lone event is handed over within maxWaitMs, not when a batch would be full', async () => {
    const durable = `batch-${randomUUID().slice(0, 8)}`;
    let handledAt = 0;
    await consumer({ durable, maxBatch: 500, maxWaitMs: 150, handle: async () => void (handledAt = Date.now()) });
    await waitUntil(() => pendingOf(durable), (p) => p.pulls > 0, { intervalMs: 20, what: 'the pull in place' });
    const sentAt = Date.now();
    await publish([view()]);
    await until(() => handledAt > 0, 'the lone event handed over');
    expect(handledAt - sentAt).toBeGreaterThanOrEqual(140);
    expect(handledAt - sentAt).toBeLessThan(800);
  });

  it('a batch whose handler throws is redelivered whole, then acked once handled', async () => {
    const durable = `batch-${randomUUID().slice(0, 8)}`;
    const calls: string[][] = [];
    await consumer({
      durable, maxBatch: 100, maxWaitMs: 100, retryDelayMs: 200,
      handle: async (events) => {
        calls.push(events.map((e) => e.id).sort());
        if (calls.length === 1) throw new Error('database down');
      },
    });
    const sent = Array.from({ length: 20 }, view);
    await publish(sent);
    await until(() => calls.flat().length >= 40, 'the batch handed over twice');
    const ids = sent.map((e) => e.id).sort();
    expect(calls[0]).toEqual(ids);
    expect(calls.slice(1).flat().sort()).toEqual(ids);
    await allAcked(durable);
  });

  it('stop finishes the batch in progress and gives the waiting events back to the next consumer of the durable', async () => {
    const durable = `batch-${randomUUID().slice(0, 8)}`;
    const first: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const c1 = await consumer({
      durable, maxBatch: 10, maxWaitMs: 50, ackWaitMs: 3000,
      handle: async (events) => {
        first.push(...events.map((e) => e.id));
        await slow;
      },
    });
    const sent = Array.from({ length: 30 }, view);
    await publish(sent);
    await until(() => first.length === 10, 'a first batch in progress');
    // The other 20 are pulled and wait behind the slow batch.
    await waitUntil(() => pendingOf(durable), (p) => p.waiting === 0, { intervalMs: 20, what: 'every event pulled' });
    const stopping = c1.stop();
    release();
    await stopping;
    // The batch in progress was finished (and acked: never handed over again), the rest given back.
    expect(first).toHaveLength(10);

    const second = new Set<string>();
    await consumer({ durable, maxBatch: 100, maxWaitMs: 50, ackWaitMs: 3000, handle: async (events) => void events.forEach((e) => second.add(e.id)) });
    const rest = sent.slice(10).map((e) => e.id);
    // Nak'ed: at once; one JetStream sent to the stopped consumer's open pull request: after the ack wait.
    await until(() => rest.every((id) => second.has(id)), 'the other events handed over');
    expect(first.filter((id) => second.has(id))).toEqual([]);
    expect([...first, ...second].sort()).toEqual(sent.map((e) => e.id).sort());
  });
});
