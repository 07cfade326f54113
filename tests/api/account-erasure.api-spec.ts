import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MovieDto } from '@streaming/contracts';
import { currentTestNames } from '../support/test-env.js';
import { queryDb } from '../support/servers.js';
import { waitUntil } from '../support/wait-until.js';
import { call, login, register, registerAdmin, type Member } from './support/api-client.js';

/**
 * Account erasure as an operator runs it (`npm run users:delete -- email`, against the built
 * identity service) or an admin asks it (`DELETE /api/admin/users/:id`), and as the rest of the
 * stack sees it: the member's access token stops working, and every service purges what it kept of
 * them when identity.user.deleted reaches it.
 */

const names = currentTestNames();
let admin: Member;
let movie: MovieDto;

/** `npm run users:delete -- ...args` on this run's database, NATS and stream: its exit code and what it printed. */
function deleteAccount(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const res = spawnSync('npm', ['run', '--silent', 'users:delete', '--', ...args], { env: { ...process.env, ...names }, encoding: 'utf8', timeout: 60_000 });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** The member's rows in engagement's tables (the run's database; nobody else can read them any more). */
async function engagementRows(userId: string): Promise<{ favorites: number; progress: number; windows: number }> {
  const [row] = await queryDb<{ favorites: number; progress: number; windows: number }>(
    names,
    `SELECT (SELECT count(*) FROM engagement.favorites WHERE user_id = $1)::int AS favorites,
            (SELECT count(*) FROM engagement.watch_progress WHERE user_id = $1)::int AS progress,
            (SELECT count(*) FROM engagement.view_windows WHERE user_id = $1)::int AS windows`,
    [userId],
  );
  return row;
}

/** Adds the film to the member's favourites, saves a position in it and records a view. */
async function watch(m: Member): Promise<void> {
  expect((await call(`/api/me/favorites/movie/${movie.id}`, { method: 'PUT', token: m.accessToken })).status).toBe(200);
  expect((await call('/api/me/progress', { method: 'PUT', token: m.accessToken, body: { kind: 'movie', titleId: movie.id, positionSeconds: 60, durationSeconds: 600 } })).status).toBe(200);
  expect((await call('/api/views', { token: m.accessToken, body: { kind: 'movie', titleId: movie.id } })).status).toBe(200);
  // The position is written once engagement has taken it from the progress queue (read straight from
  // the table here, not through a read that waits for the queue).
  const rows = await waitUntil(() => engagementRows(m.session.user.id), (r) => r.windows === 1 && r.progress === 1, { what: "the member's view window and position" });
  expect(rows).toEqual({ favorites: 1, progress: 1, windows: 1 });
}

/** The services' schemas on this stack (moderation's and analytics' once they exist). */
const SERVICE_SCHEMAS = ['identity', 'catalogue', 'engagement', 'moderation', 'analytics'];

/**
 * Where the member's id may stay by design: the audit log keeps ids only (their personal fields
 * erased), and engagement's purge leaves a tombstone (member, nil id) so that no progress save queued
 * before the purge brings a row back; it is pruned once the queue can no longer hold such a save.
 */
const IDS_KEPT = new Set(['identity.audit_log', 'engagement.progress_tombstones']);

/**
 * Every column of every service's table that still holds the member: an id column equal to their
 * id, a text or JSON column holding their id (but where ids are kept by design) or one of their
 * addresses. One statement over the schemas' catalogue, so a table added later is checked too.
 */
async function leftovers(userId: string, addresses: string[]): Promise<string[]> {
  const columns = await queryDb<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
    names,
    `SELECT c.table_schema, c.table_name, c.column_name, c.data_type
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = ANY($1::text[]) AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    [SERVICE_SCHEMAS],
  );
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const checks = columns.flatMap((c) => {
    const table = `${c.table_schema}.${c.table_name}`;
    const from = `FROM ${q(c.table_schema)}.${q(c.table_name)}`;
    const label = `'${table}.${c.column_name}'`;
    const idKept = IDS_KEPT.has(table);
    if (c.data_type === 'uuid') return idKept ? [] : [`SELECT ${label} AS place, count(*)::int AS n ${from} WHERE ${q(c.column_name)} = $1::text::uuid`];
    const text = `${q(c.column_name)}::text`;
    const patterns = idKept ? '$2::text[]' : 'array_append($2::text[], $1::text)';
    return [`SELECT ${label} AS place, count(*)::int AS n ${from} WHERE lower(${text}) LIKE ANY (SELECT '%' || p || '%' FROM unnest(${patterns}) AS p)`];
  });
  const rows = await queryDb<{ place: string; n: number }>(names, checks.join('\nUNION ALL\n'), [userId, addresses.map((a) => a.toLowerCase())]);
  return rows.filter((r) => r.n > 0).map((r) => `${r.place}: ${r.n}`).sort();
}

beforeAll(async () => {
  admin = await registerAdmin();
  const res = await call<MovieDto>('/api/admin/movies', { token: admin.accessToken, body: { title: `Film ${randomUUID().slice(0, 8)}`, durationMinutes: 10 } });
  expect(res.status).toBe(201);
  movie = res.body;
}, 60_000);

afterAll(async () => {
  // The other API files share this stack and count the demo catalogue.
  expect((await call(`/api/admin/movies/${movie.id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(204);
});

describe('npm run users:delete', () => {
  it("ends the member's access at once and, through identity.user.deleted, purges what engagement kept of them, and only that", async () => {
    const gone = await register();
    const stays = await register();
    await watch(gone);
    await watch(stays);
    // The gateway holds the member's access state (in process and in Redis, 60 s) when the account goes.
    expect((await call('/api/me', { token: gone.accessToken })).status).toBe(200);

    const res = deleteAccount(gone.email);
    expect(res).toMatchObject({ status: 0, stdout: `Le compte ${gone.email} (${gone.session.user.id}) a été supprimé.\n` });

    await waitUntil(() => call('/api/me', { token: gone.accessToken }), (res) => res.status === 401);
    const me = await call('/api/me', { token: gone.accessToken });
    expect(me.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await call('/api/movies', { token: gone.accessToken })).status).toBe(401);
    expect((await call('/api/me/favorites/ids', { token: gone.accessToken })).status).toBe(401);
    expect((await call('/api/views', { token: gone.accessToken, body: { kind: 'movie', titleId: movie.id } })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', cookie: gone.refreshCookie })).status).toBe(401);
    const signIn = await call('/api/auth/login', { body: { email: gone.email, password: gone.password } });
    expect(signIn.status).toBe(401);

    await waitUntil(() => engagementRows(gone.session.user.id), (rows) => rows.favorites + rows.progress + rows.windows === 0, { what: "engagement to forget the erased account's rows" });
    expect(await engagementRows(stays.session.user.id)).toEqual({ favorites: 1, progress: 1, windows: 1 });
    expect((await call('/api/me/favorites/ids', { token: stays.accessToken })).body).toEqual({ movies: [movie.id], series: [] });
    // The admin's users table no longer lists the account.
    const listed = await call(`/api/admin/users?search=${encodeURIComponent(gone.email)}`, { token: admin.accessToken });
    expect(listed.body.total).toBe(0);
  }, 60_000);

  it("takes the account's id too; an unknown account is 'Aucun compte pour …' with exit code 1, and a bad usage exit code 2", async () => {
    const gone = await register();
    expect(deleteAccount(gone.session.user.id)).toMatchObject({ status: 0, stdout: `Le compte ${gone.email} (${gone.session.user.id}) a été supprimé.\n` });

    const again = deleteAccount(gone.email);
    expect(again.status).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain(`Aucun compte pour ${gone.email}.`);
    expect(deleteAccount(gone.session.user.id).stderr).toContain(`Aucun compte pour ${gone.session.user.id}.`);

    for (const args of [[], ['pas-une-adresse'], [gone.email, 'autre@exemple.fr']]) {
      const bad = deleteAccount(...args);
      expect({ args, status: bad.status }).toEqual({ args, status: 2 });
      expect(bad.stderr).toContain('Usage : npm run users:delete -- email@exemple.fr');
    }

    // A member who was not named keeps their account.
    const stays = await register();
    expect(deleteAccount(`personne-${randomUUID().slice(0, 8)}@exemple.fr`).status).toBe(1);
    expect((await login(stays.email, stays.password)).session.user.id).toBe(stays.session.user.id);
  }, 60_000);
});

describe('DELETE /api/admin/users/:id', () => {
  it("leaves nothing of the member in any service's schema (ids only in the audit log), and keeps everyone else's", async () => {
    const gone = await register();
    const stays = await register();
    await watch(gone);
    await watch(stays);
    // What moderation keeps of them (asked before the ban below ends their sessions): a report,
    // resolved by an admin so that the audit log has a row about them from moderation too, a
    // content request nobody else asked for, a contact message.
    const report = await call(`/api/reports`, { token: gone.accessToken, body: { contentType: 'movie', contentId: movie.id, problemType: 'other', description: `Écrivez-moi : ${gone.email}` } });
    expect(report.status).toBe(201);
    const reportId: string = report.body.id;
    expect((await call(`/api/admin/reports/${reportId}`, { method: 'PATCH', token: admin.accessToken, body: { status: 'resolved', adminNotes: 'Corrigé, merci.' } })).status).toBe(200);
    expect((await call('/api/requests', { token: gone.accessToken, body: { contentType: 'movie', title: `Film voulu ${randomUUID().slice(0, 8)}`, description: 'Je le cherche depuis longtemps' } })).status).toBe(201);
    expect((await call('/api/contact', { token: gone.accessToken, body: { email: gone.email, category: 'compte', subject: 'Mon compte', message: 'Supprimez-le svp' } })).status).toBe(202);
    const decision = await waitUntil(() => call(`/api/admin/audit?target=${reportId}`, { token: admin.accessToken }), (res) => res.body.total === 1, { what: "moderation's decision in the audit log" });
    expect(decision.body.items[0]).toMatchObject({ action: 'report.status', memberId: gone.session.user.id, memberEmail: gone.email, changes: { adminNotes: { before: null, after: 'Corrigé, merci.' } } });
    // Something of the member in identity's tables besides the account: a referral key, a pending
    // address change with its links, a ban history, an admin's mail.
    expect((await call('/api/me/referral/key', { method: 'POST', token: gone.accessToken })).status).toBe(201);
    const pending = `nouvelle-${randomUUID().slice(0, 8)}@exemple.fr`;
    expect((await call('/api/me/email', { method: 'PATCH', token: gone.accessToken, body: { email: pending, currentPassword: gone.password } })).status).toBe(202);
    expect((await call(`/api/admin/users/${gone.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Spam', days: 1 } })).status).toBe(200);
    expect((await call(`/api/admin/users/${gone.session.user.id}/ban`, { method: 'DELETE', token: admin.accessToken })).status).toBe(204);
    expect((await call(`/api/admin/users/${gone.session.user.id}/email`, { token: admin.accessToken, body: { subject: 'Avertissement', message: `Bonjour ${gone.email}` } })).status).toBe(202);
    const addresses = [gone.email, pending];
    // The check finds a member's rows wherever they are: before the deletion, in every service that keeps some.
    const before = await leftovers(gone.session.user.id, addresses);
    for (const place of [
      'identity.users.id', 'identity.users.email', 'identity.users.pending_email', 'identity.bans.user_id', 'identity.referral_keys.user_id',
      'engagement.favorites.user_id', 'engagement.watch_progress.user_id', 'engagement.view_windows.user_id',
      'moderation.reports.user_id', 'moderation.reports.description', 'moderation.content_requests.user_id', 'moderation.request_members.user_id',
      'moderation.contact_messages.user_id', 'moderation.contact_messages.typed_email',
    ]) {
      expect(before.map((l) => l.split(':')[0])).toContain(place);
    }

    expect((await call(`/api/admin/users/${gone.session.user.id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(204);

    await waitUntil(() => leftovers(gone.session.user.id, addresses), (left) => left.length === 0, { what: "every service to forget the erased member", timeoutMs: 20_000 });
    const kept = (await leftovers(stays.session.user.id, [stays.email])).map((l) => l.split(':')[0]);
    for (const place of ['identity.users.id', 'identity.users.email', 'engagement.favorites.user_id', 'engagement.watch_progress.user_id', 'engagement.view_windows.user_id']) expect(kept).toContain(place);
    expect((await call('/api/me/favorites/ids', { token: stays.accessToken })).body).toEqual({ movies: [movie.id], series: [] });
    // The audit log kept the actions on the member, with ids only.
    const audit = await call(`/api/admin/audit?target=${gone.session.user.id}`, { token: admin.accessToken });
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(['user.delete', 'user.email', 'user.unban', 'user.ban']);
    expect(audit.body.items[1].changes).toEqual({ to: { before: null, after: 'effacé' }, subject: { before: null, after: 'Avertissement' }, message: { before: null, after: 'effacé' } });
    expect(audit.body.items.every((e: { memberId: string; memberEmail: string | null }) => e.memberId === gone.session.user.id && e.memberEmail === null)).toBe(true);
    // Moderation records nothing the member wrote (personalFields is empty): the admins' decision stays readable.
    const erasedDecision = (await call(`/api/admin/audit?target=${reportId}`, { token: admin.accessToken })).body.items[0];
    expect(erasedDecision).toMatchObject({ memberId: gone.session.user.id, memberEmail: null, changes: { status: { before: 'pending', after: 'resolved' }, adminNotes: { before: null, after: 'Corrigé, merci.' } } });
  }, 60_000);
});
