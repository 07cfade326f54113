import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EngagementEvents, type BusEvent } from '@streaming/contracts';
import { createLogger, DurableConsumer, ensureStream, eventsStream, requestSigningFrom } from '../src/index.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
// @ts-expect-error plain ESM helper shared with the stacks and the fault tests
import { startNatsServer } from '../../../scripts/lib/nats-server.mjs';

// A durable consumer keeps pulling across a NATS restart: every event published before, during and
// after the outage is handed over (at least once: an ack lost with the link comes back as a
// redelivery, which the consumer's inbox absorbs). On a nats-server of this test's own.

interface OwnNats {
  url: string;
  start(): Promise<void>;
  stop(signal?: string): Promise<void>;
}

type View = BusEvent<typeof EngagementEvents.viewRecorded>;
const signing = requestSigningFrom(currentTestNames());
const STREAM = 'EVENTS';
const SUBJECT = `events.${EngagementEvents.viewRecorded}`;
const dir = mkdtempSync(join(tmpdir(), 'batch-restart-'));
let nats: OwnNats;
let nc: NatsConnection;
let consumer: DurableConsumer<typeof EngagementEvents.viewRecorded>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const OUTAGE_MS = 2000;

beforeAll(async () => {
  nats = await startNatsServer({ storeDir: dir, open: true });
  nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
}, 30_000);

afterAll(async () => {
  await consumer?.stop();
  await nc?.close();
  await nats?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('DurableConsumer across a NATS restart', () => {
  it('hands over every event published before, during and after NATS is stopped for 2 s', async () => {
    const jsm = await jetstreamManager(nc);
    await ensureStream(jsm, eventsStream(STREAM, 'events'));
    const handled = new Map<string, number>();
    consumer = new DurableConsumer(nc, jsm, {
      stream: STREAM, durable: 'restart-test', filterSubjects: [SUBJECT], maxBatch: 200, maxWaitMs: 100,
      handle: async (events) => {
        for (const e of events) handled.set(e.id, (handled.get(e.id) ?? 0) + 1);
      },
    }, signing, createLogger('consumer-restart-test', 'silent'));
    await consumer.start();

    const js = jetstream(nc, { timeout: 1000 });
    const published: string[] = [];
    // As an outbox relay: an event is published until JetStream acknowledges it (same message id).
    const publishOne = async (e: View) => {
      for (;;) {
        try {
          await publishSignedEvent(js, signing, SUBJECT, e);
          published.push(e.id);
          return;
        } catch {
          await sleep(200);
        }
      }
    };
    const view = (): View => {
      const id = randomUUID();
      const at = new Date().toISOString();
      return { id, type: EngagementEvents.viewRecorded, occurredAt: at, data: { viewId: id, userId: randomUUID(), kind: 'movie', titleId: randomUUID(), episodeId: null, at } };
    };
    const t0 = Date.now();
    const publishing = (async () => {
      const pending: Array<Promise<void>> = [];
      while (Date.now() - t0 < 7000) {
        for (let i = 0; i < 20; i++) pending.push(publishOne(view()));
        await sleep(50);
      }
      await Promise.all(pending);
    })();
    // Events flow before the outage; then NATS is away for OUTAGE_MS (the scenario, not a wait).
    await waitUntil(() => handled.size, (n) => n >= 200, { what: 'events handed over before the outage' });
    await nats.stop('SIGTERM');
    await sleep(OUTAGE_MS);
    await nats.start();
    await publishing;

    const missing = await waitUntil(() => published.filter((id) => !handled.has(id)), (left) => left.length === 0, {
      timeoutMs: 45_000, intervalMs: 200, what: 'every published event handed over',
    });
    expect(published.length).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
    process.stdout.write(`restart: ${published.length} published, all handed over ${((Date.now() - t0) / 1000).toFixed(1)} s after the start; ` +
      `${[...handled.values()].filter((n) => n > 1).length} handed over twice\n`);
  }, 90_000);
});
