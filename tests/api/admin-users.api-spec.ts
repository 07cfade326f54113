import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AdminUsersPage, AuditEntry, Page } from '@streaming/contracts';
import { waitForMail } from '../support/smtp-mail.js';
import { waitUntil } from '../support/wait-until.js';
import { call, randomIp, register, registerAdmin, uniqueEmail, type Member } from './support/api-client.js';

/**
 * The back office's members routes: the users list with its counters, ban texts and guards,
 * deletion and mail; every route as a guest, a member, a banned member and an admin, with bad
 * bodies. The audit log's own routes: audit.api-spec.ts.
 */

const mailDir = () => process.env.TEST_MAIL_DIR!;
let admin: Member;

beforeAll(async () => {
  admin = await registerAdmin();
});

const asAdmin = (path: string, opts: Parameters<typeof call>[1] = {}) => call(path, { ...opts, token: admin.accessToken });

/** Every route of this file, with a body that would be valid, on `id`. */
const routes = (id: string): Array<{ method: string; path: string; body?: unknown }> => [
  { method: 'GET', path: '/api/admin/users' },
  { method: 'DELETE', path: `/api/admin/users/${id}` },
  { method: 'POST', path: `/api/admin/users/${id}/email`, body: { subject: 'Objet', message: 'Texte' } },
  { method: 'GET', path: '/api/admin/audit' },
];

describe('permissions', () => {
  it('guests get 401, members and banned members 403, on every route, and nothing happens', async () => {
    const target = await register();
    const member = await register();
    const banned = await register();
    expect((await asAdmin(`/api/admin/users/${banned.session.user.id}/ban`, { body: { reason: 'Spam', days: 7 } })).status).toBe(200);
    await waitUntil(() => call('/api/me', { token: banned.accessToken }), (res) => res.status === 403);
    for (const r of routes(target.session.user.id)) {
      const guest = await call(r.path, { method: r.method, body: r.body });
      expect({ route: `${r.method} ${r.path}`, status: guest.status }).toEqual({ route: `${r.method} ${r.path}`, status: 401 });
      const asMember = await call(r.path, { method: r.method, body: r.body, token: member.accessToken });
      expect({ route: `${r.method} ${r.path}`, status: asMember.status, detail: asMember.body.detail }).toEqual({
        route: `${r.method} ${r.path}`, status: 403, detail: "Vous n'avez pas les permissions d'administrateur",
      });
      const asBanned = await call(r.path, { method: r.method, body: r.body, token: banned.accessToken });
      expect({ route: `${r.method} ${r.path}`, status: asBanned.status, code: asBanned.body.code }).toEqual({ route: `${r.method} ${r.path}`, status: 403, code: 'ACCOUNT_BANNED' });
    }
    // The target still has their account.
    expect((await call('/api/me', { token: target.accessToken })).status).toBe(200);
  });

  it('admins get 200, 204 and 202', async () => {
    const target = await register();
    const statuses = [];
    for (const r of [...routes(target.session.user.id)].reverse()) statuses.push((await asAdmin(r.path, { method: r.method, body: r.body })).status);
    expect(statuses).toEqual([200, 202, 204, 200]);
  });
});

describe('GET /api/admin/users', () => {
  it('answers the five counters over every account, each the total of its filter', async () => {
    await register();
    const { counts } = (await asAdmin('/api/admin/users?pageSize=1')).body as AdminUsersPage;
    const totals: Record<string, number> = {};
    for (const filter of ['all', 'admin', 'regular', 'recent', 'active']) totals[filter] = (await asAdmin(`/api/admin/users?filter=${filter}&pageSize=1`)).body.total;
    expect(counts).toEqual({ total: totals.all, admins: totals.admin, regular: totals.regular, recent: totals.recent, active: totals.active });
    expect(counts.admins + counts.regular).toBe(counts.total);
    expect(counts.recent).toBeGreaterThan(0);
  });

  it('searches by e-mail address or by id, and refuses bad filters', async () => {
    const member = await register(uniqueEmail('cherche'));
    for (const search of [member.email.toUpperCase(), member.session.user.id.slice(0, 13)]) {
      const res = await asAdmin(`/api/admin/users?search=${encodeURIComponent(search)}`);
      expect({ search, ids: res.body.items.map((u: { id: string }) => u.id) }).toEqual({ search, ids: [member.session.user.id] });
    }
    for (const query of ['filter=tous', 'page=0', 'pageSize=201', `search=${'a'.repeat(255)}`]) {
      expect({ query, status: (await asAdmin(`/api/admin/users?${query}`)).status }).toEqual({ query, status: 400 });
    }
  });
});

describe('bans and roles', () => {
  it("answers the back office's texts: 'Utilisateur banni avec succès pour N jour(s)', 'Utilisateur banni définitivement'", async () => {
    const member = await register();
    const temporary = await asAdmin(`/api/admin/users/${member.session.user.id}/ban`, { body: { reason: 'Spam', days: 3 } });
    expect(temporary.body).toMatchObject({ type: 'TEMPORAIRE', message: 'Utilisateur banni avec succès pour 3 jour(s)' });
    const permanent = await asAdmin(`/api/admin/users/${member.session.user.id}/ban`, { body: { reason: 'Récidive', days: 0 } });
    expect(permanent.body).toMatchObject({ type: 'PERMANENT', bannedUntil: null, message: 'Utilisateur banni définitivement' });
  });

  it('refuses to ban or delete an admin (demoted first) or oneself, with a French message, and changes nothing', async () => {
    const other = await registerAdmin();
    for (const [method, path, body, code, detail] of [
      ['POST', `/api/admin/users/${admin.session.user.id}/ban`, { reason: 'Essai', days: 1 }, 'SELF_BAN', 'Vous ne pouvez pas vous bannir vous-même.'],
      ['DELETE', `/api/admin/users/${admin.session.user.id}`, undefined, 'SELF_DELETE', "Vous ne pouvez pas supprimer votre propre compte depuis l'administration."],
      ['POST', `/api/admin/users/${other.session.user.id}/ban`, { reason: 'Essai', days: 1 }, 'ADMIN_NOT_BANNABLE', "Un administrateur ne peut pas être banni : retirez-lui d'abord ses droits d'administrateur."],
      ['DELETE', `/api/admin/users/${other.session.user.id}`, undefined, 'ADMIN_NOT_DELETABLE', "Le compte d'un administrateur ne peut pas être supprimé : retirez-lui d'abord ses droits d'administrateur."],
    ] as const) {
      const res = await asAdmin(path, { method, body });
      expect({ path, status: res.status, code: res.body.code, detail: res.body.detail }).toEqual({ path, status: 409, code, detail });
    }
    expect((await call('/api/admin/users', { token: other.accessToken })).status).toBe(200);
    // Demoted, the other admin can be banned.
    expect((await asAdmin(`/api/admin/users/${other.session.user.id}/admin`, { method: 'PUT', body: { isAdmin: false } })).status).toBe(204);
    expect((await asAdmin(`/api/admin/users/${other.session.user.id}/ban`, { body: { reason: 'Essai', days: 1 } })).status).toBe(200);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it("erases the account: its sessions end at once, the list no longer has it, a second deletion is 404", async () => {
    const member = await register();
    expect((await call('/api/me', { token: member.accessToken })).status).toBe(200);
    expect((await asAdmin(`/api/admin/users/${member.session.user.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call('/api/me', { token: member.accessToken })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie })).status).toBe(401);
    expect((await call('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(401);
    expect((await asAdmin(`/api/admin/users?search=${encodeURIComponent(member.email)}`)).body.total).toBe(0);
    const again = await asAdmin(`/api/admin/users/${member.session.user.id}`, { method: 'DELETE' });
    expect(again).toMatchObject({ status: 404, body: { code: 'USER_NOT_FOUND', detail: 'Utilisateur introuvable.' } });
    expect((await asAdmin('/api/admin/users/pas-un-id', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('POST /api/admin/users/:id/email', () => {
  it('mails the member through SMTP, answers going to support, and records it', async () => {
    const member = await register();
    const subject = `Votre compte ${randomUUID().slice(0, 8)}`;
    const ip = randomIp();
    const res = await asAdmin(`/api/admin/users/${member.session.user.id}/email`, { ip, body: { subject, message: 'Bonjour,\nvotre demande est traitée.' } });
    expect(res.status).toBe(202);
    const mail = await waitForMail(mailDir(), member.email, subject);
    // SMTP carries lines ended by CRLF.
    expect(mail.text.replace(/\r\n/g, '\n')).toContain('Bonjour,\nvotre demande est traitée.\n\nPour répondre à ce message, écrivez au support : ');
    // Answers go to support, whose address the mail gives too: never to the admin's own address.
    expect(mail.replyTo).toMatch(/@/);
    expect(mail.text).toContain(`écrivez au support : ${mail.replyTo}.`);
    expect(mail.replyTo).not.toBe(admin.email);
    const audit = (await asAdmin(`/api/admin/audit?target=${member.session.user.id}&action=user.email`)).body as Page<AuditEntry>;
    expect(audit.items).toEqual([
      expect.objectContaining({
        actorId: admin.session.user.id, actorEmail: admin.email, clientAddress: ip, memberEmail: member.email,
        changes: { to: { before: null, after: member.email }, subject: { before: null, after: subject }, message: { before: null, after: 'Bonjour,\nvotre demande est traitée.' } },
      }),
    ]);
  });

  it('refuses bad bodies with French messages, and an unknown account with 404', async () => {
    const member = await register();
    const url = `/api/admin/users/${member.session.user.id}/email`;
    for (const [body, detail] of [
      [{ subject: '', message: 'Texte' }, "L'objet est requis (200 caractères maximum, sur une ligne)."],
      [{ subject: 'Deux\r\nlignes', message: 'Texte' }, "L'objet est requis (200 caractères maximum, sur une ligne)."],
      [{ subject: 'x'.repeat(201), message: 'Texte' }, "L'objet est requis (200 caractères maximum, sur une ligne)."],
      [{ subject: 'Objet', message: '   ' }, 'Le message est requis (10000 caractères maximum).'],
      [{ subject: 'Objet', message: 12 }, 'Le message est requis (10000 caractères maximum).'],
      [{ subject: 'Objet' }, 'Le message est requis (10000 caractères maximum).'],
    ] as const) {
      const res = await asAdmin(url, { body });
      expect({ body, status: res.status, detail: res.body.detail }).toEqual({ body, status: 400, detail });
    }
    const extra = await asAdmin(url, { body: { subject: 'Objet', message: 'Texte', to: 'autre@exemple.fr' } });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toContain('Champ inconnu : to');
    expect((await asAdmin(`/api/admin/users/${randomUUID()}/email`, { body: { subject: 'Objet', message: 'Texte' } })).status).toBe(404);
    expect((await asAdmin('/api/admin/users/pas-un-id/email', { body: { subject: 'Objet', message: 'Texte' } })).status).toBe(400);
  });

  it("limits each admin's mails (RATE_LIMIT_ADMIN_EMAIL: 100 an hour on this stack), another admin keeps theirs", async () => {
    const sender = await registerAdmin();
    const nobody = randomUUID();
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) statuses.add((await call(`/api/admin/users/${nobody}/email`, { token: sender.accessToken, body: { subject: 'Objet', message: 'Texte' } })).status);
    expect([...statuses]).toEqual([404]);
    const member = await register();
    const over = await call(`/api/admin/users/${member.session.user.id}/email`, { token: sender.accessToken, body: { subject: 'Objet', message: 'Texte' } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await asAdmin(`/api/admin/users/${member.session.user.id}/email`, { body: { subject: 'Objet', message: 'Texte' } })).status).toBe(202);
  });
});
