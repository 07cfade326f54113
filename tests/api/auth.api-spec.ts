import { describe, expect, it } from '@jest/globals';
import type { CaptchaChallenge } from '@streaming/contracts';
import { alteredSignatures } from '../support/altered-signatures.js';
import { receivedMails, waitForMail } from '../support/smtp-mail.js';
import { queryDb } from '../support/servers.js';
import { currentTestNames } from '../support/test-env.js';
import { waitForClockPast } from '../support/wait-until.js';
import { call, expireResetLinks, issuedSecond, login, mailedResetToken, randomIp, register, solveCaptcha, uniqueEmail } from './support/api-client.js';

const mailDir = () => process.env.TEST_MAIL_DIR!;
const countUsers = async (email: string) =>
  Number((await queryDb<{ n: string }>(currentTestNames(), 'SELECT count(*) AS n FROM identity.users WHERE email = $1', [email]))[0].n);

describe('registration', () => {
  it('signs up with a solved challenge, sets an httpOnly refresh cookie and returns the member', async () => {
    const ip = randomIp();
    const captcha = (await call<CaptchaChallenge>('/api/auth/captcha', { method: 'POST', ip })).body;
    expect(['math', 'visual', 'logic']).toContain(captcha.kind);
    const email = uniqueEmail();
    const res = await call('/api/auth/register', { ip, body: { email, password: 'Lumière-1895', captchaToken: captcha.token, captchaAnswer: ` ${solveCaptcha(captcha).toUpperCase()} ` } });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, isAdmin: false, emailConfirmedAt: null });
    expect(res.body).not.toHaveProperty('refreshToken');
    expect(res.setCookie.find((c) => c.startsWith('rt='))).toMatch(/HttpOnly/i);
    expect(res.setCookie.find((c) => c.startsWith('rt='))).toMatch(/SameSite=Strict/i);
    // Beside it, the marker the web app reads to know there is a session to restore (no secret in it).
    expect(res.setCookie.find((c) => c.startsWith('has_session='))).toMatch(/^has_session=1;.*SameSite=Strict/i);
    expect(res.setCookie.find((c) => c.startsWith('has_session='))).not.toMatch(/HttpOnly/i);
    const me = await call('/api/me', { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('refuses a wrong answer with the spec message and a new challenge, and creates nothing', async () => {
    const ip = randomIp();
    const captcha = (await call<CaptchaChallenge>('/api/auth/captcha', { method: 'POST', ip })).body;
    const email = uniqueEmail();
    const res = await call('/api/auth/register', { ip, body: { email, password: 'Lumière-1895', captchaToken: captcha.token, captchaAnswer: 'pas la réponse' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'CAPTCHA_INVALID', detail: 'Réponse au captcha incorrecte. Veuillez réessayer.' });
    expect(res.body.captcha.token).toBeDefined();
    expect(res.body.captcha.token).not.toBe(captcha.token);
    expect(await countUsers(email)).toBe(0);
  });

  it('accepts each challenge once', async () => {
    const ip = randomIp();
    const captcha = (await call<CaptchaChallenge>('/api/auth/captcha', { method: 'POST', ip })).body;
    const body = { password: 'Lumière-1895', captchaToken: captcha.token, captchaAnswer: solveCaptcha(captcha) };
    expect((await call('/api/auth/register', { ip, body: { ...body, email: uniqueEmail() } })).status).toBe(201);
    const again = await call('/api/auth/register', { ip, body: { ...body, email: uniqueEmail() } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('CAPTCHA_INVALID');
  });

  it('refuses an address already used, whatever its case, and a common password', async () => {
    const member = await register();
    const ip = randomIp();
    let captcha = (await call<CaptchaChallenge>('/api/auth/captcha', { method: 'POST', ip })).body;
    const dup = await call('/api/auth/register', { ip, body: { email: member.email.toUpperCase(), password: 'Autre-mot-2', captchaToken: captcha.token, captchaAnswer: solveCaptcha(captcha) } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('EMAIL_TAKEN');
    captcha = dup.body.captcha;
    const common = await call('/api/auth/register', { ip, body: { email: uniqueEmail(), password: 'azerty123', captchaToken: captcha.token, captchaAnswer: solveCaptcha(captcha) } });
    expect(common.status).toBe(400);
    expect(common.body.code).toBe('PASSWORD_TOO_COMMON');
  });

  it('records the referral of a sign-up link ?ref=KEY and counts it for the sponsor', async () => {
    const sponsor = await register();
    const key = await call('/api/me/referral/key', { method: 'POST', token: sponsor.accessToken });
    expect(key.status).toBe(201);
    expect(key.body).toMatchObject({ keyUses: 0, keyMaxUses: 2, totalReferrals: 0 });
    expect(key.body.activeKey).toMatch(/^[A-Z0-9]{10}$/);
    await register(uniqueEmail(), 'Lumière-1895', { referralKey: key.body.activeKey });
    const stats = await call('/api/me/referral', { token: sponsor.accessToken });
    expect(stats.body).toMatchObject({ totalReferrals: 1, keyUses: 1, activeKey: key.body.activeKey });
    expect(new Date(stats.body.keyExpiresAt).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password only', async () => {
    const member = await register();
    const bad = await call('/api/auth/login', { body: { email: member.email, password: 'mauvais-mot' } });
    expect(bad.status).toBe(401);
    expect(bad.body.detail).toBe('Email ou mot de passe incorrect.');
    const unknown = await call('/api/auth/login', { body: { email: uniqueEmail(), password: 'mauvais-mot' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.detail).toBe(bad.body.detail);
    const ok = await call('/api/auth/login', { body: { email: member.email.toUpperCase(), password: member.password } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.lastSignInAt).not.toBeNull();
  });

  it('rotates the refresh token, and a replayed old one ends the whole session', async () => {
    const member = await register();
    const first = await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie });
    expect(first.status).toBe(200);
    expect(first.refreshCookie).toBeDefined();
    expect(first.refreshCookie).not.toBe(member.refreshCookie);
    // The stack runs with REFRESH_REUSE_INTERVAL_MS=0: any replay counts as theft.
    const replay = await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('REFRESH_INVALID');
    const afterTheft = await call('/api/auth/refresh', { method: 'POST', cookie: first.refreshCookie });
    expect(afterTheft.status).toBe(401);
  });

  it('logs out: the cookie is cleared and the refresh token no longer works', async () => {
    const member = await register();
    const out = await call('/api/auth/logout', { method: 'POST', cookie: member.refreshCookie, token: member.accessToken });
    expect(out.status).toBe(204);
    expect(out.setCookie.find((c) => c.startsWith('rt='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(out.setCookie.find((c) => c.startsWith('has_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    const refused = await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie });
    expect(refused.status).toBe(401);
    // A refused refresh clears the session marker too, so the web app stops asking on its next load.
    expect(refused.setCookie.find((c) => c.startsWith('has_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });

  it('refuses a forged or expired-looking access token', async () => {
    expect((await call('/api/me', { token: 'abc.def.ghi' })).status).toBe(401);
    const member = await register();
    const [h, p] = member.accessToken.split('.');
    expect((await call('/api/me', { token: `${h}.${p}.forgedsignature` })).status).toBe(401);
  });

  it('refuses the access token with its signature text altered, even where a lenient decoder reads the same bytes', async () => {
    const member = await register();
    const [h, p, sig] = member.accessToken.split('.');
    expect((await call('/api/me', { token: member.accessToken })).status).toBe(200);
    for (const [name, altered] of alteredSignatures(sig)) {
      const res = await call('/api/me', { token: `${h}.${p}.${altered}` });
      expect([name, res.status, res.body.code]).toEqual([name, 401, 'UNAUTHENTICATED']);
    }
  });
});

describe('forgotten password', () => {
  it('answers 202 whether or not the address exists, and mails a one-hour link only to members', async () => {
    const member = await register();
    const unknown = uniqueEmail('inconnu');
    expect((await call('/api/auth/password/forgot', { body: { email: unknown } })).status).toBe(202);
    expect((await call('/api/auth/password/forgot', { body: { email: member.email } })).status).toBe(202);
    const mail = await waitForMail(mailDir(), member.email, 'Réinitialisation');
    const link = mail.links.find((l) => l.includes('/reset-password#'))!;
    expect(link).toMatch(/\/reset-password#access_token=[\w-]+&type=recovery$/);
    // The unknown address was asked for first: had it been mailed, that mail would be there by now.
    expect(receivedMails(mailDir(), unknown)).toEqual([]);

    const token = new URLSearchParams(link.split('#')[1]).get('access_token')!;
    expect((await call('/api/auth/password/reset', { body: { token, password: 'court' } })).status).toBe(400);
    const reset = await call('/api/auth/password/reset', { body: { token, password: 'Nouveau-1927' } });
    expect(reset.status).toBe(204);
    const reused = await call('/api/auth/password/reset', { body: { token, password: 'Encore-1927' } });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe('Lien de réinitialisation invalide ou expiré');

    expect((await call('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(401);
    expect((await call('/api/auth/login', { body: { email: member.email, password: 'Nouveau-1927' } })).status).toBe(200);
    // The reset ended the sessions opened with the old password.
    expect((await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie })).status).toBe(401);
  });

  it("lets nobody block a member's reset: another client's five requests and the member's own all get 202, and one mail with a working link went out", async () => {
    const member = await register();
    const attacker = randomIp();
    const unknown = await call('/api/auth/password/forgot', { ip: attacker, body: { email: uniqueEmail('inconnu') } });
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/auth/password/forgot', { ip: attacker, body: { email: member.email } });
      // The same answer as for an address without an account.
      expect({ status: res.status, body: res.body }).toEqual({ status: 202, body: unknown.body });
    }
    const own = await call('/api/auth/password/forgot', { ip: member.ip, body: { email: member.email } });
    expect(own.status).toBe(202);

    const mail = await waitForMail(mailDir(), member.email, 'Réinitialisation');
    // Six requests, one link: the others were dropped before reaching identity.
    const links = await queryDb<{ n: string }>(currentTestNames(), `SELECT count(*) AS n FROM identity.email_tokens WHERE user_id = $1 AND kind = 'recovery'`, [member.session.user.id]);
    expect(Number(links[0].n)).toBe(1);
    const token = new URLSearchParams(mail.links.find((l) => l.includes('/reset-password#'))!.split('#')[1]).get('access_token')!;
    expect((await call('/api/auth/password/reset', { body: { token, password: 'Nouveau-1927' } })).status).toBe(204);
    expect((await call('/api/auth/login', { body: { email: member.email, password: 'Nouveau-1927' } })).status).toBe(200);
  });

  it('tells an expired link apart', async () => {
    const member = await register();
    const token = await mailedResetToken(mailDir(), member.email);
    await expireResetLinks(member.session.user.id);
    const res = await call('/api/auth/password/reset', { body: { token, password: 'Nouveau-1927' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Le lien de réinitialisation a expiré. Veuillez demander un nouveau lien.');
  });
});

describe('profile', () => {
  it('changes the e-mail only once the new address is confirmed', async () => {
    const member = await register();
    const newEmail = uniqueEmail('nouvelle');
    const res = await call('/api/me/email', { method: 'PATCH', token: member.accessToken, body: { email: newEmail, currentPassword: member.password } });
    expect(res.status).toBe(202);
    expect(res.body.pendingEmail).toBe(newEmail);
    expect((await call('/api/me', { token: member.accessToken })).body.email).toBe(member.email);
    const mail = await waitForMail(mailDir(), newEmail, 'Confirmez votre nouvelle adresse');
    const token = new URLSearchParams(mail.links.find((l) => l.includes('/confirm-email#'))!.split('#')[1]).get('token')!;
    const confirm = await call('/api/auth/email/confirm', { body: { token } });
    expect(confirm.status).toBe(200);
    const me = (await call('/api/me', { token: member.accessToken })).body;
    expect(me).toMatchObject({ email: newEmail, pendingEmail: null });
    expect(me.emailConfirmedAt).not.toBeNull();
    expect((await call('/api/auth/login', { body: { email: newEmail, password: member.password } })).status).toBe(200);
  });

  it('refuses an unchanged address', async () => {
    const member = await register();
    const res = await call('/api/me/email', { method: 'PATCH', token: member.accessToken, body: { email: member.email, currentPassword: member.password } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('EMAIL_UNCHANGED');
  });

  it('checks the current password, then ends the other sessions and opens a new one', async () => {
    const member = await register();
    const other = await login(member.email, member.password);
    // Access tokens carry their issue time in whole seconds: the change falls in a later second than the other session's.
    await waitForClockPast(issuedSecond(other.accessToken) * 1000 + 999);
    const wrong = await call('/api/me/password', { method: 'PATCH', token: member.accessToken, body: { currentPassword: 'faux', newPassword: 'Nouveau-1927' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CURRENT_PASSWORD_WRONG');
    const short = await call('/api/me/password', { method: 'PATCH', token: member.accessToken, body: { currentPassword: member.password, newPassword: '12345' } });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Le nouveau mot de passe doit contenir au moins 6 caractères');
    const ok = await call('/api/me/password', { method: 'PATCH', token: member.accessToken, body: { currentPassword: member.password, newPassword: 'Nouveau-1927' } });
    expect(ok.status).toBe(200);
    expect(ok.refreshCookie).toBeDefined();
    expect((await call('/api/me', { token: other.accessToken })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', cookie: other.refreshCookie })).status).toBe(401);
    expect((await call('/api/me', { token: ok.body.accessToken })).status).toBe(200);
  });

  it('mails the contact form to support with the member as reply-to', async () => {
    const member = await register();
    const res = await call('/api/contact', { token: member.accessToken, body: { email: member.email, category: 'technique', subject: 'Vidéo bloquée', message: 'La vidéo ne démarre pas.\nMerci !' } });
    expect(res.status).toBe(202);
    const mail = await waitForMail(mailDir(), 'support@streaming.local', 'Vidéo bloquée');
    expect(mail.subject).toContain('Problème technique');
    expect(mail.text).toContain('La vidéo ne démarre pas.');
  });
});
