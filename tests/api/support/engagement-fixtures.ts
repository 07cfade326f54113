import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from '@jest/globals';
import type { MovieDto, SeriesDetailDto, ViewResult } from '@streaming/contracts';
import { call, registerAdmin, sleep, type CallOptions, type Member } from './api-client.js';

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

/**
 * Reads a film (or series) until its views count reaches `expected` (the catalogue adds views in
 * batches, the gateway keeps the read 5 s), checks it is exactly that, and with `stays`, that it
 * is still that once the gateway's copy has expired (nothing counted twice later).
 */
export async function expectViews(id: string, expected: number, path: 'movies' | 'series' = 'movies', stays = true): Promise<void> {
  let last = -1;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    last = (await call<MovieDto>(`/api/${path}/${id}`, { token: admin.accessToken })).body.viewsCount;
    if (last >= expected) break;
    await sleep(250);
  }
  expect(last).toBe(expected);
  if (!stays) return;
  // Nothing counted twice later (a redelivery, a second batch): past the gateway's 5 s cache.
  await sleep(5500);
  expect((await call<MovieDto>(`/api/${path}/${id}`, { token: admin.accessToken })).body.viewsCount).toBe(expected);
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
