import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { IdentityEvents, IdentityPatterns, type Actor, type BusEvent, type IssuedSession } from '@streaming/contracts';
import { dropDatabase, loadConfig, migrate, RpcClient } from '@streaming/platform';
import { stopTopicService, topicTestNames } from '../../../tests/support/service-context.js';
import { queryDb } from '../../../tests/support/servers.js';
import { IdentityEnv } from '../src/config/identity.env.js';
import { startIdentity, type RunningIdentity } from '../src/identity.app.js';
import { createIdentityDataSource, IDENTITY_SCHEMA } from '../src/database/identity-data-source.js';
import { generateChallenge, issueChallenge } from '../src/captcha/captcha.rules.js';
import { AccountErasureService } from '../src/admin/account-erasure.service.js';
import { publishedEvents } from './published-events.js';

// This file's own database, NATS prefix, stream and Redis prefix: the only deletions its stream holds are its own.
const names = topicTestNames('erasure');
const PASSWORD = 'Lumière-1895';
const ADMIN: Actor = { userId: randomUUID(), isAdmin: true };

let identity: RunningIdentity;
let rpc: RpcClient;
let env: IdentityEnv;
let erasure: AccountErasureService;

beforeAll(async () => {
  await dropDatabase(names.DATABASE_URL);
  await migrate(createIdentityDataSource(names.DATABASE_URL), names.DATABASE_URL, IDENTITY_SCHEMA);
  // SMTP_URL points at a closed port: every mail waits in the outbox, where an erasure must find it.
  env = loadConfig(IdentityEnv, { ...process.env, ...names, SMTP_URL: 'smtp://127.0.0.1:9' });
  identity = await startIdentity(env);
  erasure = identity.app.get(AccountErasureService);
  rpc = await RpcClient.connect(env, 'identity-erasure-int-test', 5000);
});

afterAll(async () => {
  await rpc?.close();
  await stopTopicService(names, identity);
});

interface Member {
  email: string;
  actor: Actor;
  session: IssuedSession;
}

const newAddress = (tag = 'membre') => `${tag}-${randomUUID().slice(0, 8)}@exemple.fr`;

async function register(email = newAddress(), referralKey?: string): Promise<Member> {
  const generated = generateChallenge();
  const captcha = issueChallenge(env.CAPTCHA_SECRET, generated, Date.now());
  const session = await rpc.call(IdentityPatterns.register, {
    email, password: PASSWORD, captchaToken: captcha.token, captchaAnswer: generated.answer, ...(referralKey ? { referralKey } : {}),
  });
  return { email, session, actor: { userId: session.user.id, isAdmin: false } };
}

/** A key of `m`'s that the next member signing up with it is referred by. */
async function referralKeyOf(m: Member): Promise<string> {
  return (await rpc.call(IdentityPatterns.referralGenerate, {}, { actor: m.actor })).activeKey!;
}

/** How many rows of each identity table are about `userId` (either side of a referral). */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const [row] = await queryDb<Record<string, number>>(
    names,
    `SELECT (SELECT count(*) FROM identity.users WHERE id = $1)::int AS users,
            (SELECT count(*) FROM identity.admin_users WHERE user_id = $1)::int AS admin_users,
            (SELECT count(*) FROM identity.refresh_tokens WHERE user_id = $1)::int AS refresh_tokens,
            (SELECT count(*) FROM identity.revoked_access_tokens WHERE user_id = $1)::int AS revoked_access_tokens,
            (SELECT count(*) FROM identity.email_tokens WHERE user_id = $1)::int AS email_tokens,
            (SELECT count(*) FROM identity.bans WHERE user_id = $1)::int AS bans,
            (SELECT count(*) FROM identity.referral_keys WHERE user_id = $1)::int AS referral_keys,
            (SELECT count(*) FROM identity.user_referrals WHERE referrer_id = $1 OR referred_id = $1)::int AS user_referrals`,
    [userId],
  );
  return row;
}

/** The subjects of the mails waiting for `to`. */
const mailsTo = async (to: string) =>
  (await queryDb<{ subject: string }>(names, 'SELECT subject FROM identity.mail_outbox WHERE to_address = $1 ORDER BY created_at', [to])).map((m) => m.subject);

/** Every identity.user.deleted event published so far. */
const deletedEvents = () => publishedEvents<BusEvent<typeof IdentityEvents.deleted>>(identity, names, `${names.EVENTS_PREFIX}.${IdentityEvents.deleted}`);

describe('account erasure', () => {
  it("deletes the account and every identity row of the member, keeps everyone else's, and publishes identity.user.deleted once, with the id only", async () => {
    // A member with something in every table: admin, banned, a logged-out session, a pending address
    // change, a referral key used by a newcomer, and referred themself by someone else.
    const sponsor = await register(newAddress('parrain'));
    const gone = await register(newAddress('efface'), await referralKeyOf(sponsor));
    const newcomer = await register(newAddress('filleul'), await referralKeyOf(gone));
    const other = await rpc.call(IdentityPatterns.login, { email: gone.email, password: PASSWORD });
    await rpc.call(IdentityPatterns.logout, { refreshToken: other.refreshToken, accessToken: other.accessToken });
    // Banned first: an admin cannot be banned (demoted first), a banned member can be promoted.
    await rpc.call(IdentityPatterns.adminUserBan, { id: gone.actor.userId, reason: 'Partage de compte', days: 7 }, { actor: ADMIN });
    await rpc.call(IdentityPatterns.adminUserRole, { id: gone.actor.userId, isAdmin: true }, { actor: ADMIN });
    const pending = newAddress('nouvelle');
    await rpc.call(IdentityPatterns.meEmailChange, { email: pending, currentPassword: PASSWORD }, { actor: gone.actor });
    expect(await rowsOf(gone.actor.userId)).toEqual({
      users: 1, admin_users: 1, refresh_tokens: 2, revoked_access_tokens: 1, email_tokens: 3, bans: 1, referral_keys: 1, user_referrals: 2,
    });
    expect(await mailsTo(gone.email)).toEqual(['Confirmez votre adresse email', 'Demande de changement de votre adresse email']);
    expect(await mailsTo(pending)).toEqual(['Confirmez votre nouvelle adresse email']);
    const [sponsorRows, newcomerRows] = [await rowsOf(sponsor.actor.userId), await rowsOf(newcomer.actor.userId)];

    expect(await erasure.erase({ email: gone.email.toUpperCase() })).toEqual({ userId: gone.actor.userId, email: gone.email, mailsDropped: 3 });

    expect(await rowsOf(gone.actor.userId)).toEqual({
      users: 0, admin_users: 0, refresh_tokens: 0, revoked_access_tokens: 0, email_tokens: 0, bans: 0, referral_keys: 0, user_referrals: 0,
    });
    expect(await mailsTo(gone.email)).toEqual([]);
    expect(await mailsTo(pending)).toEqual([]);
    // The sponsor and the newcomer keep their accounts, keys and mails; only their referral link to the erased member went.
    expect(await rowsOf(sponsor.actor.userId)).toEqual({ ...sponsorRows, user_referrals: 0 });
    expect(await rowsOf(newcomer.actor.userId)).toEqual({ ...newcomerRows, user_referrals: 0 });
    expect(await mailsTo(sponsor.email)).toEqual(['Confirmez votre adresse email']);
    expect((await rpc.call(IdentityPatterns.referralStats, {}, { actor: sponsor.actor })).totalReferrals).toBe(0);

    const events = (await deletedEvents()).filter((e) => e.data.userId === gone.actor.userId);
    expect(events).toHaveLength(1);
    // Exactly the envelope engagement's purge consumer reads, and no address in it.
    expect(Object.keys(events[0]).sort()).toEqual(['data', 'id', 'occurredAt', 'type']);
    expect(events[0]).toMatchObject({ type: 'identity.user.deleted', data: { userId: gone.actor.userId } });
    expect(events[0].data).toEqual({ userId: gone.actor.userId });
    expect(Number.isNaN(Date.parse(events[0].occurredAt))).toBe(false);

    // What the gateway and a caller now see: no account, no session, no sign-in.
    expect(await rpc.call(IdentityPatterns.accessGet, { userId: gone.actor.userId })).toMatchObject({ exists: false, isAdmin: false, ban: null, user: null });
    await expect(rpc.call(IdentityPatterns.refresh, { refreshToken: gone.session.refreshToken })).rejects.toMatchObject({ code: 'REFRESH_INVALID', status: 401 });
    await expect(rpc.call(IdentityPatterns.login, { email: gone.email, password: PASSWORD })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(rpc.call(IdentityPatterns.meGet, {}, { actor: gone.actor })).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    // The address is free again: signing up with it opens a new, empty account.
    const again = await register(gone.email);
    expect(again.actor.userId).not.toBe(gone.actor.userId);
    expect(await rowsOf(again.actor.userId)).toMatchObject({ admin_users: 0, bans: 0, user_referrals: 0 });
  });

  it('finds the account by id too, and keeps the mail of an address another account holds', async () => {
    const gone = await register();
    // The member asks for an address that someone else then signs up with: that mail is the other account's.
    const contested = newAddress('disputee');
    await rpc.call(IdentityPatterns.meEmailChange, { email: contested, currentPassword: PASSWORD }, { actor: gone.actor });
    const holder = await register(contested);
    expect(await mailsTo(contested)).toEqual(['Confirmez votre nouvelle adresse email', 'Confirmez votre adresse email']);

    expect(await erasure.erase({ id: gone.actor.userId })).toEqual({ userId: gone.actor.userId, email: gone.email, mailsDropped: 2 });
    expect((await rowsOf(gone.actor.userId)).users).toBe(0);
    expect(await mailsTo(gone.email)).toEqual([]);
    expect(await mailsTo(contested)).toEqual(['Confirmez votre nouvelle adresse email', 'Confirmez votre adresse email']);
    expect((await rowsOf(holder.actor.userId)).users).toBe(1);
    expect((await deletedEvents()).filter((e) => e.data.userId === gone.actor.userId)).toHaveLength(1);
  });

  it('refuses an unknown account with a French message, changes nothing and publishes nothing; a second erasure is refused the same way', async () => {
    const gone = await register();
    await erasure.erase({ id: gone.actor.userId });
    const [users, mails, published] = [
      await queryDb(names, 'SELECT id FROM identity.users ORDER BY id'),
      await queryDb(names, 'SELECT id FROM identity.mail_outbox ORDER BY id'),
      (await deletedEvents()).length,
    ];

    for (const ref of [{ email: 'personne@exemple.fr' }, { id: randomUUID() }, { id: gone.actor.userId }, { email: gone.email }]) {
      await expect(erasure.erase(ref)).rejects.toMatchObject({ code: 'USER_NOT_FOUND', status: 404, message: 'Utilisateur introuvable.' });
    }

    expect(await queryDb(names, 'SELECT id FROM identity.users ORDER BY id')).toEqual(users);
    expect(await queryDb(names, 'SELECT id FROM identity.mail_outbox ORDER BY id')).toEqual(mails);
    expect((await queryDb<{ n: number }>(names, 'SELECT count(*)::int AS n FROM identity.outbox'))[0].n).toBe(0);
    expect(await deletedEvents()).toHaveLength(published);
  });
});
