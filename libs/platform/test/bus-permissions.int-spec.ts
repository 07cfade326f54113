import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type Msg, type MsgCallback, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { Infrastructure, natsConnectOptions, RpcClient, type BaseEnv } from '../src/index.js';
// @ts-expect-error plain ESM helper shared with the stacks (npm start, test stacks, benchmarks)
import { startNatsServer } from '../../../scripts/lib/nats-server.mjs';
// @ts-expect-error plain ESM helper shared with the stacks
import { NATS_USERS, natsPasswordVar } from '../../../scripts/lib/nats-options.mjs';
import { nextPermissionError } from '../../../tests/support/servers.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { capturingLogger, holdAccessAnswers, probeEnv, startProbe, type RunningProbe } from './probe-service.js';

// A NATS server of this test's own, started as every stack starts it (scripts/lib/nats-server.mjs:
// the repository's infra/nats/nats.conf including auth.conf), on a free port, passwords from the
// environment.
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const USERS: string[] = NATS_USERS;
// Letters and digits after a letter: nats-server reads the $NATS_*_PASSWORD references of auth.conf
// as config values, and refuses to start on one like "-x…" or "1-x…" (base64url gave those now and then).
const passwords = Object.fromEntries(USERS.map((u) => [u, `p${randomBytes(18).toString('hex')}`]));
const KEYS = `k1:${randomBytes(32).toString('base64url')}`;

let server: { url: string; stop(): Promise<void> };
let storeDir: string;
let url: string;
const opened: Array<{ close(): Promise<void> }> = [];
const log = capturingLogger();

const envFor = (user: string): BaseEnv =>
  probeEnv({ NATS_URL: url, NATS_USER: user, NATS_PASSWORD: passwords[user], INTERNAL_SIGNING_KEYS: KEYS, REDIS_PREFIX: `bus_perm_${process.pid}:` });

async function connectAs(user: string): Promise<NatsConnection> {
  const nc = await connect({ ...natsConnectOptions(envFor(user)), name: `perm-test-${user}` });
  opened.push({ close: () => nc.close() });
  return nc;
}

/** A subscription's callback that answers every request with the same body. */
const answer = (body: string): MsgCallback<Msg> => (_err, m) => {
  m.respond(body);
};

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'bus-perm-'));
  server = await startNatsServer({ storeDir, env: Object.fromEntries(USERS.map((u) => [natsPasswordVar(u), passwords[u]])) });
  url = server.url;
}, 60_000);

afterAll(async () => {
  for (const o of opened.reverse()) await o.close().catch(() => undefined);
  await server?.stop();
  rmSync(storeDir, { recursive: true, force: true });
});

describe('NATS with the repository permission file', () => {
  it('refuses a connection without credentials, or with a wrong password', async () => {
    await expect(connect({ servers: url, reconnect: false })).rejects.toThrow(/authoriz/i);
    await expect(connect({ servers: url, user: 'identity', pass: passwords.catalogue, reconnect: false })).rejects.toThrow(/authoriz/i);
  });

  it('lets moderation ask the catalogue for titles and get its answer, and nothing else of the catalogue', async () => {
    const catalogue = await connectAs('catalogue');
    catalogue.subscribe('catalogue.titles.match', { callback: answer('{"cards":[]}') });
    await catalogue.flush();
    const nc = await connectAs('moderation');
    expect((await nc.request('catalogue.titles.match', '{}', { timeout: 2000 })).string()).toBe('{"cards":[]}');

    const firstViolation = nextPermissionError(nc);
    // The server reads a connection's messages in order: the first refusal names the first subject refused.
    nc.publish('catalogue.titles.lookup', '{}');
    nc.publish('catalogue.titles.match', '{}');
    nc.publish('catalogue.movies.create', '{}');
    expect(await firstViolation).toMatch(/Permissions Violation for Publish to "catalogue\.movies\.create"/);
  });

  it('lets analytics ask the catalogue for titles and for its list of series (the animes), get the answers, and nothing else of the catalogue', async () => {
    const catalogue = await connectAs('catalogue');
    catalogue.subscribe('catalogue.titles.lookup', { callback: answer('{"cards":[],"episodes":[]}') });
    catalogue.subscribe('catalogue.series.list', { callback: answer('{"items":[],"total":0}') });
    await catalogue.flush();
    const nc = await connectAs('analytics');
    expect((await nc.request('catalogue.titles.lookup', '{}', { timeout: 2000 })).string()).toBe('{"cards":[],"episodes":[]}');
    expect((await nc.request('catalogue.series.list', '{}', { timeout: 2000 })).string()).toBe('{"items":[],"total":0}');

    const firstViolation = nextPermissionError(nc);
    nc.publish('catalogue.titles.lookup', '{}');
    nc.publish('catalogue.series.list', '{}');
    nc.publish('catalogue.titles.match', '{}');
    expect(await firstViolation).toMatch(/Permissions Violation for Publish to "catalogue\.titles\.match"/);
  });

  describe('with identity serving identity.*', () => {
    let identity: RunningProbe;
    let gateway: Infrastructure;

    beforeAll(async () => {
      identity = await startProbe(envFor('identity'), log.logger, 'identity');
      opened.push(identity);
      gateway = await Infrastructure.start({ name: 'gateway', env: envFor('gateway'), logger: log.logger });
      opened.push(gateway);
    });

    it('lets the gateway call identity (signed) and read the reply', async () => {
      const admin = { userId: randomUUID(), isAdmin: true };
      expect(await gateway.rpc.call('identity.users.list', {}, { actor: admin })).toEqual({ items: ['alice@exemple.fr', 'bob@exemple.fr'] });
    });

    it("the gateway's replies come to its own inbox: a pattern nobody serves is a 503 at once, an answer held past the timeout a 504", async () => {
      const started = Date.now();
      await expect(gateway.rpc.call('catalogue.health.check', {})).rejects.toMatchObject({ status: 503, message: 'Aucun service ne répond à catalogue.health.check' });
      expect(Date.now() - started).toBeLessThan(1000);
      const userId = randomUUID();
      const held = holdAccessAnswers(userId);
      try {
        await expect(gateway.rpc.call('identity.access.get', { userId }, { timeoutMs: 700 })).rejects.toMatchObject({ status: 504 });
      } finally {
        held.release();
      }
      // The answer held past the timeout was dropped; the next call gets its own.
      await expect(gateway.rpc.call('identity.access.get', { userId })).resolves.toMatchObject({ userId, exists: true });
    });

    it('a request the server refuses to take from the gateway fails at once with 503, not at its timeout', async () => {
      const client = await RpcClient.connect({ ...envFor('gateway'), NATS_PREFIX: 'elsewhere' }, 'perm-test-refused', 5000, log.logger);
      opened.push(client);
      const started = Date.now();
      await expect(client.call('identity.users.list', {}, { idempotent: false })).rejects.toMatchObject({ status: 503, message: 'Messagerie indisponible (identity.users.list)' });
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('refuses the catalogue user publishing to identity.users.list', async () => {
      const nc = await connectAs('catalogue');
      const violation = nextPermissionError(nc);
      const packet = JSON.stringify({ pattern: 'identity.users.list', data: { meta: { requestId: 'x', actor: { userId: 'u', isAdmin: true } }, data: {} }, id: randomUUID() });
      const answer = await nc.request('identity.users.list', new TextEncoder().encode(packet), { timeout: 1500 }).then(
        (m) => `answered: ${new TextDecoder().decode(m.data)}`,
        (err: Error) => `failed: ${err.message}`,
      );
      expect(await violation).toMatch(/Permissions Violation for Publish to "identity\.users\.list"/);
      expect(answer).toMatch(/^failed/);
    });

    it('refuses the catalogue user subscribing to identity.>', async () => {
      const nc = await connectAs('catalogue');
      const violation = nextPermissionError(nc);
      const sub = nc.subscribe('identity.>');
      expect(await violation).toMatch(/Permissions Violation for Subscription to "identity\.>"/);
      await expect(sub.closed).resolves.toBeInstanceOf(Error);
    });

    it("refuses a service reading another user's replies", async () => {
      const nc = await connectAs('catalogue');
      const violation = nextPermissionError(nc);
      nc.subscribe('_INBOX_gateway.>');
      expect(await violation).toMatch(/Permissions Violation for Subscription to "_INBOX_gateway\.>"/);
    });


    it("refuses a service answering into another service's inbox: only its callers' replies are open to it", async () => {
      const nc = await connectAs('catalogue');
      const violation = nextPermissionError(nc);
      nc.publish('_INBOX_engagement.forged.1', 'not an answer');
      expect(await violation).toMatch(/Permissions Violation for Publish to "_INBOX_engagement\.forged\.1"/);
    });
    it('lets identity publish its own events, which the gateway consumes and follows, and refuses catalogue publishing them', async () => {
      const received: string[] = [];
      await gateway.consume({
        durable: 'gateway-perm-test',
        filters: ['identity.user.>'],
        handle: async (events) => {
          for (const e of events) received.push(e.id);
        },
      });
      const followed: string[] = [];
      gateway.follow('identity.user.>', (events) => followed.push(...events.map((e) => e.id)));
      const banned = (id: string) => ({ id, type: 'identity.user.banned', occurredAt: new Date().toISOString(), data: { userId: 'u' } });
      // As identity's outbox relay: signed with its key.
      const publishBanned = async () => {
        const id = randomUUID();
        await publishSignedEvent(jetstream(identity.infra.nc), identity.infra.signing, 'events.identity.user.banned', banned(id));
        return id;
      };
      // The ordered consumer starts from new events: events are published until it gets one.
      await waitUntil(async () => (await publishBanned(), followed.length), (n) => n > 0, { what: 'the follower in place', intervalMs: 50 });
      const id = await publishBanned();
      await waitUntil(() => received.includes(id) && followed.includes(id), Boolean, { what: 'the event consumed and followed', timeoutMs: 5000, intervalMs: 50 });
      const envelope = JSON.stringify(banned(id));

      const catalogue = await connectAs('catalogue');
      const forged = jetstream(catalogue, { timeout: 1500 }).publish('events.identity.user.banned', envelope, { msgID: randomUUID() });
      await expect(forged).rejects.toThrow();
    });

    it('lets the gateway queue progress saves that engagement writes, and refuses another service queuing them', async () => {
      const engagement = await Infrastructure.start({ name: 'engagement', env: envFor('engagement'), logger: log.logger });
      opened.push(engagement);
      const written: string[] = [];
      const consumer = await engagement.consumeQueue('engagement.progress', {
        durable: 'engagement-progress',
        handle: async (messages) => {
          for (const m of messages) written.push(...m.saves.map((s) => s.userId));
        },
      });
      const save = { userId: randomUUID(), kind: 'movie' as const, titleId: randomUUID(), episodeId: null, positionSeconds: 60, durationSeconds: 600, completed: false, savedAt: Date.now() };
      await (await gateway.queueProducer('engagement.progress')).publish({ saves: [save] });
      // Written once the barrier lets a removal through (it reads the queue's stream as engagement).
      await engagement.queueBarrier('engagement.progress').beforeRemoval();
      expect(written).toEqual([save.userId]);

      const catalogue = await connectAs('catalogue');
      const forged = jetstream(catalogue, { timeout: 1500 }).publish(consumer.names.subject, JSON.stringify({ saves: [{ ...save, userId: randomUUID() }] }));
      await expect(forged).rejects.toThrow();
    });

    it('refuses the gateway serving requests meant for identity', async () => {
      const nc = await connectAs('gateway');
      const violation = nextPermissionError(nc);
      nc.subscribe('identity.>');
      expect(await violation).toMatch(/Permissions Violation for Subscription/);
    });
  });

  it('is the same permission text as the Kubernetes NATS config', () => {
    const repo = readFileSync(join(ROOT, 'infra/nats/auth.conf'), 'utf8');
    const k8s = readFileSync(join(ROOT, 'infra/k8s/nats.yaml'), 'utf8');
    const block = /\n  auth\.conf: \|\n((?: {4}.*\n|\n)+)/.exec(k8s)?.[1];
    expect(block?.replace(/^ {4}/gm, '').trim()).toBe(repo.trim());
  });
});
