import { describe, expect, it } from '@jest/globals';
import { receivedMails, waitForMail, type ReceivedMail } from '../support/smtp-mail.js';
import { waitUntil } from '../support/wait-until.js';
import { call, randomIp, register, registerAdmin, uniqueEmail, type Member } from './support/api-client.js';

const mailDir = () => process.env.TEST_MAIL_DIR!;
/** The stack runs with the default RATE_LIMIT_ACCOUNT_CHANGE. */
const LIMIT = { count: 5, windowSeconds: 900 };

const changeEmail = (m: Member, email: string, currentPassword = m.password, ip?: string) =>
  call('/api/me/email', { method: 'PATCH', token: m.accessToken, body: { email, currentPassword }, ip });
const changePassword = (m: Member, currentPassword: string, newPassword = 'Nouveau-1927', ip?: string) =>
  call('/api/me/password', { method: 'PATCH', token: m.accessToken, body: { currentPassword, newPassword }, ip });

/** The token in the fragment of the mail's link to `path`. */
function tokenOf(mail: ReceivedMail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  expect(link).toMatch(new RegExp(`${path}#token=[\\w-]{43}$`));
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
}

describe('e-mail change', () => {
  it('refuses a wrong or missing current password and changes nothing', async () => {
    const member = await register();
    const target = uniqueEmail('refusee');
    const wrong = await changeEmail(member, target, 'pas-le-bon');
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(wrong.body).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', detail: 'Le mot de passe actuel est incorrect.' });
    const missing = await call('/api/me/email', { method: 'PATCH', token: member.accessToken, body: { email: target } });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Le mot de passe actuel est requis.');
    expect((await call('/api/me', { token: member.accessToken })).body).toMatchObject({ email: member.email, pendingEmail: null });
    // Nothing was mailed for the refused requests: the first mails are those of the accepted change that follows.
    expect((await changeEmail(member, target)).status).toBe(202);
    await waitForMail(mailDir(), target, 'Confirmez votre nouvelle adresse');
    await waitForMail(mailDir(), member.email, 'Demande de changement');
    expect(receivedMails(mailDir(), target).map((m) => m.subject)).toEqual(['Confirmez votre nouvelle adresse email']);
    expect(receivedMails(mailDir(), member.email).filter((m) => m.subject.includes('Demande de changement'))).toHaveLength(1);
  });

  it('mails the new address a confirmation and the old one a cancel link; cancelling kills the confirmation', async () => {
    const member = await register();
    const target = uniqueEmail('nouvelle');
    const res = await changeEmail(member, target);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ pendingEmail: target });
    expect((await call('/api/me', { token: member.accessToken })).body).toMatchObject({ email: member.email, pendingEmail: target });

    const confirmation = await waitForMail(mailDir(), target, 'Confirmez votre nouvelle adresse');
    const notice = await waitForMail(mailDir(), member.email, 'Demande de changement de votre adresse email');
    expect(notice.text).toContain(target);
    const confirmToken = tokenOf(confirmation, '/confirm-email');
    const cancelToken = tokenOf(notice, '/cancel-email-change');
    expect(confirmation.links.some((l) => l.includes('/cancel-email-change'))).toBe(false);

    // The link works without a session: whoever reads the old mailbox may cancel.
    const cancelled = await call('/api/auth/email/cancel', { body: { token: cancelToken } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ email: member.email, cancelledEmail: target });
    expect((await call('/api/me', { token: member.accessToken })).body).toMatchObject({ email: member.email, pendingEmail: null });

    const late = await call('/api/auth/email/confirm', { body: { token: confirmToken } });
    expect(late.status).toBe(400);
    expect(late.body.detail).toBe('Lien de confirmation invalide ou expiré.');
    expect((await call('/api/auth/login', { body: { email: target, password: member.password } })).status).toBe(401);

    const again = await call('/api/auth/email/cancel', { body: { token: cancelToken } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'EMAIL_CHANGE_ALREADY_CANCELLED', detail: "Cette demande de changement d'adresse a déjà été annulée : votre adresse email reste inchangée." });
  });

  it('tells the old address once the new one is confirmed; the cancel link then says it is too late', async () => {
    const member = await register();
    const target = uniqueEmail('confirmee');
    expect((await changeEmail(member, target)).status).toBe(202);
    const cancelToken = tokenOf(await waitForMail(mailDir(), member.email, 'Demande de changement'), '/cancel-email-change');
    const confirmToken = tokenOf(await waitForMail(mailDir(), target, 'Confirmez votre nouvelle adresse'), '/confirm-email');
    expect((await call('/api/auth/email/confirm', { body: { token: confirmToken } })).status).toBe(200);

    const told = await waitForMail(mailDir(), member.email, 'Votre adresse email a été modifiée');
    expect(told.text).toContain(target);
    const tooLate = await call('/api/auth/email/cancel', { body: { token: cancelToken } });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.code).toBe('EMAIL_CHANGE_ALREADY_CONFIRMED');
    expect((await call('/api/me', { token: member.accessToken })).body.email).toBe(target);
  });

  it('answers a malformed or unknown cancel link with a clear French 400', async () => {
    const empty = await call('/api/auth/email/cancel', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe("Lien d'annulation invalide.");
    const unknown = await call('/api/auth/email/cancel', { body: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'EMAIL_CANCEL_LINK_INVALID' });
    expect(unknown.body.detail).toMatch(/^Lien d'annulation invalide\./);
  });
});

describe('password change', () => {
  it('mails the account address that the password was changed', async () => {
    const member = await register();
    expect((await changePassword(member, 'pas-le-bon')).status).toBe(400);
    const ok = await changePassword(member, member.password);
    expect(ok.status).toBe(200);
    const mail = await waitForMail(mailDir(), member.email, 'Votre mot de passe a été modifié');
    // One mail: the refused change before it sent none.
    expect(receivedMails(mailDir(), member.email).filter((m) => m.subject.includes('Votre mot de passe a été modifié'))).toHaveLength(1);
    expect(mail.text).toContain('(heure de Paris)');
    expect(mail.links.some((l) => l.endsWith('/forgot-password'))).toBe(true);
  });
});

describe('rate limits on account changes', () => {
  it(`refuses with 429 after ${LIMIT.count} wrong current passwords, even the right one, on both routes`, async () => {
    const member = await register();
    for (let i = 0; i < LIMIT.count; i++) {
      const res = i % 2 ? await changeEmail(member, uniqueEmail(), 'pas-le-bon') : await changePassword(member, 'pas-le-bon');
      expect({ try: i + 1, status: res.status, code: res.body.code }).toEqual({ try: i + 1, status: 400, code: 'CURRENT_PASSWORD_WRONG' });
    }
    // From another address: the count belongs to the account.
    for (const res of [await changePassword(member, member.password, 'Nouveau-1927', randomIp()), await changeEmail(member, uniqueEmail(), member.password, randomIp())]) {
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED', detail: 'Trop de tentatives. Veuillez réessayer plus tard.' });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(LIMIT.windowSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(LIMIT.windowSeconds);
    }
    expect((await call('/api/me', { token: member.accessToken })).body.pendingEmail).toBeNull();
    // Another member is not held.
    const other = await register();
    expect((await changePassword(other, other.password)).status).toBe(200);
  });

  it('counts guesses sent all at once before they are checked', async () => {
    const member = await register();
    const results = await Promise.all(Array.from({ length: 40 }, () => changePassword(member, 'pas-le-bon')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LIMIT.count);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMIT.count);
  });

  it('does not count a right password as a failure, nor forget the failures before it', async () => {
    const member = await register();
    for (let i = 0; i < LIMIT.count - 1; i++) expect((await changePassword(member, 'pas-le-bon')).status).toBe(400);
    const ok = await changePassword(member, member.password, 'Nouveau-1927');
    expect(ok.status).toBe(200);
    const next = { ...member, accessToken: ok.body.accessToken };
    // The fifth failure of the window is still checked (it would be refused had the success counted)...
    expect((await changePassword(next, 'pas-le-bon')).status).toBe(400);
    // ...and the account is held from there, right password or not.
    expect((await changePassword(next, 'Nouveau-1927', 'Encore-1928')).status).toBe(429);
  });

  it(`limits change requests of any outcome to ${LIMIT.count * 2} per account`, async () => {
    const member = await register();
    for (let i = 0; i < LIMIT.count * 2; i++) expect((await changeEmail(member, uniqueEmail('serie'))).status).toBe(202);
    const refused = await changeEmail(member, uniqueEmail('serie'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('who may change the account', () => {
  it('guests get 401; the cancel link needs no session', async () => {
    for (const [path, body] of [['/api/me/email', { email: uniqueEmail(), currentPassword: 'x' }], ['/api/me/password', { currentPassword: 'x', newPassword: 'Nouveau-1927' }]] as const) {
      const res = await call(path, { method: 'PATCH', body });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it('a banned member gets 403 on both changes, with the right password', async () => {
    const admin = await registerAdmin();
    const member = await register();
    expect((await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Spam', days: 1 } })).status).toBe(200);
    await waitUntil(() => call('/api/me', { token: member.accessToken }), (res) => res.status === 403);
    const email = await changeEmail(member, uniqueEmail());
    const password = await changePassword(member, member.password);
    for (const res of [email, password]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ACCOUNT_BANNED');
    }
  });
});
