import { describe, expect, it } from '@jest/globals';
import { waitUntil } from '../support/wait-until.js';
import { call, randomIp, register, registerAdmin, uniqueEmail } from './support/api-client.js';

/** Every member route of the foundation, with a body that would be valid. */
const memberRoutes: Array<{ method: string; path: string; body?: unknown }> = [
  { method: 'GET', path: '/api/me' },
  { method: 'PATCH', path: '/api/me/email', body: { email: 'z@exemple.fr', currentPassword: 'Lumière-1895' } },
  { method: 'PATCH', path: '/api/me/password', body: { currentPassword: 'x', newPassword: 'Lumière-1896' } },
  { method: 'GET', path: '/api/me/referral' },
  { method: 'POST', path: '/api/me/referral/key' },
  { method: 'POST', path: '/api/contact', body: { email: 'a@exemple.fr', category: 'autre', subject: 's', message: 'm' } },
];
const adminRoutes = (id: string): Array<{ method: string; path: string; body?: unknown }> => [
  { method: 'GET', path: '/api/admin/users' },
  { method: 'POST', path: `/api/admin/users/${id}/ban`, body: { reason: 'Spam', days: 7 } },
  { method: 'DELETE', path: `/api/admin/users/${id}/ban` },
  { method: 'PUT', path: `/api/admin/users/${id}/admin`, body: { isAdmin: true } },
];

describe('permission matrix', () => {
  it('guests get 401 on member and admin routes', async () => {
    for (const r of [...memberRoutes, ...adminRoutes('00000000-0000-4000-8000-000000000000')]) {
      const res = await call(r.path, { method: r.method, body: r.body });
      expect({ route: r.path, status: res.status }).toEqual({ route: r.path, status: 401 });
    }
  });

  it('members get 403 on admin routes, with the spec text', async () => {
    const member = await register();
    for (const r of adminRoutes(member.session.user.id)) {
      const res = await call(r.path, { method: r.method, body: r.body, token: member.accessToken });
      expect({ route: r.path, status: res.status }).toEqual({ route: r.path, status: 403 });
      expect(res.body.detail).toBe("Vous n'avez pas les permissions d'administrateur");
    }
  });

  it('admins list users with search and filters', async () => {
    const admin = await registerAdmin();
    const member = await register(uniqueEmail('liste'));
    const res = await call(`/api/admin/users?search=${encodeURIComponent(member.email)}&pageSize=10`, { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({ id: member.session.user.id, email: member.email, isAdmin: false, isBanned: false, referralCount: 0 });
    const admins = await call('/api/admin/users?filter=admin&pageSize=200', { token: admin.accessToken });
    expect(admins.body.items.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
    expect(admins.body.items.map((u: { email: string }) => u.email)).toContain(admin.email);
    const bad = await call('/api/admin/users?page=-1&filter=tous', { token: admin.accessToken });
    expect(bad.status).toBe(400);
  });

  it('a role change applies at once: promoted members reach admin routes, demoted ones no longer do', async () => {
    const admin = await registerAdmin();
    const member = await register();
    expect((await call('/api/admin/users', { token: member.accessToken })).status).toBe(403);
    expect((await call(`/api/admin/users/${member.session.user.id}/admin`, { method: 'PUT', token: admin.accessToken, body: { isAdmin: true } })).status).toBe(204);
    await waitUntil(() => call('/api/admin/users', { token: member.accessToken }), (res) => res.status === 200);
    expect((await call('/api/me', { token: member.accessToken })).body.isAdmin).toBe(true);
    expect((await call(`/api/admin/users/${member.session.user.id}/admin`, { method: 'PUT', token: admin.accessToken, body: { isAdmin: false } })).status).toBe(204);
    await waitUntil(() => call('/api/admin/users', { token: member.accessToken }), (res) => res.status === 403);
  });
});

describe('bans', () => {
  it('a banned member gets 403 with the ban details on every route but logout and the ban read', async () => {
    const admin = await registerAdmin();
    const member = await register();
    const ban = await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Partage de compte', days: 7 } });
    expect(ban.status).toBe(200);
    expect(ban.body).toMatchObject({ reason: 'Partage de compte', type: 'TEMPORAIRE' });
    await waitUntil(() => call('/api/me', { token: member.accessToken }), (res) => res.status === 403);
    for (const r of [...memberRoutes, ...adminRoutes(member.session.user.id)]) {
      const res = await call(r.path, { method: r.method, body: r.body, token: member.accessToken });
      expect({ route: r.path, status: res.status, code: res.body.code }).toEqual({ route: r.path, status: 403, code: 'ACCOUNT_BANNED' });
      expect(res.body.ban).toMatchObject({ reason: 'Partage de compte', type: 'TEMPORAIRE' });
      expect(new Date(res.body.ban.bannedUntil).getTime() - Date.now()).toBeGreaterThan(6.9 * 86400_000);
    }
    const read = await call('/api/me/ban', { token: member.accessToken });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ banned: true, ban: { reason: 'Partage de compte', type: 'TEMPORAIRE' } });
    // The ban revoked the sessions: the refresh cookie is dead, logout still answers.
    expect((await call('/api/auth/refresh', { method: 'POST', cookie: member.refreshCookie })).status).toBe(401);
    expect((await call('/api/auth/logout', { method: 'POST', token: member.accessToken, cookie: member.refreshCookie })).status).toBe(204);
    // Signing in again shows the ban, not the catalogue.
    const again = await call('/api/auth/login', { body: { email: member.email, password: member.password } });
    expect(again.status).toBe(200);
    expect((await call('/api/me', { token: again.body.accessToken })).status).toBe(403);
  });

  it('a permanent ban has no end; unbanning gives the account back; the reason is required', async () => {
    const admin = await registerAdmin();
    const member = await register();
    const noReason = await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, body: { reason: '', days: 0 } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.detail).toBe('Veuillez indiquer une raison pour le bannissement');
    const badDays = await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'x', days: 5 } });
    expect(badDays.status).toBe(400);
    const ban = await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Spam', days: 0 } });
    expect(ban.body).toMatchObject({ type: 'PERMANENT', bannedUntil: null });
    const again = await call('/api/auth/login', { body: { email: member.email, password: member.password } });
    await waitUntil(() => call('/api/me', { token: again.body.accessToken }), (res) => res.status === 403);
    expect((await call(`/api/admin/users/${member.session.user.id}/ban`, { method: 'DELETE', token: admin.accessToken })).status).toBe(204);
    await waitUntil(() => call('/api/me', { token: again.body.accessToken }), (res) => res.status === 200);
    expect((await call('/api/me/ban', { token: again.body.accessToken })).body).toEqual({ banned: false, ban: null });
    expect((await call(`/api/admin/users/${member.session.user.id}/ban`, { method: 'DELETE', token: admin.accessToken })).status).toBe(409);
    const unknown = await call('/api/admin/users/not-a-uuid/ban', { token: admin.accessToken, body: { reason: 'x', days: 1 } });
    expect(unknown.status).toBe(400);
  });
});

describe('rate limits', () => {
  it('never locks an account for everybody: wrong passwords from many addresses leave the next address free', async () => {
    const member = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('/api/auth/login', { body: { email: member.email, password: 'essai-' + i }, ip: randomIp() })).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await call('/api/auth/login', { body: { email: member.email, password: member.password }, ip: randomIp() })).status).toBe(200);
  });

  it('limits sign-ups per client address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const captcha = (await call('/api/auth/captcha', { method: 'POST', ip })).body;
      statuses.push((await call('/api/auth/register', { ip, body: { email: uniqueEmail(), password: 'Lumière-1895', captchaToken: captcha.token, captchaAnswer: 'faux' } })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it('never refuses a reset request because of the target address: mails to it are limited without telling', async () => {
    const email = uniqueEmail('reset');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('/api/auth/password/forgot', { body: { email } })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202]);
  });
});

describe('health', () => {
  it('reports the gateway, identity, catalogue, PostgreSQL, NATS and Redis', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    for (const part of ['gateway', 'identity', 'catalogue', 'postgres', 'nats', 'redis']) expect(res.body.checks[part].status).toBe('up');
  });
});
