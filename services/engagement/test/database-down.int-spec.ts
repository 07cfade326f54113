import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { EngagementPatterns as P, queuedSave, WorkQueues, type Actor, type BusPattern, type RpcRequestData } from '@streaming/contracts';
import { dropDatabase, loadConfig, migrate, RpcClient } from '@streaming/platform';
import { stopTopicService, topicTestNames } from '../../../tests/support/service-context.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { startEngagement, type RunningEngagement } from '../src/engagement.app.js';
import { EngagementEnv } from '../src/config/engagement.env.js';
import { createEngagementDataSource, ENGAGEMENT_SCHEMA } from '../src/database/engagement-data-source.js';
import { admin, member } from './engagement-context.js';

// Engagement whose PostgreSQL goes away: the service reaches its database through a TCP relay of
// this test's own (to the machine's PostgreSQL, never stopped), which the test closes, cutting
// every connection and refusing new ones. Every RPC must then answer the contracts'
// SERVICE_UNAVAILABLE (503, the French message), quickly, never INTERNAL; once the relay listens
// again, the service answers as before. Members' progress saves, queued meanwhile (the gateway's
// work queue), are not lost: they are written once PostgreSQL is back.

const names = topicTestNames('dbdown');
const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Service momentanément indisponible. Réessayez dans quelques instants.' };

/** A TCP relay to `target` on a port of its own; `cut()` closes it and every connection through it. */
class Relay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get listening(): boolean {
    return this.server !== undefined;
  }

  async listen(port = 0): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

let relay: Relay;
let engagement: RunningEngagement;
let rpc: RpcClient;
const call = <P extends BusPattern>(pattern: P, data: RpcRequestData<P>, actor: Actor) => rpc.call(pattern, data, { actor });

beforeAll(async () => {
  await dropDatabase(names.DATABASE_URL);
  await migrate(createEngagementDataSource(names.DATABASE_URL), names.DATABASE_URL, ENGAGEMENT_SCHEMA);
  const real = new URL(names.DATABASE_URL);
  relay = new Relay({ host: real.hostname, port: Number(real.port || 5432) });
  await relay.listen();
  const throughRelay = new URL(names.DATABASE_URL);
  throughRelay.hostname = '127.0.0.1';
  throughRelay.port = String(relay.port);
  const env = loadConfig(EngagementEnv, { ...process.env, ...names, DATABASE_URL: throughRelay.toString() });
  engagement = await startEngagement(env);
  rpc = await RpcClient.connect(env, 'engagement-int-dbdown', 5000);
});

afterAll(async () => {
  await rpc?.close();
  // Listening again (if a test left it cut) so that the service's last flush reaches its database.
  if (relay && engagement && !relay.listening) await relay.listen(relay.port).catch(() => undefined);
  await stopTopicService(names, engagement);
  await relay?.cut();
});

describe('engagement with its PostgreSQL unreachable', () => {
  it('answers every RPC with 503 SERVICE_UNAVAILABLE in its French words, quickly, and answers again once PostgreSQL is back', async () => {
    const alice = member();
    const film = randomUUID();
    await call(P.favoritesAdd, { kind: 'movie', id: film }, alice);
    expect(await call(P.favoritesIds, {}, alice)).toEqual({ movies: [film], series: [] });

    await relay.cut();
    const rpcs: Array<[string, () => Promise<unknown>]> = [
      ['favorites.list', () => call(P.favoritesList, {}, alice)],
      ['favorites.ids', () => call(P.favoritesIds, {}, alice)],
      ['favorites.add', () => call(P.favoritesAdd, { kind: 'movie', id: randomUUID() }, alice)],
      ['favorites.remove', () => call(P.favoritesRemove, { kind: 'movie', id: film }, alice)],
      ['progress.title', () => call(P.progressTitle, { kind: 'movie', id: film }, alice)],
      ['history.list', () => call(P.historyList, {}, alice)],
      ['history.remove', () => call(P.historyRemove, { id: randomUUID() }, alice)],
      ['history.clear', () => call(P.historyClear, {}, alice)],
      ['views.record_batch', async () => {
        const { outcomes: [outcome] } = await rpc.call(P.viewsRecordBatch, { items: [{ userId: alice.userId, data: { kind: 'movie', titleId: film } }] });
        if ('error' in outcome) throw Object.assign(new Error(outcome.error.message), outcome.error);
        return outcome.ok;
      }],
      ['users.counts', () => call(P.usersCounts, { userIds: [alice.userId] }, admin())],
    ];
    for (const [name, run] of rpcs) {
      const started = Date.now();
      const answer = await run().then(
        (ok) => ({ name, ok }),
        (err: { code?: string; status?: number; message?: string }) => ({ name, code: err.code, status: err.status, message: err.message }),
      );
      expect(answer).toEqual({ name, ...UNAVAILABLE });
      // A refused connection fails at once (the pool's connection timeout, 3 s, bounds the others).
      expect({ name, quick: Date.now() - started < 3000 }).toEqual({ name, quick: true });
    }

    // Back: the favourite is still there (the refused remove changed nothing).
    await relay.listen(relay.port);
    const ids = await waitUntil(() => call(P.favoritesIds, {}, alice), Boolean, { what: 'engagement answering again', timeoutMs: 5000 });
    expect(ids).toEqual({ movies: [film], series: [] });
  }, 60_000);

  it('keeps the progress saves queued while PostgreSQL is unreachable and writes them once it is back', async () => {
    const alice = member();
    const [film, other] = [randomUUID(), randomUUID()];
    const producer = await engagement.infra.queueProducer(WorkQueues.engagementProgress);
    await relay.cut();
    const t = Date.now();
    // Queued as the gateway queues them: stored by JetStream, so answered, whatever the database.
    await producer.publish({ saves: [queuedSave(alice.userId, { kind: 'movie', titleId: film, positionSeconds: 120, durationSeconds: 600 }, t)] });
    await producer.publish({ saves: [queuedSave(alice.userId, { kind: 'movie', titleId: other, positionSeconds: 590, durationSeconds: 600 }, t + 1)] });
    // Meanwhile a read answers 503 (it waited for them in vain; writing them was tried and failed).
    await expect(call(P.progressTitle, { kind: 'movie', id: film }, alice)).rejects.toMatchObject(UNAVAILABLE);

    await relay.listen(relay.port);
    const history = await waitUntil(
      async () => (await call(P.historyList, {}, alice)).items.map((e) => [e.titleId, e.positionSeconds, e.completed, e.updatedAt]),
      (rows) => rows.length === 2,
      { what: 'the saves queued meanwhile in the history', timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(history).toEqual([
      [other, 590, true, new Date(t + 1).toISOString()],
      [film, 120, false, new Date(t).toISOString()],
    ]);
  }, 60_000);
});
