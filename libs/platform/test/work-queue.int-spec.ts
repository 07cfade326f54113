import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { WorkQueues, type ProgressSaves, type QueuedProgressSave } from '@streaming/contracts';
import {
  ensureStream, MSG_ID_HEADER, QUEUE_MAX_AGE_MS, QueueBarrier, QueueConsumer, QueueProducer, queueStream, requestSigningFrom, signedMessageHeaders,
  type QueueConsumerOptions, type QueueNames,
} from '../src/index.js';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { countStreamInfoRequests } from '../../../tests/support/servers.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { capturingLogger } from './probe-service.js';

// The work queue of libs/platform on its own: a producer, one durable consumer, and the read barrier
// a reader of what the consumer writes waits on. Each test has a stream of its own (a work queue
// takes one consumer), named from the run's so that the run's teardown finds it.
type Q = typeof WorkQueues.engagementProgress;
const run = currentTestNames();
const signing = requestSigningFrom(run);
const log = capturingLogger();
let nc: NatsConnection;
let js: JetStreamClient;
let jsm: JetStreamManager;
const consumers: Array<QueueConsumer<Q>> = [];
const streams: string[] = [];

beforeAll(async () => {
  nc = await connect({ servers: process.env.NATS_URL ?? '127.0.0.1:4222' });
  js = jetstream(nc, { timeout: 5000 });
  jsm = await jetstreamManager(nc);
});

afterEach(async () => {
  await Promise.all(consumers.splice(0).map((c) => c.stop()));
});

afterAll(async () => {
  for (const stream of streams) await jsm.streams.delete(stream).catch(() => undefined);
  await nc.close();
});

/** A queue of this test's own, created as Infrastructure creates one. */
async function newQueue(): Promise<{ names: QueueNames; producer: QueueProducer<Q>; barrier: () => QueueBarrier }> {
  const tag = randomUUID().slice(0, 8);
  const names = { stream: `${run.EVENTS_STREAM}_WQ_${tag.toUpperCase()}`, subject: `${run.EVENTS_PREFIX}_wq.${tag}` };
  streams.push(names.stream);
  await ensureStream(jsm, queueStream(names));
  return { names, producer: new QueueProducer<Q>(js, signing, names), barrier: () => new QueueBarrier(jsm, names.stream, log.logger) };
}

async function consume(names: QueueNames, opts: Partial<QueueConsumerOptions<Q>> & Pick<QueueConsumerOptions<Q>, 'handle'>): Promise<QueueConsumer<Q>> {
  const consumer = new QueueConsumer<Q>(nc, jsm, signing, names, { durable: 'test', maxWaitMs: 0, retryDelayMs: 200, ...opts }, log.logger);
  await consumer.start();
  consumers.push(consumer);
  return consumer;
}

/** A message of one save; `tag` (its user id) tells the messages apart. */
const message = (tag = randomUUID()): ProgressSaves => ({
  saves: [{ userId: tag, kind: 'movie', titleId: randomUUID(), episodeId: null, positionSeconds: 1, durationSeconds: 10, completed: false, savedAt: Date.now() } satisfies QueuedProgressSave],
});
const tagsOf = (messages: ProgressSaves[]) => messages.map((m) => m.saves[0].userId);

/** How many messages the stream holds (a work queue removes a message once acked or terminated). */
const held = async (stream: string) => (await jsm.streams.info(stream)).state.messages;

/** Counts the barrier's looks at the stream: the stream info requests sent on the wire. */
const countLooks = (stream: string) => countStreamInfoRequests(nc, stream);

/** A promise to hold a handler with, and its release. */
function gate(): { wait: Promise<void>; open(): void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe('work queue', () => {
  it('hands the messages over in batches, in the order they were queued, and removes them once handled', async () => {
    const { names, producer } = await newQueue();
    const batches: ProgressSaves[][] = [];
    await consume(names, { maxBatch: 20, handle: async (messages) => void batches.push(messages) });
    const sent = Array.from({ length: 50 }, () => message());
    for (const m of sent) await producer.publish(m);
    await waitUntil(() => batches.flat().length, (n) => n >= sent.length, { what: 'the 50 messages handed over' });
    expect(tagsOf(batches.flat())).toEqual(tagsOf(sent));
    expect(batches.every((b) => b.length <= 20)).toBe(true);
    expect(await waitUntil(() => held(names.stream), (n) => n === 0, { what: 'the queue empty' })).toBe(0);
  });

  it('a batch that fails is nak\'ed and handed over again, then removed once handled', async () => {
    const { names, producer } = await newQueue();
    const calls: string[][] = [];
    await consume(names, {
      maxBatch: 10, maxWaitMs: 100,
      handle: async (messages) => {
        calls.push(tagsOf(messages));
        if (calls.length === 1) throw new Error('database away');
      },
    });
    const sent = Array.from({ length: 5 }, () => message());
    await Promise.all(sent.map((m) => producer.publish(m)));
    await waitUntil(() => calls.flat().length, (n) => n >= 10, { what: 'the batch handed over twice' });
    expect(calls[0]).toEqual(tagsOf(sent));
    expect(calls.slice(1).flat()).toEqual(tagsOf(sent));
    expect(await waitUntil(() => held(names.stream), (n) => n === 0, { what: 'the queue empty' })).toBe(0);
  });

  it('sets aside a message its handler refuses for good, after writing the batch one message at a time, and hands over the others', async () => {
    const { names, producer } = await newQueue();
    const bad = randomUUID();
    const handled: string[] = [];
    const refused = Object.assign(new Error('value out of range'), { forGood: true });
    await consume(names, {
      maxBatch: 10, maxWaitMs: 300,
      handle: async (messages) => {
        if (tagsOf(messages).includes(bad)) throw refused;
        handled.push(...tagsOf(messages));
      },
      isPermanent: (err) => err === refused,
    });
    const sent = [message(), message(bad), message()];
    await Promise.all(sent.map((m) => producer.publish(m)));
    await waitUntil(() => held(names.stream), (n) => n === 0, { what: 'the queue empty' });
    expect(handled.sort()).toEqual([tagsOf(sent)[0], tagsOf(sent)[2]].sort());
    expect(log.lines.some((l) => l.msg === 'queue consumer: message refused by its handler, dropped')).toBe(true);
  });

  it('stop finishes the batch in progress and gives the messages not handed over yet to the next consumer of the durable', async () => {
    const { names, producer } = await newQueue();
    const first: string[] = [];
    const slow = gate();
    const c1 = await consume(names, {
      maxBatch: 5, ackWaitMs: 3000,
      handle: async (messages) => {
        first.push(...tagsOf(messages));
        await slow.wait;
      },
    });
    const sent = Array.from({ length: 15 }, () => message());
    for (const m of sent) await producer.publish(m);
    await waitUntil(() => first.length, (n) => n > 0, { what: 'a first batch in progress' });
    const stopping = c1.stop();
    slow.open();
    await stopping;
    const handledFirst = [...first];

    const second = new Set<string>();
    await consume(names, { maxBatch: 100, ackWaitMs: 3000, handle: async (messages) => void tagsOf(messages).forEach((t) => second.add(t)) });
    // The batch in progress was finished and acked: never handed over again. The others come: nak'ed
    // at once, or, those JetStream had sent to the stopped consumer's open pull, after the ack wait.
    const rest = tagsOf(sent).filter((t) => !handledFirst.includes(t));
    await waitUntil(() => rest.filter((t) => !second.has(t)), (left) => left.length === 0, { what: 'every other message handed over' });
    expect(handledFirst.filter((t) => second.has(t))).toEqual([]);
    expect([...handledFirst, ...second].sort()).toEqual(tagsOf(sent).sort());
    expect(await waitUntil(() => held(names.stream), (n) => n === 0, { what: 'the queue empty' })).toBe(0);
  });
});

describe('work queue messages (each with its id, signed with it)', () => {
  it('stores an exact duplicate once, and refuses a signed message copied under another id or signed longer ago than the queue keeps one', async () => {
    const { names, producer } = await newQueue();
    const handled: string[] = [];
    await consume(names, { handle: async (messages) => void handled.push(...tagsOf(messages)) });
    const before = log.lines.length;

    const original = message();
    const body = JSON.stringify(original);
    const headers = signedMessageHeaders(signing, names.subject, randomUUID(), body);
    const first = await js.publish(names.subject, body, { headers });
    const again = await js.publish(names.subject, body, { headers });
    expect(again).toMatchObject({ duplicate: true, seq: first.seq });
    // The same signed bytes under another message id (past the duplicate window): the id is signed.
    headers.set(MSG_ID_HEADER, randomUUID());
    await js.publish(names.subject, body, { headers });
    // Signed with the key, longer ago than the stream keeps a message (captured then, published now).
    const old = message();
    await js.publish(names.subject, JSON.stringify(old), { headers: signedMessageHeaders(signing, names.subject, randomUUID(), JSON.stringify(old), Date.now() - QUEUE_MAX_AGE_MS - 1000) });
    const last = message();
    await producer.publish(last);

    await waitUntil(() => handled, (tags) => tags.includes(tagsOf([last])[0]), { what: 'the last message handed over' });
    expect(handled).toEqual(tagsOf([original, last]));
    expect(log.lines.slice(before).filter((l) => l.msg === 'queue consumer: message refused (unsigned, badly signed, too old or not JSON), dropped').map((l) => l.reason))
      .toEqual(['bad-signature', 'too-old']);
    expect(await waitUntil(() => held(names.stream), (n) => n === 0, { what: 'the queue empty' })).toBe(0);
  });
});

describe('read barrier (QueueBarrier)', () => {
  it('lets a read through once the messages queued before it are handled', async () => {
    const { names, producer, barrier } = await newQueue();
    const handled: string[] = [];
    const hold = gate();
    await consume(names, { handle: async (messages) => {
      await hold.wait;
      handled.push(...tagsOf(messages));
    } });
    const queued = message();
    await producer.publish(queued);
    const looks = countLooks(names.stream);
    let through = false;
    const reading = barrier().beforeRead().then(() => {
      through = true;
      return [...handled];
    });
    // The barrier keeps looking while the message is not handled, and keeps the read waiting.
    await waitUntil(() => looks.n, (n) => n >= 3, { what: 'the barrier looking again' });
    looks.stop();
    expect(through).toBe(false);
    hold.open();
    // Seen when the read went on: the message queued before it.
    expect(await reading).toEqual(tagsOf([queued]));
  });

  it('a read answers after 2 s when the queue is not written (logged), a removal gets 503 after 5 s', async () => {
    const { names, producer, barrier } = await newQueue();
    const hold = gate();
    await consume(names, { handle: () => hold.wait });
    await producer.publish(message());
    const b = barrier();
    try {
      let started = Date.now();
      await b.beforeRead();
      const readWaited = Date.now() - started;
      expect(readWaited).toBeGreaterThanOrEqual(1990);
      expect(readWaited).toBeLessThan(3500);
      expect(log.lines.some((l) => l.stream === names.stream && String(l.msg).includes('not all written in time, a read answers what is written'))).toBe(true);

      started = Date.now();
      await expect(b.beforeRemoval()).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Service momentanément indisponible. Réessayez dans quelques instants.',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4990);
    } finally {
      hold.open();
    }
    // Written: the next removal goes through.
    await expect(b.beforeRemoval()).resolves.toBeUndefined();
  });

  it('a queue that cannot be read: a read answers what is written (logged), a removal gets 503', async () => {
    const b = new QueueBarrier(jsm, `${run.EVENTS_STREAM}_WQ_MISSING`, log.logger);
    await expect(b.beforeRead()).resolves.toBeUndefined();
    expect(log.lines.some((l) => l.stream === `${run.EVENTS_STREAM}_WQ_MISSING` && String(l.msg).includes('cannot be read, a read answers what is written'))).toBe(true);
    await expect(b.beforeRemoval()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it('100 reads at once share the looks at the stream: about what one read costs, empty or not', async () => {
    const { names, producer, barrier } = await newQueue();
    const hold = gate();
    await consume(names, { handle: () => hold.wait });
    const b = barrier();

    // Nothing queued: two looks at most (the one under way when the others came, and one after it).
    let looks = countLooks(names.stream);
    await Promise.all(Array.from({ length: 100 }, () => b.beforeRead()));
    looks.stop();
    expect(looks.n).toBeLessThanOrEqual(2);

    // A message being written: the hundred readers wait together, one look every 2 ms for them all
    // (a look of each reader's own would be a hundred at once).
    await producer.publish(message());
    looks = countLooks(names.stream);
    const reads = Promise.all(Array.from({ length: 100 }, () => b.beforeRead()));
    await waitUntil(() => looks.n, (n) => n >= 4, { what: 'the readers waiting through a few looks' });
    hold.open();
    await reads;
    looks.stop();
    expect(looks.n).toBeLessThan(50);
  });
});
