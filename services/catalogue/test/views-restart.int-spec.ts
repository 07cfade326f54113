import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EngagementEvents, type BusEvent } from '@streaming/contracts';
import { dropDatabase, loadConfig, migrate, requestSigningFrom } from '@streaming/platform';
import { currentTestNames, type TestNames } from '../../../tests/support/test-env.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
// @ts-expect-error plain ESM helper shared with the stacks and the fault tests
import { startNatsServer } from '../../../scripts/lib/nats-server.mjs';
import { startCatalogue, type RunningCatalogue } from '../src/catalogue.app.js';
import { CatalogueEnv } from '../src/config/catalogue.env.js';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../src/database/catalogue-data-source.js';
import { CatalogueFactory } from './factories.js';

// Views counted exactly once while NATS restarts, and while the catalogue stops and another one
// takes over, in the middle of a stream of view events. On a nats-server of this test's own (the
// machine's NATS is never stopped), this file's own database and Redis prefix.

interface OwnNats {
  url: string;
  start(): Promise<void>;
  stop(signal?: string): Promise<void>;
}

type View = BusEvent<typeof EngagementEvents.viewRecorded>;
const run = currentTestNames();
const names: TestNames = { ...run, DATABASE_URL: `${run.DATABASE_URL}_vrestart`, REDIS_PREFIX: `${run.REDIS_PREFIX}vrestart:` };
const dir = mkdtempSync(join(tmpdir(), 'views-restart-'));
let nats: OwnNats;
let nc: NatsConnection;
let env: CatalogueEnv;
let db: CatalogueFactory;
let catalogue: RunningCatalogue | undefined;
const movies: string[] = [];

beforeAll(async () => {
  nats = await startNatsServer({ storeDir: dir, open: true });
  await dropDatabase(names.DATABASE_URL);
  await migrate(createCatalogueDataSource(names.DATABASE_URL), names.DATABASE_URL, CATALOGUE_SCHEMA);
  env = loadConfig(CatalogueEnv, { ...process.env, ...names, NATS_URL: nats.url, NATS_USER: '', NATS_PASSWORD: '' });
  db = await CatalogueFactory.connect(names.DATABASE_URL);
  for (let i = 0; i < 20; i++) movies.push(await db.movie({ title: `Film ${i}`, views_count: 0 }));
  catalogue = await startCatalogue(env);
  nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
}, 60_000);

afterAll(async () => {
  await catalogue?.close();
  await nc?.close();
  await db?.close();
  await nats?.stop();
  await dropDatabase(names.DATABASE_URL);
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

/** What `stream` has done so far: the titles of the views JetStream stored, and the publishes it refused. */
interface Sent {
  titles: string[];
  refused: number;
}

/**
 * Publishes `perTick` views every 50 ms for `ms` (the load: a pace, not a wait), each one until
 * JetStream acknowledges it (as the outbox relay: same message id, so a resend after a lost
 * acknowledgement is stored once).
 */
async function stream(ms: number, perTick: number, sent: Sent): Promise<void> {
  const js = jetstream(nc, { timeout: 1000 });
  const publishOne = async (titleId: string) => {
    const id = randomUUID();
    const at = new Date().toISOString();
    const e: View = { id, type: EngagementEvents.viewRecorded, occurredAt: at, data: { viewId: randomUUID(), userId: randomUUID(), kind: 'movie', titleId, episodeId: null, at } };
    const publish = async () => {
      try {
        return await publishSignedEvent(js, requestSigningFrom(env), `${env.EVENTS_PREFIX}.${EngagementEvents.viewRecorded}`, e);
      } catch (err) {
        sent.refused++;
        throw err;
      }
    };
    await waitUntil(publish, undefined, { timeoutMs: 60_000, intervalMs: 200, what: `view ${id} stored by JetStream` });
    sent.titles.push(titleId);
  };
  const pending: Array<Promise<void>> = [];
  const t0 = Date.now();
  let n = 0;
  while (Date.now() - t0 < ms) {
    for (let i = 0; i < perTick; i++) pending.push(publishOne(movies[n++ % movies.length]));
    await setTimeout(50);
  }
  await Promise.all(pending);
}

/** Views counted so far, per film. */
async function countedViews(): Promise<Map<string, number>> {
  const rows = await db.query<{ id: string; views_count: number }>(`SELECT id, views_count FROM movies WHERE id = ANY($1::uuid[])`, [movies]);
  return new Map(rows.map((r) => [r.id, r.views_count]));
}
const total = (counted: Map<string, number>) => [...counted.values()].reduce((a, b) => a + b, 0);

/** Waits until the catalogue counts views: the stream is under way on both sides. */
const countingStarted = () => waitUntil(countedViews, (counted) => total(counted) > 0, { what: 'the first views counted' });

async function countedEqualsSent(sent: string[], timeoutMs: number): Promise<{ counted: Map<string, number>; expected: Map<string, number> }> {
  const expected = new Map<string, number>();
  for (const id of sent) expected.set(id, (expected.get(id) ?? 0) + 1);
  const deadline = Date.now() + timeoutMs;
  await waitUntil(countedViews, (counted) => total(counted) >= sent.length, { timeoutMs, intervalMs: 200, what: `${sent.length} views counted` });
  // Settled: nothing left to deliver, nothing unacked (an event whose ack was lost with the link
  // comes back after the 30 s ack wait and must find its id in the inbox); then a last look.
  const jsm = await jetstreamManager(nc);
  const consumer = async () => {
    const info = await jsm.consumers.info(env.EVENTS_STREAM, 'catalogue-views');
    return { waiting: info.num_pending, unacked: info.num_ack_pending };
  };
  await waitUntil(consumer, (c) => c.waiting === 0 && c.unacked === 0, { timeoutMs: Math.max(0, deadline - Date.now()), intervalMs: 200, what: 'every view acked' });
  return { counted: await countedViews(), expected };
}

const reset = () => db.query(`UPDATE movies SET views_count = 0`);

describe('views under faults', () => {
  it('counts every view exactly once when NATS restarts in the middle of the stream', async () => {
    await reset();
    const sent: Sent = { titles: [], refused: 0 };
    const streaming = stream(6000, 25, sent); // about 500 views/s
    await countingStarted();
    await nats.stop('SIGTERM');
    // Down until the publishers have felt it, and views keep coming meanwhile.
    await waitUntil(() => sent.refused, (n) => n >= 100, { what: 'publishes refused while NATS is down' });
    await nats.start();
    await streaming;
    const { counted, expected } = await countedEqualsSent(sent.titles, 60_000);
    expect(sent.titles.length).toBeGreaterThan(1000);
    expect(counted).toEqual(expected);
  }, 120_000);

  it('counts every view exactly once when the catalogue stops in the middle of the stream and another one takes over', async () => {
    await reset();
    const sent: Sent = { titles: [], refused: 0 };
    const streaming = stream(6000, 25, sent);
    await countingStarted();
    await catalogue!.close();
    // Views stored while no catalogue runs: the next one finds them waiting.
    const atClose = sent.titles.length;
    await waitUntil(() => sent.titles.length, (n) => n >= atClose + 400, { what: 'views stored while the catalogue is stopped' });
    catalogue = await startCatalogue(env);
    await streaming;
    const { counted, expected } = await countedEqualsSent(sent.titles, 60_000);
    expect(sent.titles.length).toBeGreaterThan(1000);
    expect(counted).toEqual(expected);
  }, 120_000);
});
