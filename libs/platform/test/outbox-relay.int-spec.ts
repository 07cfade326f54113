import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { EntityManager } from 'typeorm';
import { EngagementEvents, type BusEvent, type EventEnvelope, type ViewRecordedData } from '@streaming/contracts';
import { addToOutbox, createDataSource, createLogger, ensureStream, eventsStream, InboxEntity, OutboxEntity, OutboxRelay, OUTBOX_INBOX_DDL, requestSigningFrom } from '../src/index.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { storedEvents } from '../../../tests/support/stored-events.js';
import { currentTestNames } from '../../../tests/support/test-env.js';

// The relay on its own schema and stream: batches of many events in flight at once, in order, and
// nothing lost when JetStream refuses.
const names = currentTestNames();
const schema = `relay_test_${randomUUID().slice(0, 8)}`;
const stream = `${names.EVENTS_STREAM}_RELAY`;
const prefix = `${names.EVENTS_PREFIX}_relay`;
const logger = createLogger('relay-test', 'silent');
const signing = requestSigningFrom(names);
const ds = createDataSource({ url: names.DATABASE_URL, schema, entities: [OutboxEntity, InboxEntity], migrations: [] });
let nc: NatsConnection;

/** The envelopes stored on `subject`, in stream order. */
const stored = (subject: string): Promise<EventEnvelope[]> => storedEvents(jetstream(nc), stream, subject);

const view = (n: number): ViewRecordedData => ({ viewId: String(n), userId: randomUUID(), kind: 'movie', titleId: randomUUID(), episodeId: null, at: new Date().toISOString() });
const type = EngagementEvents.viewRecorded;
/** Adds the views to the outbox one after the other in the caller's transaction; answers their envelopes. */
async function addViews(m: EntityManager, views: ViewRecordedData[]): Promise<Array<BusEvent<typeof type>>> {
  const added = [];
  for (const v of views) added.push(await addToOutbox(m, type, v));
  return added;
}
const outboxCount = async () => (await ds.query(`SELECT count(*)::int AS n FROM outbox`))[0].n as number;

beforeAll(async () => {
  const client = new pg.Client({ connectionString: names.DATABASE_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.query(`SET search_path = "${schema}"`);
  for (const ddl of OUTBOX_INBOX_DDL) await client.query(ddl);
  await client.end();
  await ds.initialize();
  nc = await connect({ servers: process.env.NATS_URL ?? '127.0.0.1:4222' });
});

afterAll(async () => {
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(stream).catch(() => undefined);
  await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
  await ds.destroy();
  await nc.close();
});

describe('outbox relay', () => {
  it('keeps the events in the outbox while no stream takes them, then publishes each once, in order, in batches', async () => {
    // 2,500 events in 3 transactions (one of 2,000): more than two batches of 1,000.
    await ds.transaction((m) => addToOutbox(m, type, view(0)));
    await ds.transaction((m) => addViews(m, Array.from({ length: 2000 }, (_, i) => view(i + 1))));
    await ds.transaction((m) => addViews(m, Array.from({ length: 499 }, (_, i) => view(2001 + i))));
    const relay = new OutboxRelay(ds, nc, prefix, signing, logger, { ackTimeoutMs: 2000 });

    // No stream yet: JetStream refuses (no responders); nothing leaves the outbox.
    expect(await relay.flush()).toBe(0);
    expect(await outboxCount()).toBe(2500);

    await ensureStream(await jetstreamManager(nc), eventsStream(stream, prefix));
    const started = Date.now();
    expect(await relay.flush()).toBe(2500);
    const elapsed = Date.now() - started;
    expect(await outboxCount()).toBe(0);
    expect(await relay.flush()).toBe(0);

    const events = await stored(`${prefix}.${type}`);
    expect(events).toHaveLength(2500);
    expect(new Set(events.map((e) => e.id)).size).toBe(2500);
    // The first transaction's event first; then each batch's events in the order they were written.
    expect((events[0].data as ViewRecordedData).viewId).toBe('0');
    expect(events.every((e) => e.type === type)).toBe(true);
    // Generous: one round trip per batch, not one per event.
    expect(elapsed).toBeLessThan(10_000);
  });

  it('publishCommitted publishes a committed batch at once and deletes its rows; when it cannot, the rows wait for the relay', async () => {
    await ensureStream(await jetstreamManager(nc), eventsStream(stream, prefix));
    const relay = new OutboxRelay(ds, nc, prefix, signing, logger, { ackTimeoutMs: 2000 });
    const sent = await ds.transaction((m) => addViews(m, [view(11), view(12), view(13)]));
    await relay.publishCommitted(sent);
    expect(await outboxCount()).toBe(0);
    const ids = sent.map((e) => e.id);
    expect((await stored(`${prefix}.${type}`)).filter((e) => ids.includes(e.id))).toEqual(sent);

    // Published to a prefix no stream takes: refused, so the rows stay for the relay.
    const lost = new OutboxRelay(ds, nc, `${prefix}_nowhere`, signing, logger, { ackTimeoutMs: 2000 });
    const kept = await ds.transaction((m) => addViews(m, [view(21)]));
    await lost.publishCommitted(kept);
    expect(await outboxCount()).toBe(1);
    // The timer leaves a young row to the caller publishing it (so as not to publish it twice)...
    expect(await relay.flush(false)).toBe(0);
    // ...a poke or an explicit flush takes it.
    expect(await relay.flush()).toBe(1);
    expect(await outboxCount()).toBe(0);
    expect((await stored(`${prefix}.${type}`)).filter((e) => e.id === kept[0].id)).toHaveLength(1);
  });

  it('a batch published again (its rows were not deleted) is stored once', async () => {
    await ensureStream(await jetstreamManager(nc), eventsStream(stream, prefix));
    const ids = (await ds.transaction((m) => addViews(m, [view(1), view(2)]))).map((e) => e.id);
    // Published once outside the relay, as if the relay had died before deleting the rows.
    const js = jetstream(nc);
    for (const id of ids) await publishSignedEvent(js, signing, `${prefix}.${type}`, { id, type, occurredAt: new Date().toISOString(), data: {} });
    expect(await new OutboxRelay(ds, nc, prefix, signing, logger).flush()).toBe(2);
    expect((await stored(`${prefix}.${type}`)).filter((e) => ids.includes(e.id)).map((e) => e.id)).toEqual(ids);
  });
});
