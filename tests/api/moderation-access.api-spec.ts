import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { waitUntil } from '../support/wait-until.js';
import { call, register, registerAdmin, type Member } from './support/api-client.js';
import { ban, useEngagementFixtures } from './support/engagement-fixtures.js';
import { send, uniqueText } from './support/moderation-fixtures.js';

useEngagementFixtures();

interface Route {
  method: string;
  path: string;
  body?: unknown;
}

/** Every member route of moderation, with a body that would be valid (the content id names nothing). */
const memberRoutes = (): Route[] => [
  { method: 'POST', path: '/api/reports', body: { contentType: 'movie', contentId: randomUUID(), problemType: 'other' } },
  { method: 'GET', path: '/api/me/reports' },
  { method: 'POST', path: '/api/requests', body: { contentType: 'movie', title: uniqueText('Matrice') } },
  { method: 'GET', path: '/api/me/requests' },
  { method: 'GET', path: '/api/requests/quota' },
];

/** Every admin route of moderation; the ids name nothing, so no row changes. */
const adminRoutes = (): Route[] => {
  const id = randomUUID();
  return [
    { method: 'GET', path: '/api/admin/moderation/counts' },
    { method: 'GET', path: '/api/admin/reports' },
    { method: 'PATCH', path: `/api/admin/reports/${id}`, body: { status: 'in_progress' } },
    { method: 'GET', path: '/api/admin/requests' },
    { method: 'PATCH', path: `/api/admin/requests/${id}`, body: { status: 'approved' } },
    { method: 'GET', path: '/api/admin/popups' },
    { method: 'POST', path: '/api/admin/popups', body: { title: 'Matrice', content: 'Message de test', isActive: false } },
    { method: 'PATCH', path: `/api/admin/popups/${id}`, body: { title: 'Matrice', content: 'Message de test', isActive: false } },
    { method: 'POST', path: `/api/admin/popups/${id}/activate` },
    { method: 'DELETE', path: `/api/admin/popups/${id}` },
    { method: 'GET', path: '/api/admin/contact' },
    { method: 'PATCH', path: `/api/admin/contact/${id}`, body: { handled: true } },
  ];
};

const statusOf = async (who: Member | undefined, r: Route) => {
  const res = await send(who, r.method, r.path, r.body);
  return { route: `${r.method} ${r.path.replace(/[0-9a-f-]{36}/, ':id')}`, status: res.status, code: res.body?.code, detail: res.body?.detail };
};

describe('who may call the moderation routes', () => {
  it('guests get 401 on member and admin routes, and read the popup', async () => {
    for (const r of [...memberRoutes(), ...adminRoutes()]) {
      expect(await statusOf(undefined, r)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    }
    expect((await call('/api/popup')).status).toBe(200);
  });

  it("members reach the member routes and get 403 with the spec's text on every admin route", async () => {
    const member = await register();
    for (const r of memberRoutes()) {
      const { status } = await statusOf(member, r);
      expect({ route: r.path, refused: status === 401 || status === 403 }).toEqual({ route: r.path, refused: false });
    }
    for (const r of adminRoutes()) {
      const answer = await statusOf(member, r);
      expect(answer).toEqual({ route: answer.route, status: 403, code: 'FORBIDDEN_ADMIN', detail: "Vous n'avez pas les permissions d'administrateur" });
    }
  });

  it('admins reach every admin route: lists answer 200, unknown ids 404, and nothing else changes', async () => {
    const other = await registerAdmin();
    for (const r of adminRoutes()) {
      const answer = await statusOf(other, r);
      const expected = r.method === 'GET' ? 200 : r.path === '/api/admin/popups' ? 201 : 404;
      expect(answer).toMatchObject({ status: expected });
    }
    // The popup the matrix created.
    const popups = await send<{ items: Array<{ id: string; title: string }> }>(other, 'GET', '/api/admin/popups');
    for (const p of popups.body.items.filter((p) => p.title === 'Matrice')) {
      expect((await send(other, 'DELETE', `/api/admin/popups/${p.id}`)).status).toBe(204);
    }
  });

  it('a banned member gets 403 with the ban on every route, an admin route included', async () => {
    const member = await register();
    await ban(member);
    await waitUntil(() => call('/api/me', { token: member.accessToken }), (res) => res.status === 403, { what: 'the ban to reach the gateway' });
    for (const r of [...memberRoutes(), ...adminRoutes()]) {
      expect(await statusOf(member, r)).toMatchObject({ status: 403, code: 'ACCOUNT_BANNED' });
    }
    expect((await call('/api/popup', { token: member.accessToken })).status).toBe(200);
  });
});
