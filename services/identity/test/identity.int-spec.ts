import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { IdentityPatterns, IdentityEvents, type LogoutRequest } from '@streaming/contracts';
import { Cache, createLogger, createRedis, loadConfig, RpcClient, RpcCallError } from '@streaming/platform';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { queryDb } from '../../../tests/support/servers.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { IdentityEnv } from '../src/config/identity.env.js';
import { startIdentity, type RunningIdentity } from '../src/identity.app.js';
import { generateChallenge, issueChallenge } from '../src/captcha/captcha.rules.js';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service.js';
import { publishedEvents } from './published-events.js';

const names = currentTestNames();
let identity: RunningIdentity;
let rpc: RpcClient;
let env: IdentityEnv;

beforeAll(async () => {
  // SMTP_URL points at a closed port: mails must wait in the outbox, not be lost.
  env = loadConfig(IdentityEnv, { ...process.env, ...names, SMTP_URL: 'smtp://127.0.0.1:9', REFRESH_REUSE_INTERVAL_MS: '10000' });
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

const newEmail = () => `int-${randomUUID().slice(0, 8)}@exemple.fr`;
const register = (email = newEmail()) =>
  rpc.call(IdentityPatterns.register, { email, password: 'Lumière-1895', ...solvedCaptcha() });

/** The claims of an access token, as the gateway reads them. */
const claims = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as { sub: string; jti: string; sid: string; iat: number; iat_ms?: number; exp: number };

/** Moves the use of a rotated refresh token back in time, past the grace window. */
const ageUse = (userId: string, ms: number) =>
  queryDb(names, `UPDATE identity.refresh_tokens SET used_at = used_at - make_interval(secs => $2::float8 / 1000) WHERE user_id = $1 AND used_at IS NOT NULL`, [userId, ms]);

const rejection = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal'); }, (err: unknown) => err as RpcCallError);

/** The events of `userId` identity has published on `subject`. */
const eventsOf = async (userId: string, subject: string) =>
  (await publishedEvents(identity, names, `${names.EVENTS_PREFIX}.${subject}`)).filter((e) => (e.data as { userId: string }).userId === userId);

describe('identity service over NATS', () => {
  it('publishes identity.user.registered through the outbox, once, with the envelope of the design', async () => {
    const session = await register();
    const events = await eventsOf(session.user.id, IdentityEvents.registered);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: IdentityEvents.registered, data: { userId: session.user.id, email: session.user.email } });
    expect(new Date(events[0].occurredAt).getTime()).toBeLessThanOrEqual(Date.now());
    const left = await queryDb(names, 'SELECT count(*)::int AS n FROM identity.outbox');
    expect(left[0]).toEqual({ n: 0 });
  });

  it('keeps a mail in the outbox while SMTP is unreachable, with its attempts recorded', async () => {
    const session = await register();
    const tried = () => queryDb<{ attempts: number; last_error: string }>(names, 'SELECT attempts, last_error FROM identity.mail_outbox WHERE to_address = $1', [session.user.email]);
    const rows = await waitUntil(tried, (found) => found.some((r) => r.attempts >= 1), { what: 'a first attempt to send the mail' });
    expect(rows).toHaveLength(1);
    expect(rows[0].attempts).toBeGreaterThanOrEqual(1);
    expect(rows[0].last_error).toBeTruthy();
  });

  it('revokes the whole family when a rotated refresh token is replayed after the grace window', async () => {
    const session = await register();
    const next = await rpc.call(IdentityPatterns.refresh, { refreshToken: session.refreshToken });
    await ageUse(session.user.id, 10_500);
    const other = await rpc.call(IdentityPatterns.login, { email: session.user.email, password: 'Lumière-1895' });
    // The refusal names the member, for the gateway's cache; a refusal that ends nothing does not.
    await expect(rpc.call(IdentityPatterns.refresh, { refreshToken: session.refreshToken })).rejects.toMatchObject({
      code: 'REFRESH_INVALID', status: 401, extra: { sessionEndedFor: session.user.id },
    });
    expect((await rejection(rpc.call(IdentityPatterns.refresh, { refreshToken: next.refreshToken }))).extra).toBeUndefined();
    const rows = await queryDb<{ revoked: number }>(names, 'SELECT count(*)::int AS revoked FROM identity.refresh_tokens WHERE user_id = $1 AND revoked_at IS NOT NULL', [session.user.id]);
    expect(rows[0].revoked).toBe(2);
    // Every access token of the session carries it, and the access state lists it as ended; the other session goes on.
    expect(claims(next.accessToken).sid).toBe(claims(session.accessToken).sid);
    expect(claims(other.accessToken).sid).not.toBe(claims(session.accessToken).sid);
    expect((await rpc.call(IdentityPatterns.accessGet, { userId: session.user.id })).revokedSessionIds).toEqual([claims(session.accessToken).sid]);
    const ended = await eventsOf(session.user.id, IdentityEvents.sessionEnded);
    expect(ended).toHaveLength(1);
  });

  it('hands two concurrent refreshes of one token the same successor, and leaves one usable token in the family', async () => {
    const session = await register();
    const [a, b] = await Promise.all([
      rpc.call(IdentityPatterns.refresh, { refreshToken: session.refreshToken }),
      rpc.call(IdentityPatterns.refresh, { refreshToken: session.refreshToken }),
    ]);
    expect(a.refreshToken).toBe(b.refreshToken);
    expect(a.refreshToken).not.toBe(session.refreshToken);
    expect(a.refreshExpiresAt).toBe(b.refreshExpiresAt);
    expect(claims(a.accessToken).sub).toBe(session.user.id);
    expect(claims(b.accessToken).sub).toBe(session.user.id);
    const family = await queryDb<{ unused: number; total: number }>(
      names,
      'SELECT count(*) FILTER (WHERE used_at IS NULL AND revoked_at IS NULL)::int AS unused, count(*)::int AS total FROM identity.refresh_tokens WHERE user_id = $1',
      [session.user.id],
    );
    expect(family[0]).toEqual({ unused: 1, total: 2 });
    // A third replay, still within the window, gets it once more; the successor itself rotates on.
    const again = await rpc.call(IdentityPatterns.refresh, { refreshToken: session.refreshToken });
    expect(again.refreshToken).toBe(a.refreshToken);
    const next = await rpc.call(IdentityPatterns.refresh, { refreshToken: a.refreshToken });
    expect(next.refreshToken).not.toBe(a.refreshToken);
  });

  it('hands nothing back within the grace window once the session was logged out', async () => {
    const session = await register();
    const next = await rpc.call(IdentityPatterns.refresh, { refreshToken: session.refreshToken });
    await rpc.call(IdentityPatterns.logout, { refreshToken: next.refreshToken } satisfies LogoutRequest);
    expect(await rejection(rpc.call(IdentityPatterns.refresh, { refreshToken: session.refreshToken }))).toMatchObject({ code: 'REFRESH_INVALID', status: 401 });
  });

  it('revokes the access token a logout was called with until it expires, tells the gateways, and leaves other sessions alone', async () => {
    const session = await register();
    const other = await rpc.call(IdentityPatterns.login, { email: session.user.email, password: 'Lumière-1895' });
    const id = session.user.id;
    await rpc.call(IdentityPatterns.logout, { refreshToken: session.refreshToken, accessToken: session.accessToken } satisfies LogoutRequest);
    const state = await rpc.call(IdentityPatterns.accessGet, { userId: id });
    expect(state.revokedTokenIds).toEqual([claims(session.accessToken).jti]);
    const rows = await queryDb<{ expires_at: Date }>(names, 'SELECT expires_at FROM identity.revoked_access_tokens WHERE user_id = $1', [id]);
    expect(rows.map((r) => r.expires_at.getTime())).toEqual([claims(session.accessToken).exp * 1000]);
    expect(await rejection(rpc.call(IdentityPatterns.refresh, { refreshToken: session.refreshToken }))).toMatchObject({ code: 'REFRESH_INVALID' });
    expect((await rpc.call(IdentityPatterns.refresh, { refreshToken: other.refreshToken })).user.id).toBe(id);
    const ended = await eventsOf(id, IdentityEvents.sessionEnded);
    expect(ended).toHaveLength(1);
    // The same token again, a forged one, another secret's: nothing more is recorded or announced.
    const [h, p] = session.accessToken.split('.');
    await rpc.call(IdentityPatterns.logout, { accessToken: session.accessToken } satisfies LogoutRequest);
    await rpc.call(IdentityPatterns.logout, { accessToken: `${h}.${p}.${'A'.repeat(43)}` } satisfies LogoutRequest);
    await rpc.call(IdentityPatterns.logout, { accessToken: 'pas-un-jeton' } satisfies LogoutRequest);
    expect((await rpc.call(IdentityPatterns.accessGet, { userId: id })).revokedTokenIds).toHaveLength(1);
  });

  it('lists only unexpired revoked tokens in the access state', async () => {
    const session = await register();
    await rpc.call(IdentityPatterns.logout, { accessToken: session.accessToken } satisfies LogoutRequest);
    await queryDb(names, `UPDATE identity.revoked_access_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [session.user.id]);
    expect((await rpc.call(IdentityPatterns.accessGet, { userId: session.user.id })).revokedTokenIds).toEqual([]);
  });

  it('housekeeping forgets revocations of expired access tokens, old challenge uses, long-expired mail links and old inbox ids, and keeps live ones', async () => {
    const gone = await register();
    const live = await register();
    await rpc.call(IdentityPatterns.logout, { accessToken: gone.accessToken } satisfies LogoutRequest);
    await rpc.call(IdentityPatterns.logout, { accessToken: live.accessToken } satisfies LogoutRequest);
    await queryDb(names, `UPDATE identity.revoked_access_tokens SET expires_at = now() - interval '2 hours' WHERE user_id = $1`, [gone.user.id]);
    await rpc.call(IdentityPatterns.logout, { refreshToken: gone.refreshToken } satisfies LogoutRequest);
    await rpc.call(IdentityPatterns.logout, { refreshToken: live.refreshToken } satisfies LogoutRequest);
    await queryDb(names, `UPDATE identity.revoked_sessions SET expires_at = now() - interval '2 hours' WHERE user_id = $1`, [gone.user.id]);
    const oldUse = randomUUID();
    await queryDb(names, `INSERT INTO identity.captcha_uses (id, used_at) VALUES ($1, now() - interval '2 days')`, [oldUse]);
    await queryDb(names, `UPDATE identity.email_tokens SET expires_at = now() - interval '8 days' WHERE user_id = $1`, [gone.user.id]);
    const [oldEvent, recentEvent] = [randomUUID(), randomUUID()];
    await queryDb(names, `INSERT INTO identity.inbox (event_id, type, processed_at) VALUES ($1, 'test.old', now() - interval '31 days'), ($2, 'test.recent', now() - interval '29 days')`, [oldEvent, recentEvent]);
    await identity.app.get(HousekeepingService).run();
    const left = await queryDb<{ user_id: string }>(names, 'SELECT user_id FROM identity.revoked_access_tokens WHERE user_id = ANY($1::uuid[])', [[gone.user.id, live.user.id]]);
    expect(left).toEqual([{ user_id: live.user.id }]);
    const sessions = await queryDb<{ user_id: string }>(names, 'SELECT user_id FROM identity.revoked_sessions WHERE user_id = ANY($1::uuid[])', [[gone.user.id, live.user.id]]);
    expect(sessions).toEqual([{ user_id: live.user.id }]);
    expect(await queryDb(names, 'SELECT id FROM identity.captcha_uses WHERE id = $1', [oldUse])).toEqual([]);
    const links = await queryDb<{ user_id: string }>(names, 'SELECT DISTINCT user_id FROM identity.email_tokens WHERE user_id = ANY($1::uuid[])', [[gone.user.id, live.user.id]]);
    expect(links).toEqual([{ user_id: live.user.id }]);
    const inbox = await queryDb<{ event_id: string }>(names, 'SELECT event_id FROM identity.inbox WHERE event_id = ANY($1::uuid[])', [[oldEvent, recentEvent]]);
    expect(inbox).toEqual([{ event_id: recentEvent }]);
  });

  it('dates a revocation to the millisecond: tokens issued before it in the same second are behind it, the new session after it', async () => {
    const session = await register();
    const before = await rpc.call(IdentityPatterns.login, { email: session.user.email, password: 'Lumière-1895' });
    const changed = await rpc.call(
      IdentityPatterns.mePasswordChange,
      { currentPassword: 'Lumière-1895', newPassword: 'Nouveau-1927' },
      { actor: { userId: session.user.id, isAdmin: false } },
    );
    const state = await rpc.call(IdentityPatterns.accessGet, { userId: session.user.id });
    const old = claims(before.accessToken);
    const fresh = claims(changed.accessToken);
    expect(old.iat_ms).toBeGreaterThanOrEqual(old.iat * 1000);
    expect(Math.floor(old.iat_ms! / 1000)).toBe(old.iat);
    expect(old.iat_ms!).toBeLessThan(state.tokensValidAfterMs!);
    expect(fresh.iat_ms!).toBeGreaterThanOrEqual(state.tokensValidAfterMs!);
    expect(state.tokensValidAfter).toBe(Math.floor(state.tokensValidAfterMs! / 1000));
  });

  it('keeps the history of bans and reports the access state the gateway caches', async () => {
    const admin = { userId: randomUUID(), isAdmin: true };
    const session = await register();
    const id = session.user.id;
    await rpc.call(IdentityPatterns.adminUserBan, { id, reason: 'Premier avertissement', days: 1 }, { actor: admin });
    await rpc.call(IdentityPatterns.adminUserBan, { id, reason: 'Récidive', days: 0 }, { actor: admin });
    const state = await rpc.call(IdentityPatterns.accessGet, { userId: id });
    expect(state.ban).toMatchObject({ reason: 'Récidive', type: 'PERMANENT' });
    expect(state.tokensValidAfter).toBeGreaterThan(0);
    await rpc.call(IdentityPatterns.adminUserUnban, { id }, { actor: admin });
    const history = await queryDb<{ reason: string; lifted: boolean }>(names, 'SELECT reason, lifted_at IS NOT NULL AS lifted FROM identity.bans WHERE user_id = $1 ORDER BY created_at', [id]);
    expect(history).toEqual([{ reason: 'Premier avertissement', lifted: true }, { reason: 'Récidive', lifted: true }]);
    const types = (await eventsOf(id, 'identity.user.>')).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining([IdentityEvents.banned, IdentityEvents.unbanned]));
  });

  it('checks the caller on admin patterns even though the gateway already did', async () => {
    await expect(rpc.call(IdentityPatterns.adminUsersList, {}, { actor: { userId: randomUUID(), isAdmin: false } })).rejects.toMatchObject({ status: 403 });
    await expect(rpc.call(IdentityPatterns.adminUsersList, {})).rejects.toMatchObject({ status: 401 });
  });

  it('answers an unknown pattern with 503 at once rather than hanging', async () => {
    const started = Date.now();
    // @ts-expect-error no service answers this subject, which is the point
    const err = await rpc.call('identity.nothing.here', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcCallError);
    expect((err as RpcCallError).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('anti-robot challenge', () => {
  const attempt = (captcha: { captchaToken: string; captchaAnswer: string }, email = newEmail(), password = 'Lumière-1895') =>
    rejection(rpc.call(IdentityPatterns.register, { email, password, ...captcha }));
  const users = async (email: string) => (await queryDb<{ n: number }>(names, 'SELECT count(*)::int AS n FROM identity.users WHERE email = $1', [email]))[0].n;

  it('is spent by a wrong answer: the same token with the right answer is then refused', async () => {
    const captcha = solvedCaptcha();
    const wrong = await attempt({ ...captcha, captchaAnswer: 'pas la réponse' });
    expect(wrong).toMatchObject({ code: 'CAPTCHA_INVALID', status: 400 });
    expect((wrong.extra?.captcha as { token: string }).token).not.toBe(captcha.captchaToken);
    const email = newEmail();
    expect(await attempt(captcha, email)).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(await users(email)).toBe(0);
  });

  it('is spent by a sign-up refused for a taken address, so one challenge cannot probe several addresses', async () => {
    const member = await register();
    const captcha = solvedCaptcha();
    const taken = await attempt(captcha, member.user.email.toUpperCase());
    expect(taken).toMatchObject({ code: 'EMAIL_TAKEN', status: 409 });
    expect(taken.extra?.captcha).toMatchObject({ token: expect.any(String) });
    expect(await attempt(captcha, member.user.email)).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const email = newEmail();
    expect(await attempt(captcha, email)).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(await users(email)).toBe(0);
  });

  it('is spent by a sign-up refused for a common password', async () => {
    const captcha = solvedCaptcha();
    expect(await attempt(captcha, newEmail(), 'azerty123')).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    expect(await attempt(captcha)).toMatchObject({ code: 'CAPTCHA_INVALID' });
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
