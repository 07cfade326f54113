import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { CaptchaChallenge, SessionView } from '@streaming/contracts';
import { currentTestNames } from '../support/test-env.js';
import { waitForClockPast } from '../support/wait-until.js';
import { call, issuedSecond, login, randomIp, register, registerAdmin, solveCaptcha, uniqueEmail } from './support/api-client.js';

/** Waits for the start of the next second, so that what follows fits in one second. */
const nextSecond = () => waitForClockPast(Math.floor(Date.now() / 1000) * 1000 + 999);

/**
 * Runs `attempt` until it reports that its sign-in and its revocation fell in the same second (a
 * slow machine can straddle a boundary), at most 5 times.
 */
async function inOneSecond(attempt: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await nextSecond();
    if (await attempt()) return;
  }
  throw new Error('could not sign in and revoke within one second in 5 attempts');
}

describe('anti-robot challenge: used up by any attempt', () => {
  const captchaFor = async (ip: string) => (await call<CaptchaChallenge>('/api/auth/captcha', { method: 'POST', ip })).body;

  it('refuses the same challenge replayed with the right answer after a wrong one', async () => {
    const ip = randomIp();
    const captcha = await captchaFor(ip);
    const wrong = await call('/api/auth/register', { ip, body: { email: uniqueEmail(), password: 'Lumière-1895', captchaToken: captcha.token, captchaAnswer: 'pas la réponse' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CAPTCHA_INVALID');
    const replay = await call('/api/auth/register', { ip, body: { email: uniqueEmail(), password: 'Lumière-1895', captchaToken: captcha.token, captchaAnswer: solveCaptcha(captcha) } });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'CAPTCHA_INVALID', detail: 'Réponse au captcha incorrecte. Veuillez réessayer.' });
    expect(replay.body.captcha.token).not.toBe(captcha.token);
  });

  it('refuses the same challenge replayed after an address already taken, so it cannot probe addresses', async () => {
    const member = await register();
    const ip = randomIp();
    const captcha = await captchaFor(ip);
    const body = { password: 'Lumière-1895', captchaToken: captcha.token, captchaAnswer: solveCaptcha(captcha) };
    const taken = await call('/api/auth/register', { ip, body: { ...body, email: member.email } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    expect(taken.body.captcha.token).not.toBe(captcha.token);
    const replay = await call('/api/auth/register', { ip, body: { ...body, email: uniqueEmail() } });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('CAPTCHA_INVALID');
    // The new challenge handed back works.
    const fresh = await call('/api/auth/register', { ip, body: { ...body, email: uniqueEmail(), captchaToken: taken.body.captcha.token, captchaAnswer: solveCaptcha(taken.body.captcha) } });
    expect(fresh.status).toBe(201);
  });
});

describe('a replayed refresh token ends its whole session', () => {
  it('answers 401 at once to the first and the newest access token of the session, while another session of the member works', async () => {
    const member = await register();
    const other = await login(member.email, member.password);
    const rotated = await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie });
    expect(rotated.status).toBe(200);
    const sessionTokens = [member.accessToken, rotated.body.accessToken as string];
    // Both in use, so both are in the gateway's caches.
    for (const token of sessionTokens) expect((await call('/api/me', { token })).status).toBe(200);

    // The stack runs with REFRESH_REUSE_INTERVAL_MS=0: the old refresh token presented again is a theft.
    const replay = await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('REFRESH_INVALID');
    expect(JSON.stringify(replay.body)).not.toContain(member.session.user.id);

    for (const token of sessionTokens) {
      const me = await call('/api/me', { token });
      expect(me.status).toBe(401);
      expect(me.body.code).toBe('UNAUTHENTICATED');
      expect((await call('/api/movies', { token })).status).toBe(401);
    }
    expect((await call('/api/auth/refresh', { method: 'POST', cookie: rotated.refreshCookie })).status).toBe(401);

    expect((await call('/api/me', { token: other.accessToken })).status).toBe(200);
    expect((await call('/api/auth/refresh', { method: 'POST', cookie: other.refreshCookie })).status).toBe(200);
  });

  it('also ends with a logout that carries the refresh cookie: access tokens of earlier refreshes answer 401 too', async () => {
    const member = await register();
    const rotated = await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie });
    expect((await call('/api/me', { token: member.accessToken })).status).toBe(200);
    expect((await call('/api/auth/logout', { method: 'POST', cookie: rotated.refreshCookie })).status).toBe(204);
    expect((await call('/api/me', { token: member.accessToken })).status).toBe(401);
    expect((await call('/api/me', { token: rotated.body.accessToken })).status).toBe(401);
  });
});

describe('logout ends the access token it was called with', () => {
  it('answers 401 to that bearer on /api/me and on the catalogue at once, while another session of the member works', async () => {
    const member = await register();
    const other = await login(member.email, member.password);
    expect((await call('/api/me', { token: member.accessToken })).status).toBe(200);
    expect((await call('/api/movies', { token: member.accessToken })).status).toBe(200);

    const out = await call('/api/auth/logout', { method: 'POST', token: member.accessToken, cookie: member.refreshCookie });
    expect(out.status).toBe(204);
    const me = await call('/api/me', { token: member.accessToken });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('UNAUTHENTICATED');
    expect((await call('/api/movies', { token: member.accessToken })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie })).status).toBe(401);

    expect((await call('/api/me', { token: other.accessToken })).status).toBe(200);
    expect((await call('/api/movies', { token: other.accessToken })).status).toBe(200);
    expect((await call('/api/auth/refresh', { method: 'POST', cookie: other.refreshCookie })).status).toBe(200);
  });

  it('works with a bearer only, with neither, and twice', async () => {
    const member = await register();
    expect((await call('/api/auth/logout', { method: 'POST', token: member.accessToken })).status).toBe(204);
    expect((await call('/api/me', { token: member.accessToken })).status).toBe(401);
    expect((await call('/api/auth/logout', { method: 'POST', token: member.accessToken })).status).toBe(204);
    expect((await call('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    expect((await call('/api/auth/logout', { method: 'POST', token: 'abc.def.ghi' })).status).toBe(204);
    // The refresh cookie was not sent: that session goes on, with a new access token.
    const refreshed = await call<SessionView>('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie });
    expect(refreshed.status).toBe(200);
    expect((await call('/api/me', { token: refreshed.body.accessToken })).status).toBe(200);
  });

  it('lets a banned member log out, after which the ban page read is 401 with that token', async () => {
    const admin = await registerAdmin();
    const member = await register();
    expect((await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Spam', days: 1 } })).status).toBe(200);
    expect((await call('/api/me/ban', { token: member.accessToken })).status).toBe(200);
    expect((await call('/api/auth/logout', { method: 'POST', token: member.accessToken })).status).toBe(204);
    expect((await call('/api/me/ban', { token: member.accessToken })).status).toBe(401);
  });
});

describe('a revocation applies to tokens issued earlier in the same second', () => {
  it('a password change refuses at once a token signed in the same second, and the session it opens works', async () => {
    const member = await register();
    let password = member.password;
    let signedIn = member;
    let changed: SessionView | undefined;
    await inOneSecond(async () => {
      signedIn = await login(member.email, password);
      const next = `Nouveau-${randomUUID().slice(0, 8)}`;
      const res = await call<SessionView>('/api/me/password', { method: 'PATCH', token: signedIn.accessToken, body: { currentPassword: password, newPassword: next } });
      expect(res.status).toBe(200);
      password = next;
      changed = res.body;
      return issuedSecond(signedIn.accessToken) === issuedSecond(changed.accessToken);
    });
    expect((await call('/api/me', { token: signedIn.accessToken })).status).toBe(401);
    expect((await call('/api/movies', { token: signedIn.accessToken })).status).toBe(401);
    expect((await call('/api/me', { token: changed!.accessToken })).status).toBe(200);
    const later = await login(member.email, password);
    expect((await call('/api/me', { token: later.accessToken })).status).toBe(200);
  });

  it('a ban ends a token signed in the same second: once unbanned, that token stays refused and a new sign-in works', async () => {
    const admin = await registerAdmin();
    const member = await register();
    let signedIn = member;
    await inOneSecond(async () => {
      signedIn = await login(member.email, member.password);
      const ban = await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Spam', days: 1 } });
      expect(ban.status).toBe(200);
      const sameSecond = Math.floor(Date.parse(ban.body.createdAt) / 1000) === issuedSecond(signedIn.accessToken);
      expect((await call(`/api/admin/users/${member.session.user.id}/ban`, { method: 'DELETE', token: admin.accessToken })).status).toBe(204);
      return sameSecond;
    });
    expect((await call('/api/me', { token: signedIn.accessToken })).status).toBe(401);
    const again = await login(member.email, member.password);
    expect((await call('/api/me', { token: again.accessToken })).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('answers 401, not 500, to a correctly signed token whose subject is not a UUID', async () => {
    const key = new TextEncoder().encode(currentTestNames().JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    for (const sub of ['not-a-uuid', '1', "x' OR '1'='1"]) {
      const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub).setIssuedAt(now).setExpirationTime(now + 900).setJti(randomUUID()).sign(key);
      for (const path of ['/api/me', '/api/movies', '/api/me/ban']) {
        const res = await call(path, { token });
        expect({ path, sub, status: res.status, code: res.body.code }).toEqual({ path, sub, status: 401, code: 'UNAUTHENTICATED' });
      }
    }
  });
});
