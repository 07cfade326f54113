import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { CatalogueEvents, type BusEvent, type EventEnvelope } from '@streaming/contracts';
import { addToOutbox, createDataSource, createLogger, DurableConsumer, ensureStream, eventsStream, InboxEntity, OutboxEntity, OutboxRelay, OUTBOX_INBOX_DDL, requestSigningFrom } from '../src/index.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { waitUntil } from '../../../tests/support/wait-until.js';

const names = currentTestNames();
// A stream and subject prefix of this file's own: a new durable replays the whole stream.
const stream = `${names.EVENTS_STREAM}_OUTBOX`;
const prefix = `${names.EVENTS_PREFIX}_outbox`;
const schema = `platform_test_${randomUUID().slice(0, 8)}`;
const logger = createLogger('platform-test', 'silent');
const signing = requestSigningFrom(names);
const ds = createDataSource({ url: names.DATABASE_URL, schema, entities: [OutboxEntity, InboxEntity], migrations: [] });
let nc: NatsConnection;

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

describe('outbox relay and durable consumer', () => {
  it('publishes committed events once; the consumer gets each of them, and a resend under another message id again', async () => {
    const jsm = await jetstreamManager(nc);
    await ensureStream(jsm, eventsStream(stream, prefix));
    const js = jetstream(nc);
    const type = CatalogueEvents.movieUpdated;
    const applied: string[] = [];
    const consumer = new DurableConsumer(nc, jsm, {
      stream,
      durable: `platform-test-${randomUUID().slice(0, 8)}`,
      filterSubjects: [`${prefix}.${type}`],
      handle: async (events: EventEnvelope[]) => {
        applied.push(...events.map((e) => e.id));
      },
    }, signing, logger);
    await consumer.start();

    // Two events written in transactions; a rolled-back one must never leave.
    const first = await ds.transaction((m) => addToOutbox(m, type, { id: 'first' }));
    const second = await ds.transaction((m) => addToOutbox(m, type, { id: 'second' }));
    await ds.transaction(async (m) => {
      await addToOutbox(m, type, { id: 'rolled back' });
      throw new Error('rollback');
    }).catch(() => undefined);

    const relay = new OutboxRelay(ds, nc, prefix, signing, logger);
    expect(await relay.flush()).toBe(2);
    expect(await relay.flush()).toBe(0);

    const subject = `${prefix}.${type}`;
    // A resend with the same message id is dropped by JetStream itself.
    await publishSignedEvent(js, signing, subject, first);
    // A redelivery of the first event under another message id (a relay that died before deleting
    // its row, past the duplicate window) reaches the consumer again: effects that are not
    // idempotent keep an inbox (catalogue's views).
    await publishSignedEvent(js, signing, subject, first, randomUUID());
    // A last event: once it is handed over, everything stored before it was (one subject, in order).
    const last: BusEvent<typeof type> = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data: { id: 'last' } };
    await publishSignedEvent(js, signing, subject, last);

    await waitUntil(() => applied, (ids) => ids.includes(last.id), { what: 'the last event handed over' });
    // Nothing else came: not the rolled-back event, nor the resend JetStream dropped.
    expect(applied).toEqual([first.id, second.id, first.id, last.id]);
    await consumer.stop();
  });
});
