import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import type { EventEnvelope } from '@streaming/contracts';
import { addToOutbox, createDataSource, createLogger, DurableConsumer, ensureEventsStream, InboxEntity, OutboxEntity, OutboxRelay, OUTBOX_INBOX_DDL } from '../src/index.js';
import { currentTestNames } from '../../../tests/support/test-env.js';

const names = currentTestNames();
const schema = `platform_test_${randomUUID().slice(0, 8)}`;
const logger = createLogger('platform-test', 'silent');
const ds = createDataSource({ url: names.DATABASE_URL, schema, entities: [OutboxEntity, InboxEntity], migrations: [] });
let nc: NatsConnection;

beforeAll(async () => {
  const client = new pg.Client({ connectionString: names.DATABASE_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.query(`SET search_path = "${schema}"`);
  for (const ddl of OUTBOX_INBOX_DDL) await client.query(ddl);
  await client.query(`CREATE TABLE counters (name text PRIMARY KEY, n int NOT NULL)`);
  await client.end();
  await ds.initialize();
  nc = await connect({ servers: process.env.NATS_URL ?? '127.0.0.1:4222' });
});

afterAll(async () => {
  await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
  await ds.destroy();
  await nc.close();
});

describe('outbox relay and idempotent consumer', () => {
  it('publishes committed events once and applies each event once even when it is delivered twice', async () => {
    const jsm = await ensureEventsStream(nc, names.EVENTS_STREAM, names.EVENTS_PREFIX);
    const js = jetstream(nc);
    const type = `platformtest.counter.${randomUUID().slice(0, 8)}`;
    const applied: string[] = [];
    const consumer = new DurableConsumer(nc, jsm, {
      stream: names.EVENTS_STREAM,
      durable: `platform-test-${randomUUID().slice(0, 8)}`,
      filterSubjects: [`${names.EVENTS_PREFIX}.${type}`],
      dataSource: ds,
      handle: async (events: EventEnvelope[], manager) => {
        for (const e of events) {
          applied.push(e.id);
          await manager!.query(`INSERT INTO counters (name, n) VALUES ('hits', 1) ON CONFLICT (name) DO UPDATE SET n = counters.n + 1`);
        }
      },
    }, logger);
    await consumer.start();

    // Two events written in transactions; a rolled-back one must never leave.
    const first = await ds.transaction((m) => addToOutbox(m, type, { step: 1 }));
    await ds.transaction((m) => addToOutbox(m, type, { step: 2 }));
    await ds.transaction(async (m) => {
      await addToOutbox(m, type, { step: 'rolled back' });
      throw new Error('rollback');
    }).catch(() => undefined);

    const relay = new OutboxRelay(ds, nc, names.EVENTS_PREFIX, logger);
    expect(await relay.flush()).toBe(2);
    expect(await relay.flush()).toBe(0);

    // A redelivery of the first event (as after a crash before the ack) under another message id.
    await js.publish(`${names.EVENTS_PREFIX}.${type}`, JSON.stringify(first), { msgID: randomUUID() });
    // A resend with the same message id is dropped by JetStream itself.
    await js.publish(`${names.EVENTS_PREFIX}.${type}`, JSON.stringify(first), { msgID: first.id });

    const deadline = Date.now() + 8000;
    let rows: Array<{ n: number }> = [];
    while (Date.now() < deadline) {
      rows = await ds.query(`SELECT n FROM counters WHERE name = 'hits'`);
      const inbox = await ds.query(`SELECT count(*)::int AS n FROM inbox`);
      if (rows[0]?.n === 2 && inbox[0].n === 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1500));
    rows = await ds.query(`SELECT n FROM counters WHERE name = 'hits'`);
    expect(rows[0].n).toBe(2);
    expect(new Set(applied).size).toBe(2);
    expect(applied.filter((id) => id === first.id)).toHaveLength(1);
    await consumer.stop();
  });
});
