import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  IdentityPatterns,
  type Actor, type IssuedSession,
} from '@streaming/contracts';
import { dropDatabase, loadConfig, migrate, RpcClient } from '@streaming/platform';
import { currentTestNames, type TestNames } from '../../../tests/support/test-env.js';
import { queryDb } from '../../../tests/support/servers.js';
import { IdentityEnv } from '../src/config/identity.env.js';
import { startIdentity, type RunningIdentity } from '../src/identity.app.js';
import { createIdentityDataSource, IDENTITY_SCHEMA } from '../src/database/identity-data-source.js';
import { generateChallenge, issueChallenge } from '../src/captcha/captcha.rules.js';

// This file's own database, NATS prefix, stream and Redis prefix: its mails and tokens show nowhere else.
const run = currentTestNames();
const names: TestNames = {
  ...run,
  DATABASE_URL: `${run.DATABASE_URL}_account`,
  NATS_PREFIX: `${run.NATS_PREFIX}account`,
  EVENTS_STREAM: `${run.EVENTS_STREAM}_ACCOUNT`,
  EVENTS_PREFIX: `${run.EVENTS_PREFIX}_account`,
  REDIS_PREFIX: `${run.REDIS_PREFIX}account:`,
};
const APP_URL = 'http://app.exemple.test';
const PASSWORD = 'Lumière-1895';

let identity: RunningIdentity;
let rpc: RpcClient;
let env: IdentityEnv;

beforeAll(async () => {
  await dropDatabase(names.DATABASE_URL);
  await migrate(createIdentityDataSource(names.DATABASE_URL), names.DATABASE_URL, IDENTITY_SCHEMA);
  // SMTP_URL points at a closed port: every mail stays in the outbox, where it is read below.
  env = loadConfig(IdentityEnv, { ...process.env, ...names, SMTP_URL: 'smtp://127.0.0.1:9', APP_URL });
  identity = await startIdentity(env);
  rpc = await RpcClient.connect(env, 'identity-account-int-test', 5000);
});

afterAll(async () => {
  await rpc?.close();
  if (identity) {
    const jsm = await jetstreamManager(identity.infra.nc);
    await jsm.streams.delete(names.EVENTS_STREAM).catch(() => undefined);
    await identity.close();
  }
  await dropDatabase(names.DATABASE_URL);
});

interface Member {
  email: string;
  actor: Actor;
  session: IssuedSession;
}

async function register(): Promise<Member> {
  const email = `compte-${randomUUID().slice(0, 8)}@exemple.fr`;
  const generated = generateChallenge();
  const captcha = issueChallenge(env.CAPTCHA_SECRET, generated, Date.now());
  const session = await rpc.call(IdentityPatterns.register, { email, password: PASSWORD, captchaToken: captcha.token, captchaAnswer: generated.answer });
  return { email, session, actor: { userId: session.user.id, isAdmin: false } };
}

const newAddress = (tag = 'nouvelle') => `${tag}-${randomUUID().slice(0, 8)}@exemple.fr`;
const changeEmail = (m: Member, email: string, currentPassword = PASSWORD) =>
  rpc.call(IdentityPatterns.meEmailChange, { email, currentPassword }, { actor: m.actor });
const cancel = (token: string) => rpc.call(IdentityPatterns.emailChangeCancel, { token });
const confirm = (token: string) => rpc.call(IdentityPatterns.emailConfirm, { token });
const me = (m: Member) => rpc.call(IdentityPatterns.meGet, {}, { actor: m.actor });

interface QueuedMail {
  subject: string;
  text: string;
}

/** The mails waiting for `to`, oldest first. */
const mailsTo = (to: string) =>
  queryDb<QueuedMail>(names, 'SELECT subject, text FROM identity.mail_outbox WHERE to_address = $1 ORDER BY created_at', [to]);

/** The token of the link to `path` in the last mail to `to` whose subject contains `subject`. */
async function linkToken(to: string, subject: string, path: string): Promise<string> {
  const mail = (await mailsTo(to)).filter((m) => m.subject.includes(subject)).at(-1);
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.startsWith(`${APP_URL}${path}#token=`));
  if (!link) throw new Error(`no ${path} link in "${subject}" to ${to}`);
  return new URL(link).hash.replace('#token=', '');
}

describe('e-mail change', () => {
  it('refuses a wrong current password and changes nothing, mails nothing', async () => {
    const m = await register();
    const target = newAddress();
    await expect(changeEmail(m, target, 'pas-le-bon')).rejects.toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', status: 400, message: 'Le mot de passe actuel est incorrect.' });
    await expect(changeEmail(m, target, '')).rejects.toMatchObject({ status: 400, message: 'Le mot de passe actuel est requis.' });
    expect((await me(m)).pendingEmail).toBeNull();
    expect(await mailsTo(target)).toEqual([]);
    expect((await mailsTo(m.email)).map((x) => x.subject)).toEqual(['Confirmez votre adresse email']);
  });

  it('mails the confirmation to the new address and, to the old one, the new address with a cancel link', async () => {
    const m = await register();
    const target = newAddress();
    expect(await changeEmail(m, target.toUpperCase())).toEqual({ pendingEmail: target });
    expect((await me(m)).pendingEmail).toBe(target);
    const [notice] = (await mailsTo(m.email)).filter((x) => x.subject === 'Demande de changement de votre adresse email');
    expect(notice.text).toContain(`par ${target}.`);
    expect(notice.text).toContain('pendant une heure');
    expect(await linkToken(m.email, 'Demande de changement', '/cancel-email-change')).toMatch(/^[\w-]{43}$/);
    expect(await linkToken(target, 'Confirmez votre nouvelle adresse', '/confirm-email')).toMatch(/^[\w-]{43}$/);
    // The cancel link is in neither of the new address's mails.
    expect((await mailsTo(target)).some((x) => x.text.includes('/cancel-email-change'))).toBe(false);
  });

  it('cancels: the pending address is dropped and the confirmation link stops working', async () => {
    const m = await register();
    const target = newAddress();
    await changeEmail(m, target);
    const cancelToken = await linkToken(m.email, 'Demande de changement', '/cancel-email-change');
    const confirmToken = await linkToken(target, 'Confirmez votre nouvelle adresse', '/confirm-email');

    expect(await cancel(cancelToken)).toEqual({ userId: m.actor.userId, email: m.email, cancelledEmail: target });
    expect(await me(m)).toMatchObject({ email: m.email, pendingEmail: null });
    await expect(confirm(confirmToken)).rejects.toMatchObject({ code: 'EMAIL_TOKEN_INVALID', status: 400 });
    expect((await me(m)).email).toBe(m.email);
    await expect(cancel(cancelToken)).rejects.toMatchObject({
      code: 'EMAIL_CHANGE_ALREADY_CANCELLED',
      status: 409,
      message: "Cette demande de changement d'adresse a déjà été annulée : votre adresse email reste inchangée.",
    });
  });

  it('tells the old address once the change is confirmed, after which the cancel link cannot undo it', async () => {
    const m = await register();
    const target = newAddress();
    await changeEmail(m, target);
    const cancelToken = await linkToken(m.email, 'Demande de changement', '/cancel-email-change');
    await confirm(await linkToken(target, 'Confirmez votre nouvelle adresse', '/confirm-email'));
    expect(await me(m)).toMatchObject({ email: target, pendingEmail: null });
    const changed = (await mailsTo(m.email)).filter((x) => x.subject === 'Votre adresse email a été modifiée');
    expect(changed).toHaveLength(1);
    expect(changed[0].text).toContain(`désormais ${target}`);
    expect(changed[0].text).toContain(env.SUPPORT_EMAIL);
    expect((await mailsTo(target)).some((x) => x.subject === 'Votre adresse email a été modifiée')).toBe(false);
    await expect(cancel(cancelToken)).rejects.toMatchObject({ code: 'EMAIL_CHANGE_ALREADY_CONFIRMED', status: 409 });
    expect((await me(m)).email).toBe(target);
  });

  it('tells an expired, an unknown and a foreign link apart', async () => {
    const m = await register();
    await changeEmail(m, newAddress());
    const cancelToken = await linkToken(m.email, 'Demande de changement', '/cancel-email-change');
    await queryDb(names, `UPDATE identity.email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [m.actor.userId]);
    await expect(cancel(cancelToken)).rejects.toMatchObject({
      code: 'EMAIL_CANCEL_LINK_EXPIRED',
      message: "Ce lien d'annulation a expiré. La demande de changement d'adresse a expiré elle aussi : votre adresse email reste inchangée.",
    });
    await expect(cancel('x'.repeat(43))).rejects.toMatchObject({ code: 'EMAIL_CANCEL_LINK_INVALID', status: 400 });
    await expect(cancel('court')).rejects.toMatchObject({ status: 400, message: "Lien d'annulation invalide." });
    // A confirmation link is not a cancel link.
    const other = await register();
    const target = newAddress();
    await changeEmail(other, target);
    await expect(cancel(await linkToken(target, 'Confirmez votre nouvelle adresse', '/confirm-email'))).rejects.toMatchObject({ code: 'EMAIL_CANCEL_LINK_INVALID' });
    expect((await me(other)).pendingEmail).toBe(target);
  });

  it('leaves a newer request to the link of its own mail', async () => {
    const m = await register();
    const first = newAddress('premiere');
    const second = newAddress('seconde');
    await changeEmail(m, first);
    const firstCancel = await linkToken(m.email, 'Demande de changement', '/cancel-email-change');
    await changeEmail(m, second);
    const secondCancel = await linkToken(m.email, 'Demande de changement', '/cancel-email-change');
    expect(secondCancel).not.toBe(firstCancel);
    await expect(cancel(firstCancel)).rejects.toMatchObject({ code: 'EMAIL_CHANGE_NOT_PENDING', status: 409 });
    expect((await me(m)).pendingEmail).toBe(second);
    expect(await cancel(secondCancel)).toEqual({ userId: m.actor.userId, email: m.email, cancelledEmail: second });
    expect((await me(m)).pendingEmail).toBeNull();
  });

  it('lets exactly one of a confirmation and a cancel sent together win', async () => {
    for (let i = 0; i < 4; i++) {
      const m = await register();
      const target = newAddress();
      await changeEmail(m, target);
      const cancelToken = await linkToken(m.email, 'Demande de changement', '/cancel-email-change');
      const confirmToken = await linkToken(target, 'Confirmez votre nouvelle adresse', '/confirm-email');
      const [confirmed, cancelled] = await Promise.allSettled([confirm(confirmToken), cancel(cancelToken)]);
      const account = await me(m);
      if (confirmed.status === 'fulfilled') {
        expect(cancelled).toMatchObject({ status: 'rejected', reason: { code: 'EMAIL_CHANGE_ALREADY_CONFIRMED' } });
        expect(account).toMatchObject({ email: target, pendingEmail: null });
      } else {
        expect(confirmed.reason).toMatchObject({ code: 'EMAIL_TOKEN_INVALID' });
        expect(cancelled.status).toBe('fulfilled');
        expect(account).toMatchObject({ email: m.email, pendingEmail: null });
      }
    }
  });
});

describe('password change', () => {
  it('tells the account address, and only when the current password was right', async () => {
    const m = await register();
    await expect(
      rpc.call(IdentityPatterns.mePasswordChange, { currentPassword: 'pas-le-bon', newPassword: 'Nouveau-1927' }, { actor: m.actor }),
    ).rejects.toMatchObject({ code: 'CURRENT_PASSWORD_WRONG' });
    expect((await mailsTo(m.email)).filter((x) => x.subject === 'Votre mot de passe a été modifié')).toHaveLength(0);
    await rpc.call(IdentityPatterns.mePasswordChange, { currentPassword: PASSWORD, newPassword: 'Nouveau-1927' }, { actor: m.actor });
    const [mail] = (await mailsTo(m.email)).filter((x) => x.subject === 'Votre mot de passe a été modifié');
    expect(mail.text).toMatch(/modifié le \d{1,2} \S+ 20\d\d à \d{2}:\d{2} \(heure de Paris\)/);
    expect(mail.text).toContain(`${APP_URL}/forgot-password`);
  });
});
