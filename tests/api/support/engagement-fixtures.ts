import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from '@jest/globals';
import type { MovieDto, SeriesDetailDto, ViewResult } from '@streaming/contracts';
import { waitUntil } from '../../support/wait-until.js';
import { call, register, registerAdmin, type CallOptions, type Member } from './api-client.js';

/**
 * What the engagement API files share: an admin who creates each test's own films and series, the
 * calls as a member, and the clean-up (the titles are deleted at the end: the other API files
 * share this stack and count the demo catalogue).
 */

const created: Array<{ kind: 'movies' | 'series'; id: string }> = [];

/** The admin who creates the titles (signed up before the file's tests). */
export let admin: Member;
/** A member with an access token: `as(member)` sends with it. */
export const as = (m: Member | undefined) => (path: string, opts: CallOptions = {}) => call(path, { ...opts, token: m?.accessToken });
export const put = (m: Member, path: string, body?: unknown) => call(path, { method: 'PUT', token: m.accessToken, body });
export const del = (m: Member, path: string) => call(path, { method: 'DELETE', token: m.accessToken });

export async function createMovie(title = `Film ${randomUUID().slice(0, 8)}`): Promise<MovieDto> {
  const res = await call<MovieDto>('/api/admin/movies', { token: admin.accessToken, body: { title, durationMinutes: 10 } });
  expect(res.status).toBe(201);
  created.push({ kind: 'movies', id: res.body.id });
  return res.body;
}

/** A series with one season of `episodes` episodes. */
export async function createSeries(episodes = 2): Promise<SeriesDetailDto> {
  const series = await call<SeriesDetailDto>('/api/admin/series', { token: admin.accessToken, body: { title: `Série ${randomUUID().slice(0, 8)}`, status: 'ongoing' } });
  expect(series.status).toBe(201);
  created.push({ kind: 'series', id: series.body.id });
  for (let n = 1; n <= episodes; n++) {
    const ep = await call(`/api/admin/series/${series.body.id}/episodes`, { token: admin.accessToken, body: { seasonNumber: 1, episodeNumber: n, title: `Épisode ${n}`, durationMinutes: 45 } });
    expect(ep.status).toBe(201);
  }
  return (await call<SeriesDetailDto>(`/api/series/${series.body.id}`, { token: admin.accessToken })).body;
}

export async function ban(member: Member): Promise<void> {
  const res = await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Partage de compte', days: 7 } });
  expect(res.status).toBe(200);
}

export const progress = (m: Member, body: Record<string, unknown>) => put(m, '/api/me/progress', body);
export const view = (m: Member, body: Record<string, unknown>) => call<ViewResult>('/api/views', { token: m.accessToken, body });

const viewsOf = async (id: string, path: 'movies' | 'series') => (await call<MovieDto>(`/api/${path}/${id}`, { token: admin.accessToken })).body.viewsCount;

/**
 * Reads a film (or series) until its views count reaches `expected` (the catalogue adds views in
 * batches, the gateway keeps the read 5 s), checks it is exactly that, and with `stays`, that it is
 * still that once a view recorded after them is counted (nothing counted twice later): the
 * catalogue takes the views in the order they were recorded, and creating the other film clears the
 * gateway's answers.
 */
export async function expectViews(id: string, expected: number, path: 'movies' | 'series' = 'movies', stays = true): Promise<void> {
  const counted = await waitUntil(() => viewsOf(id, path), (n) => n >= expected, { timeoutMs: 20_000, intervalMs: 250, what: `${expected} view(s) counted` });
  expect(counted).toBe(expected);
  if (!stays) return;
  const later = await createMovie();
  expect((await view(await register(), { kind: 'movie', titleId: later.id })).body).toEqual({ counted: true });
  await waitUntil(() => viewsOf(later.id, 'movies'), (n) => n === 1, { timeoutMs: 20_000, intervalMs: 250, what: 'a later view counted' });
  expect(await viewsOf(id, path)).toBe(expected);
}

/** Signs the admin up before the file's tests and deletes the titles they created after them. */
export function useEngagementFixtures(): void {
  afterAll(async () => {
    for (const { kind, id } of created) {
      const res = await call(`/api/admin/${kind}/${id}`, { method: 'DELETE', token: admin.accessToken });
      // 404: the test deleted it itself.
      expect([204, 404]).toContain(res.status);
    }
  });

  beforeAll(async () => {
    admin = await registerAdmin();
  }, 60_000);
}
