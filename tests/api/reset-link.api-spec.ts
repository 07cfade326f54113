import { describe, expect, it } from '@jest/globals';
import { call, expireResetLinks, mailedResetToken, randomIp, register } from './support/api-client.js';

// The reset page asks whether its link can be used when it opens (POST /api/auth/password/reset/check),
// so that a dead link says so before the member types a new password.
const mailDir = () => process.env.TEST_MAIL_DIR!;
const INVALID = 'Lien de réinitialisation invalide ou expiré';
const EXPIRED = 'Le lien de réinitialisation a expiré. Veuillez demander un nouveau lien.';
const check = (token: unknown, ip?: string) => call('/api/auth/password/reset/check', { body: { token }, ip });
const answer = (res: Awaited<ReturnType<typeof check>>) => ({ status: res.status, code: res.body?.code, detail: res.body?.detail });

describe('reset link check', () => {
  it('says 204 to a guest with a live link as often as asked, without using it', async () => {
    const member = await register();
    const token = await mailedResetToken(mailDir(), member.email);
    for (let i = 0; i < 3; i++) expect((await check(token)).status).toBe(204);
    // Still unused: the reset goes through with it, and only then is the link dead.
    expect((await call('/api/auth/password/reset', { body: { token, password: 'Nouveau-1927' } })).status).toBe(204);
    expect(answer(await check(token))).toEqual({ status: 400, code: 'RESET_LINK_INVALID', detail: INVALID });
    expect((await call('/api/auth/login', { body: { email: member.email, password: 'Nouveau-1927' } })).status).toBe(200);
  });

  it('says a malformed or unknown link is invalid, in the spec words, on the check and the reset alike', async () => {
    for (const token of ['abc', '', 'x'.repeat(201), 12345]) {
      expect({ token, ...answer(await check(token)) }).toEqual({ token, status: 400, code: 'VALIDATION_FAILED', detail: INVALID });
      const reset = await call('/api/auth/password/reset', { body: { token, password: 'Nouveau-1927' } });
      expect({ token, ...answer(reset) }).toEqual({ token, status: 400, code: 'VALIDATION_FAILED', detail: INVALID });
    }
    expect(answer(await check('x'.repeat(43)))).toEqual({ status: 400, code: 'RESET_LINK_INVALID', detail: INVALID });
  });

  it('tells an expired link apart, and leaves it expired', async () => {
    const member = await register();
    const token = await mailedResetToken(mailDir(), member.email);
    expect((await check(token)).status).toBe(204);
    await expireResetLinks(member.session.user.id);
    expect(answer(await check(token))).toEqual({ status: 400, code: 'RESET_LINK_EXPIRED', detail: EXPIRED });
    expect(answer(await call('/api/auth/password/reset', { body: { token, password: 'Nouveau-1927' } }))).toEqual({ status: 400, code: 'RESET_LINK_EXPIRED', detail: EXPIRED });
    expect((await call('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
  });

  it('limits the links one client address tries, checks and resets together', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await check('x'.repeat(43), ip)).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const over = await call('/api/auth/password/reset', { ip, body: { token: 'x'.repeat(43), password: 'Nouveau-1927' } });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await check('x'.repeat(43))).status).toBe(400);
  });
});
