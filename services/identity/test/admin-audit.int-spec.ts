import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  AdminActionEvents, IdentityPatterns, type Actor, type AdminActionData, type AuditEntry, type AuditQuery, type EventEnvelope,
} from '@streaming/contracts';
import { publishForgedEvents, publishSignedEvent } from '../../../tests/support/signed-events.js';
import { queryDb } from '../../../tests/support/servers.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { AdminUsersService } from '../src/admin/admin-users.service.js';
import { AccountErasureService } from '../src/admin/account-erasure.service.js';
import { SUPPORT, useIdentity } from './identity-context.js';

// This file's own database, stream and SMTP server: its audit log holds only its own rows.
const ctx = useIdentity('audit');

interface Member {
  email: string;
  actor: Actor;
}

async function register(tag?: string): Promise<Member> {
  const { id, email } = await ctx.register(tag);
  return { email, actor: { userId: id, isAdmin: false } };
}

/** A member made admin as an operator does (`npm run admin:grant`), acting as one from then on. */
async function registerAdmin(): Promise<Member> {
  const m = await register('admin');
  await ctx.identity.app.get(AdminUsersService).grantByEmail(m.email);
  return { ...m, actor: { userId: m.actor.userId, isAdmin: true } };
}

/** When the member signed up, as the account says. */
const createdAtOf = async (m: Member) => (await ctx.rpc.call(IdentityPatterns.accessGet, { userId: m.actor.userId })).user!.createdAt;

/** Every admin of this file's database gives up the role but `keep`: the last-admin rule then bites. */
const onlyAdmins = (keep: string[]) => queryDb(ctx.names, 'DELETE FROM identity.admin_users WHERE NOT (user_id = ANY($1::uuid[]))', [keep]);

const auditPage = (query: AuditQuery, admin: Member) => ctx.rpc.call(IdentityPatterns.auditList, query, { actor: admin.actor });
/** The audit rows about `targetId`, oldest first. */
const auditOf = async (admin: Member, targetId: string): Promise<AuditEntry[]> => (await auditPage({ target: targetId, pageSize: 200 }, admin)).items.reverse();
const auditRows = async () => (await queryDb<{ n: number }>(ctx.names, 'SELECT count(*)::int AS n FROM identity.audit_log'))[0].n;

const rejection = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal'); }, (err: unknown) => err);

/** An admin action of another service, as its outbox would publish it. */
function actionEvent(type: typeof AdminActionEvents.catalogue | typeof AdminActionEvents.moderation, data: Partial<AdminActionData> = {}): EventEnvelope<AdminActionData> & { type: string } {
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    data: {
      actorId: randomUUID(), action: 'movie.update', targetType: 'movie', targetId: randomUUID(),
      changes: { title: { before: 'Ancien titre', after: 'Nouveau titre' } }, clientAddress: '10.1.2.3', ...data,
    },
  };
}

const publish = (event: EventEnvelope & { type: string }, msgId?: string) =>
  publishSignedEvent(ctx.identity.infra.js, ctx.identity.infra.signing, `${ctx.names.EVENTS_PREFIX}.${event.type}`, event, msgId);

const storedEvent = (eventId: string) => queryDb<{ changes: unknown; erased_at: Date | null }>(ctx.names, 'SELECT changes, erased_at FROM identity.audit_log WHERE event_id = $1', [eventId]);

describe('the last admin', () => {
  it('keeps the role: demoting them is refused with a French message, demoting another admin is not', async () => {
    const [a, b] = [await registerAdmin(), await registerAdmin()];
    await onlyAdmins([a.actor.userId, b.actor.userId]);
    await ctx.rpc.call(IdentityPatterns.adminUserRole, { id: b.actor.userId, isAdmin: false }, { actor: a.actor });
    await expect(ctx.rpc.call(IdentityPatterns.adminUserRole, { id: a.actor.userId, isAdmin: false }, { actor: a.actor })).rejects.toMatchObject({
      code: 'LAST_ADMIN', status: 409, message: "Impossible de retirer ses droits au dernier administrateur : nommez d'abord un autre administrateur.",
    });
    expect((await ctx.rpc.call(IdentityPatterns.accessGet, { userId: a.actor.userId })).isAdmin).toBe(true);
    // The refusal changed nothing and recorded nothing; the demotion that went through is in the log.
    expect((await auditOf(a, a.actor.userId)).map((e) => e.action)).toEqual([]);
    expect(await auditOf(a, b.actor.userId)).toEqual([
      expect.objectContaining({ action: 'user.role', actorId: a.actor.userId, actorEmail: a.email, memberEmail: b.email, changes: { isAdmin: { before: true, after: false } } }),
    ]);
  });

  it('stays when the two last admins demote each other at the same time: one demotion goes through, the other is refused', async () => {
    const [a, b] = [await registerAdmin(), await registerAdmin()];
    await onlyAdmins([a.actor.userId, b.actor.userId]);
    const outcomes = await Promise.allSettled([
      ctx.rpc.call(IdentityPatterns.adminUserRole, { id: b.actor.userId, isAdmin: false }, { actor: a.actor }),
      ctx.rpc.call(IdentityPatterns.adminUserRole, { id: a.actor.userId, isAdmin: false }, { actor: b.actor }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'LAST_ADMIN' } });
    expect(await queryDb(ctx.names, 'SELECT count(*)::int AS n FROM identity.admin_users')).toEqual([{ n: 1 }]);
  });

  it('cannot be banned nor deleted, nor can any admin: demoted first; nobody bans or deletes themself', async () => {
    const [a, b] = [await registerAdmin(), await registerAdmin()];
    const before = await auditRows();
    for (const [pattern, data, code, message] of [
      [IdentityPatterns.adminUserBan, { id: a.actor.userId, reason: 'Essai', days: 1 }, 'SELF_BAN', 'Vous ne pouvez pas vous bannir vous-même.'],
      [IdentityPatterns.adminUserDelete, { id: a.actor.userId }, 'SELF_DELETE', "Vous ne pouvez pas supprimer votre propre compte depuis l'administration."],
      [IdentityPatterns.adminUserBan, { id: b.actor.userId, reason: 'Essai', days: 1 }, 'ADMIN_NOT_BANNABLE', "Un administrateur ne peut pas être banni : retirez-lui d'abord ses droits d'administrateur."],
      [IdentityPatterns.adminUserDelete, { id: b.actor.userId }, 'ADMIN_NOT_DELETABLE', "Le compte d'un administrateur ne peut pas être supprimé : retirez-lui d'abord ses droits d'administrateur."],
    ] as const) {
      expect(await rejection(ctx.rpc.call(pattern, data, { actor: a.actor }))).toMatchObject({ code, status: 409, message });
    }
    expect(await auditRows()).toBe(before);
    expect((await ctx.rpc.call(IdentityPatterns.accessGet, { userId: b.actor.userId })).ban).toBeNull();

    // Demoted, the same admin can be banned, with the back office's text.
    await ctx.rpc.call(IdentityPatterns.adminUserRole, { id: b.actor.userId, isAdmin: false }, { actor: a.actor });
    expect(await ctx.rpc.call(IdentityPatterns.adminUserBan, { id: b.actor.userId, reason: 'Spam', days: 0 }, { actor: a.actor })).toMatchObject({
      type: 'PERMANENT', message: 'Utilisateur banni définitivement',
    });
    const member = await register();
    expect(await ctx.rpc.call(IdentityPatterns.adminUserBan, { id: member.actor.userId, reason: 'Spam', days: 3 }, { actor: a.actor })).toMatchObject({
      type: 'TEMPORAIRE', message: 'Utilisateur banni avec succès pour 3 jour(s)',
    });
  });
});

describe("identity's own admin actions in the audit log", () => {
  it('records each role change, ban, unban, mail and deletion with its actor, client address and change, in the transaction of the change', async () => {
    const admin = await registerAdmin();
    const member = await register();
    const by = { actor: admin.actor, ip: '203.0.113.7' };
    await ctx.rpc.call(IdentityPatterns.adminUserBan, { id: member.actor.userId, reason: 'Partage de compte', days: 7 }, by);
    await ctx.rpc.call(IdentityPatterns.adminUserUnban, { id: member.actor.userId }, by);
    await ctx.rpc.call(IdentityPatterns.adminUserRole, { id: member.actor.userId, isAdmin: true }, by);
    // Giving a role the member already has changes nothing, and records nothing.
    await ctx.rpc.call(IdentityPatterns.adminUserRole, { id: member.actor.userId, isAdmin: true }, by);
    await ctx.rpc.call(IdentityPatterns.adminUserRole, { id: member.actor.userId, isAdmin: false }, by);
    await ctx.rpc.call(IdentityPatterns.adminUserMail, { id: member.actor.userId, subject: '  Votre compte  ', message: 'Bonjour,\nmerci de nous écrire.' }, by);

    const entries = await auditOf(admin, member.actor.userId);
    expect(entries.map((e) => e.action)).toEqual(['user.ban', 'user.unban', 'user.role', 'user.role', 'user.email']);
    for (const e of entries) {
      expect(e).toMatchObject({ actorId: admin.actor.userId, actorEmail: admin.email, targetType: 'user', targetId: member.actor.userId, memberId: member.actor.userId, memberEmail: member.email, clientAddress: '203.0.113.7' });
    }
    const ban = entries[0].changes;
    expect(ban).toMatchObject({ reason: { before: null, after: 'Partage de compte' }, type: { before: null, after: 'TEMPORAIRE' } });
    expect(new Date(String(ban.bannedUntil.after)).getTime() - Date.now()).toBeGreaterThan(6.9 * 86400_000);
    expect(entries[1].changes).toMatchObject({ reason: { before: 'Partage de compte', after: null }, type: { before: 'TEMPORAIRE', after: null } });
    expect(entries.slice(2, 4).map((e) => e.changes)).toEqual([{ isAdmin: { before: false, after: true } }, { isAdmin: { before: true, after: false } }]);
    expect(entries[4].changes).toEqual({
      to: { before: null, after: member.email }, subject: { before: null, after: 'Votre compte' }, message: { before: null, after: 'Bonjour,\nmerci de nous écrire.' },
    });
    // The mail reached SMTP, answers going to support.
    const mail = await ctx.waitForMail(member.email, 'Votre compte');
    expect(mail).toMatchObject({ subject: 'Votre compte', replyTo: SUPPORT });
    expect(mail.text.replace(/\r\n/g, '\n')).toBe(`Bonjour,\nmerci de nous écrire.\n\nPour répondre à ce message, écrivez au support : ${SUPPORT}.\n`);

    const createdAt = await createdAtOf(member);
    await ctx.rpc.call(IdentityPatterns.adminUserDelete, { id: member.actor.userId }, by);
    const after = await auditOf(admin, member.actor.userId);
    expect(after.map((e) => e.action)).toEqual(['user.ban', 'user.unban', 'user.role', 'user.role', 'user.email', 'user.delete']);
    expect(after[5]).toMatchObject({ actorId: admin.actor.userId, memberId: member.actor.userId, memberEmail: null, changes: { createdAt: { before: createdAt, after: null } } });
  });

  it('writes no row when the change is refused: an unknown account, a ban that is not there, a bad mail', async () => {
    const admin = await registerAdmin();
    const before = await auditRows();
    const nobody = randomUUID();
    for (const [pattern, data] of [
      [IdentityPatterns.adminUserBan, { id: nobody, reason: 'Spam', days: 1 }],
      [IdentityPatterns.adminUserRole, { id: nobody, isAdmin: true }],
      [IdentityPatterns.adminUserDelete, { id: nobody }],
      [IdentityPatterns.adminUserMail, { id: nobody, subject: 'Objet', message: 'Texte' }],
    ] as const) {
      expect(await rejection(ctx.rpc.call(pattern, data, { actor: admin.actor }))).toMatchObject({ code: 'USER_NOT_FOUND', status: 404 });
    }
    const member = await register();
    expect(await rejection(ctx.rpc.call(IdentityPatterns.adminUserUnban, { id: member.actor.userId }, { actor: admin.actor }))).toMatchObject({ code: 'NOT_BANNED' });
    expect(await rejection(ctx.rpc.call(IdentityPatterns.adminUserMail, { id: member.actor.userId, subject: 'Deux\nlignes', message: 'x' }, { actor: admin.actor }))).toMatchObject({
      code: 'VALIDATION_FAILED', message: "L'objet est requis (200 caractères maximum, sur une ligne).",
    });
    expect(await auditRows()).toBe(before);
  });

  it('is read by admins only: a member gets 403, a caller without an actor 401', async () => {
    const member = await register();
    await expect(ctx.rpc.call(IdentityPatterns.auditList, {}, { actor: member.actor })).rejects.toMatchObject({ status: 403 });
    await expect(ctx.rpc.call(IdentityPatterns.auditList, {})).rejects.toMatchObject({ status: 401 });
  });
});

describe('admin actions of the other services', () => {
  it('are stored once each, even when JetStream delivers an event again', async () => {
    const admin = await registerAdmin();
    const catalogue = actionEvent(AdminActionEvents.catalogue);
    const moderation = actionEvent(AdminActionEvents.moderation, { action: 'report.status', targetType: 'report', changes: { status: { before: 'pending', after: 'resolved' } } });
    await publish(catalogue);
    await publish(moderation);
    // The same event again under another message id: JetStream's de-duplication lets it through, the inbox does not.
    await publish(catalogue, randomUUID());
    await waitUntil(() => storedEvent(moderation.id), (rows) => rows.length === 1, { what: "moderation's action stored" });
    const later = actionEvent(AdminActionEvents.catalogue);
    await publish(later);
    await waitUntil(() => storedEvent(later.id), (rows) => rows.length === 1, { what: 'the next action stored' });

    expect(await queryDb(ctx.names, 'SELECT count(*)::int AS n FROM identity.audit_log WHERE event_id = $1', [catalogue.id])).toEqual([{ n: 1 }]);
    const [entry] = (await auditPage({ target: catalogue.data.targetId }, admin)).items;
    expect(entry).toEqual({
      id: expect.any(String), eventId: catalogue.id, occurredAt: catalogue.occurredAt, ...catalogue.data, actorEmail: null, memberId: null, memberEmail: null,
    });
  });

  it("never stores an event its publisher did not sign: unsigned, signed with another key, or a signed envelope with another id", async () => {
    const admin = await registerAdmin();
    const targetId = randomUUID();
    const forged = await publishForgedEvents(ctx.identity.infra.js, ctx.identity.infra.signing, `${ctx.names.EVENTS_PREFIX}.${AdminActionEvents.catalogue}`, () => actionEvent(AdminActionEvents.catalogue, { targetId }));
    // A signed event published after the forged ones: once it is stored, the consumer has been past them.
    const real = actionEvent(AdminActionEvents.catalogue, { targetId });
    await publish(real);
    await waitUntil(() => storedEvent(real.id), (rows) => rows.length === 1, { what: 'the signed event stored' });
    expect((await auditPage({ target: targetId }, admin)).items.map((e) => e.eventId)).toEqual([real.id]);
    expect(await queryDb(ctx.names, 'SELECT count(*)::int AS n FROM identity.audit_log WHERE event_id = ANY($1::uuid[])', [forged])).toEqual([{ n: 0 }]);
  });

  it('leaves out an event whose data the log cannot hold, and goes on with the next ones', async () => {
    const bad = actionEvent(AdminActionEvents.catalogue, { actorId: 'pas-un-id' });
    const good = actionEvent(AdminActionEvents.catalogue);
    await publish(bad);
    await publish(good);
    await waitUntil(() => storedEvent(good.id), (rows) => rows.length === 1, { what: 'the event after the unreadable one stored' });
    expect(await storedEvent(bad.id)).toEqual([]);
  });
});

describe("a member's erasure", () => {
  it("leaves the audit rows about them with ids only: their address and what they wrote read 'effacé'", async () => {
    const admin = await registerAdmin();
    const member = await register();
    const other = await register();
    const by = { actor: admin.actor, ip: '198.51.100.4' };
    await ctx.rpc.call(IdentityPatterns.adminUserBan, { id: member.actor.userId, reason: `Spam signalé par ${other.email}`, days: 1 }, by);
    await ctx.rpc.call(IdentityPatterns.adminUserMail, { id: member.actor.userId, subject: 'Avertissement', message: 'Bonjour Jeanne, votre message était hors charte.' }, by);
    const report = actionEvent(AdminActionEvents.moderation, {
      action: 'report.status', targetType: 'report', memberId: member.actor.userId, personalFields: ['description'],
      changes: { status: { before: 'pending', after: 'resolved' }, description: { before: 'Le son coupe, écrivez-moi', after: 'Le son coupe, écrivez-moi' } },
    });
    // Without a list of personal fields, every text but ids is the member's.
    const contact = actionEvent(AdminActionEvents.moderation, {
      action: 'contact.status', targetType: 'contact', memberId: member.actor.userId,
      changes: { handled: { before: false, after: true }, message: { before: `Je suis ${member.email}`, after: null }, contentId: { before: report.data.targetId, after: null } },
    });
    const otherReport = actionEvent(AdminActionEvents.moderation, { action: 'report.status', targetType: 'report', memberId: other.actor.userId, personalFields: ['description'], changes: { description: { before: null, after: 'Autre' } } });
    for (const e of [report, contact, otherReport]) await publish(e);
    await waitUntil(() => storedEvent(otherReport.id), (rows) => rows.length === 1, { what: "moderation's actions stored" });

    const createdAt = await createdAtOf(member);
    await ctx.rpc.call(IdentityPatterns.adminUserDelete, { id: member.actor.userId }, by);

    const rows = await auditOf(admin, member.actor.userId);
    expect(rows.map((e) => [e.action, e.changes])).toEqual([
      ['user.ban', expect.objectContaining({ reason: { before: null, after: `Spam signalé par ${other.email}` } })],
      ['user.email', { to: { before: null, after: 'effacé' }, subject: { before: null, after: 'Avertissement' }, message: { before: null, after: 'effacé' } }],
      ['user.delete', { createdAt: { before: createdAt, after: null } }],
    ]);
    expect(rows.every((e) => e.memberId === member.actor.userId && e.memberEmail === null && e.clientAddress === '198.51.100.4')).toBe(true);
    expect((await storedEvent(report.id))[0].changes).toEqual({ status: { before: 'pending', after: 'resolved' }, description: { before: 'effacé', after: 'effacé' } });
    expect((await storedEvent(contact.id))[0].changes).toEqual({
      handled: { before: false, after: true }, message: { before: 'effacé', after: null }, contentId: { before: report.data.targetId, after: null },
    });
    // Another member's rows keep what they hold.
    expect(await storedEvent(otherReport.id)).toEqual([{ changes: { description: { before: null, after: 'Autre' } }, erased_at: null }]);
  });

  it("erases an action about them that arrives after their erasure as it is stored", async () => {
    const member = await register();
    await ctx.identity.app.get(AccountErasureService).erase({ id: member.actor.userId });
    const late = actionEvent(AdminActionEvents.moderation, {
      action: 'request.status', targetType: 'request', memberId: member.actor.userId, personalFields: ['description'],
      changes: { status: { before: 'pending', after: 'rejected' }, description: { before: 'Ajoutez ce film svp', after: 'Ajoutez ce film svp' } },
    });
    await publish(late);
    const [row] = await waitUntil(() => storedEvent(late.id), (rows) => rows.length === 1, { what: 'the late action stored' });
    expect(row.changes).toEqual({ status: { before: 'pending', after: 'rejected' }, description: { before: 'effacé', after: 'effacé' } });
    expect(row.erased_at).not.toBeNull();
  });
});

describe('GET /api/admin/audit (identity.audit.list)', () => {
  it('pages newest first and filters by actor (id or address), action, target (id or type) and dates', async () => {
    const [a, b] = [await registerAdmin(), await registerAdmin()];
    const member = await register();
    await ctx.rpc.call(IdentityPatterns.adminUserBan, { id: member.actor.userId, reason: 'Spam', days: 1 }, { actor: a.actor });
    await ctx.rpc.call(IdentityPatterns.adminUserUnban, { id: member.actor.userId }, { actor: b.actor });
    await ctx.rpc.call(IdentityPatterns.adminUserBan, { id: member.actor.userId, reason: 'Récidive', days: 7 }, { actor: a.actor });

    const all = await auditPage({ target: member.actor.userId, pageSize: 2 }, a);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.items.map((e) => e.action)).toEqual(['user.ban', 'user.unban']);
    expect(all.items[0].changes.reason).toEqual({ before: null, after: 'Récidive' });
    expect((await auditPage({ target: member.actor.userId, pageSize: 2, page: 2 }, a)).items.map((e) => e.changes.reason)).toEqual([{ before: null, after: 'Spam' }]);
    expect((await auditPage({ target: member.actor.userId, actor: b.actor.userId }, a)).items.map((e) => e.action)).toEqual(['user.unban']);
    expect((await auditPage({ target: member.actor.userId, actor: a.email.slice(0, 14).toUpperCase() }, a)).total).toBe(2);
    expect((await auditPage({ target: member.actor.userId, action: 'user.unban' }, a)).total).toBe(1);
    expect((await auditPage({ actor: a.actor.userId, target: 'user' }, a)).total).toBe(2);
    expect((await auditPage({ actor: a.actor.userId, target: 'movie' }, a)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditPage({ target: member.actor.userId, from: today, to: today }, a)).total).toBe(3);
    expect((await auditPage({ target: member.actor.userId, to: '2020-01-01' }, a)).total).toBe(0);
    expect((await auditPage({ target: member.actor.userId, from: new Date(Date.now() + 60_000).toISOString() }, a)).total).toBe(0);
  });

  it('counts up to 10,000 matching rows, says so past them, and still reads the pages after', async () => {
    const admin = await registerAdmin();
    await queryDb(
      ctx.names,
      `INSERT INTO identity.audit_log (id, event_id, actor_id, action, target_type, target_id, changes, occurred_at)
       SELECT gen_random_uuid(), gen_random_uuid(), $1, 'bulk.update', 'bulk', g::text, '{}', now() - make_interval(secs => g)
         FROM generate_series(1, 10001) g`,
      [admin.actor.userId],
    );
    const first = await auditPage({ target: 'bulk', pageSize: 200 }, admin);
    expect(first).toMatchObject({ total: 10000, totalCapped: true });
    expect(first.items.map((e) => e.targetId).slice(0, 3)).toEqual(['1', '2', '3']);
    expect((await auditPage({ target: 'bulk', pageSize: 200, page: 51 }, admin)).items.map((e) => e.targetId)).toEqual(['10001']);
    expect(await auditPage({ target: 'bulk', action: 'bulk.update', to: '2020-01-01' }, admin)).toMatchObject({ total: 0, totalCapped: false });
    await queryDb(ctx.names, `DELETE FROM identity.audit_log WHERE target_type = 'bulk'`);
  });

  it('refuses bad filters with French messages', async () => {
    const admin = await registerAdmin();
    for (const [query, message] of [
      [{ from: '2026-03-02', to: '2026-03-01' }, 'La date de fin doit être postérieure ou égale à la date de début.'],
      [{ from: 'hier' }, "La date de début doit être une date ISO 8601 (AAAA-MM-JJ, ou avec l'heure)."],
      [{ action: 'supprimer' }, 'Action invalide : écrivez-la comme cible.verbe (user.ban, movie.update…).'],
      [{ target: 'des films' }, 'Cible invalide : indiquez son identifiant ou son type (user, movie, series…).'],
      [{ pageSize: 500 }, 'La taille de page doit être un nombre entier entre 1 et 200.'],
    ] as const) {
      expect({ query, err: await rejection(auditPage(query, admin)) }).toEqual({ query, err: expect.objectContaining({ status: 400, message }) });
    }
  });
});

describe('the users list', () => {
  it('answers the five counters over every account, whatever the filter', async () => {
    const admin = await registerAdmin();
    await register();
    const [row] = await queryDb<{ total: number; admins: number; recent: number; active: number }>(
      ctx.names,
      `SELECT (SELECT count(*) FROM identity.users)::int AS total, (SELECT count(*) FROM identity.admin_users)::int AS admins,
              (SELECT count(*) FROM identity.users WHERE created_at > now() - interval '7 days')::int AS recent,
              (SELECT count(*) FROM identity.users WHERE last_sign_in_at > now() - interval '30 days')::int AS active`,
    );
    const page = await ctx.rpc.call(IdentityPatterns.adminUsersList, { filter: 'admin', pageSize: 1 }, { actor: admin.actor });
    expect(page.counts).toEqual({ ...row, regular: row.total - row.admins });
    expect(page.total).toBe(row.admins);
    expect(page.items).toHaveLength(1);
    expect(page.items[0].isAdmin).toBe(true);
  });

  it('searches any part of the address, or the beginning of the id, and counts what the search finds', async () => {
    const admin = await registerAdmin();
    const member = await register('recherche_%');
    const search = async (text: string, filter?: 'admin' | 'regular') =>
      ctx.rpc.call(IdentityPatterns.adminUsersList, { search: text, ...(filter ? { filter } : {}) }, { actor: admin.actor });
    for (const text of [member.email.slice(3, 20).toUpperCase(), member.actor.userId.slice(0, 8), member.actor.userId.toUpperCase()]) {
      expect({ text, found: (await search(text)).items.map((u) => u.id) }).toEqual({ text, found: [member.actor.userId] });
    }
    expect((await search(member.email)).total).toBe(1);
    expect((await search(member.email, 'admin')).total).toBe(0);
    // % and _ are letters of the address, not wildcards; the middle of an id is not its beginning.
    expect((await search('he_%-')).items.map((u) => u.id)).toEqual([member.actor.userId]);
    expect((await search(member.actor.userId.slice(9, 18))).total).toBe(0);
  });
});
