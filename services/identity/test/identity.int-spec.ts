import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { IdentityPatterns, IdentityEvents, type EventEnvelope, type IssuedSession } from '@streaming/contracts';
import { Cache, createLogger, createRedis, loadConfig, RpcClient, RpcCallError } from '@streaming/platform';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { queryDb } from '../../../tests/support/servers.js';
import { IdentityEnv } from '../src/config/identity.env.js';
import { startIdentity, type RunningIdentity } from '../src/identity.app.js';
import { generateChallenge, issueChallenge } from '../src/captcha/captcha.rules.js';

const names = currentTestNames();
let identity: RunningIdentity;
let rpc: RpcClient;
let env: IdentityEnv;

beforeAll(async () => {
  // SMTP_URL points at a closed port: mails must wait in the outbox, not be lost.
  env = loadConfig(IdentityEnv, { ...process.env, ...names, SMTP_URL: 'smtp://127.0.0.1:9', REFRESH_REUSE_INTERVAL_MS: '0' });
  identity = await startIdentity(env);
  rpc = await RpcClient.connect(env, 'identity-int-test', 3000);
});

afterAll(async () => {
  await rpc.close();
  await identity.close();
});

/** A challenge with a known answer, signed with the service's secret (as the service would issue it). */
function solvedCaptcha() {
  const generated = generateChallenge();
  const issued = issueChallenge(env.CAPTCHA_SECRET, generated, Date.now());
  return { captchaToken: issued.token, captchaAnswer: generated.answer };
}

const register = (email = `int-${randomUUID().slice(0, 8)}@exemple.fr`) =>
  rpc.call<IssuedSession>(IdentityPatterns.register, { email, password: 'Lumière-1895', ...solvedCaptcha() });

async function readEvents(subjectFilter: string, count: number, timeoutMs = 5000): Promise<EventEnvelope[]> {
  const js = jetstream(identity.infra.nc);
  const consumer = await js.consumers.get(names.EVENTS_STREAM, { filter_subjects: subjectFilter });
  const events: EventEnvelope[] = [];
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const batch = await consumer.fetch({ max_messages: count - events.length, expires: 1000 });
    for await (const m of batch) events.push(m.json<EventEnvelope>());
  }
  return events;
}

describe('identity service over NATS', () => {
  it('publishes identity.user.registered through the outbox, once, with the envelope of the design', async () => {
    const session = await register();
    const events = (await readEvents(`${names.EVENTS_PREFIX}.identity.user.registered`, 50)).filter(
      (e) => (e.data as { userId: string }).userId === session.user.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: IdentityEvents.registered, data: { userId: session.user.id, email: session.user.email } });
    expect(new Date(events[0].occurredAt).getTime()).toBeLessThanOrEqual(Date.now());
    const left = await queryDb(names, 'SELECT count(*)::int AS n FROM identity.outbox');
    expect(left[0]).toEqual({ n: 0 });
  });

  it('keeps a mail in the outbox while SMTP is unreachable, with its attempts recorded', async () => {
    const session = await register();
    await new Promise((r) => setTimeout(r, 1500));
    const rows = await queryDb<{ attempts: number; last_error: string }>(names, 'SELECT attempts, last_error FROM identity.mail_outbox WHERE to_address = $1', [session.user.email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].attempts).toBeGreaterThanOrEqual(1);
    expect(rows[0].last_error).toBeTruthy();
  });

  it('revokes the whole family when a rotated refresh token is replayed', async () => {
    const session = await register();
    const next = await rpc.call<IssuedSession>(IdentityPatterns.refresh, { refreshToken: session.refreshToken });
    await expect(rpc.call(IdentityPatterns.refresh, { refreshToken: session.refreshToken })).rejects.toMatchObject({ code: 'REFRESH_INVALID', status: 401 });
    await expect(rpc.call(IdentityPatterns.refresh, { refreshToken: next.refreshToken })).rejects.toMatchObject({ code: 'REFRESH_INVALID' });
    const rows = await queryDb<{ revoked: number }>(names, 'SELECT count(*)::int AS revoked FROM identity.refresh_tokens WHERE user_id = $1 AND revoked_at IS NOT NULL', [session.user.id]);
    expect(rows[0].revoked).toBe(2);
  });

  it('keeps the history of bans and reports the access state the gateway caches', async () => {
    const admin = { userId: randomUUID(), isAdmin: true };
    const session = await register();
    const id = session.user.id;
    await rpc.call(IdentityPatterns.adminUserBan, { id, reason: 'Premier avertissement', days: 1 }, { actor: admin });
    await rpc.call(IdentityPatterns.adminUserBan, { id, reason: 'Récidive', days: 0 }, { actor: admin });
    const state = await rpc.call<{ ban: { reason: string; type: string } | null; tokensValidAfter: number }>(IdentityPatterns.accessGet, { userId: id });
    expect(state.ban).toMatchObject({ reason: 'Récidive', type: 'PERMANENT' });
    expect(state.tokensValidAfter).toBeGreaterThan(0);
    await rpc.call(IdentityPatterns.adminUserUnban, { id }, { actor: admin });
    const history = await queryDb<{ reason: string; lifted: boolean }>(names, 'SELECT reason, lifted_at IS NOT NULL AS lifted FROM identity.bans WHERE user_id = $1 ORDER BY created_at', [id]);
    expect(history).toEqual([{ reason: 'Premier avertissement', lifted: true }, { reason: 'Récidive', lifted: true }]);
    const types = (await readEvents(`${names.EVENTS_PREFIX}.identity.user.>`, 200)).filter((e) => (e.data as { userId: string }).userId === id).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining([IdentityEvents.banned, IdentityEvents.unbanned]));
  });

  it('checks the caller on admin patterns even though the gateway already did', async () => {
    await expect(rpc.call(IdentityPatterns.adminUsersList, {}, { actor: { userId: randomUUID(), isAdmin: false } })).rejects.toMatchObject({ status: 403 });
    await expect(rpc.call(IdentityPatterns.adminUsersList, {})).rejects.toMatchObject({ status: 401 });
  });

  it('answers an unknown pattern with 503 at once rather than hanging', async () => {
    const started = Date.now();
    const err = await rpc.call('identity.nothing.here', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcCallError);
    expect((err as RpcCallError).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('platform cache', () => {
  it('degrades to no cache within its short timeout when Redis is unreachable', async () => {
    const redis = createRedis('redis://127.0.0.1:9');
    const cache = new Cache(redis, names.REDIS_PREFIX, createLogger('test', 'silent'));
    const started = Date.now();
    let loads = 0;
    const value = await cache.getOrLoad('k', 60, async () => ++loads);
    expect(value).toBe(1);
    expect(await cache.get('k')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1500);
    redis.disconnect();
  });
});
