import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { TmdbPrefill, TmdbSearchResults } from '@streaming/contracts';
import type { FakeTmdbBehaviour, FakeTmdbRequest } from '../support/fake-tmdb.js';
import { waitUntil } from '../support/wait-until.js';
import { call, registerAdmin, type Member } from './support/api-client.js';

// The TMDB prefill through the gateway, against the fake TMDB the test stack runs
// (tests/support/fake-tmdb.mjs, driven through its control routes): the key stays on the server,
// TMDB's limits and failures reach the admin as French 503/502/504 answers, never a 500. TMDB's
// answers stay in the stack's Redis for the whole run: the titles asked here are asked nowhere else.
const CONTROL = () => {
  const url = process.env.TEST_TMDB_CONTROL_URL;
  if (!url) throw new Error('TEST_TMDB_CONTROL_URL not set: the api project global setup starts the fake TMDB');
  return url;
};
const isRequestLog = (v: unknown): v is FakeTmdbRequest[] =>
  Array.isArray(v) && v.every((r: unknown) => typeof r === 'object' && r !== null && typeof Reflect.get(r, 'path') === 'string');
const fakeRequests = async (): Promise<FakeTmdbRequest[]> => {
  const log: unknown = await (await fetch(`${CONTROL()}/requests`)).json();
  if (!isRequestLog(log)) throw new Error(`the fake TMDB's request log is unreadable: ${JSON.stringify(log)}`);
  return log;
};
const fakeNext = (behaviour: FakeTmdbBehaviour) => fetch(`${CONTROL()}/next`, { method: 'POST', body: JSON.stringify(behaviour) });

let admin: Member;
beforeAll(async () => {
  admin = await registerAdmin();
});
beforeEach(async () => {
  await fetch(`${CONTROL()}/reset`, { method: 'POST' });
});

const get = <T>(path: string) => call<T>(path, { token: admin.accessToken });

describe('the TMDB prefill', () => {
  it('looks titles up and fills the form through the server, whose key never reaches the browser', async () => {
    const found = await get<TmdbSearchResults>('/api/admin/tmdb/search?kind=movie&q=Metropolis');
    expect(found.status).toBe(200);
    expect(found.body.results).toEqual([
      { tmdbId: 19, kind: 'movie', title: 'Metropolis', originalTitle: 'Metropolis', year: 1927, posterThumbUrl: 'https://image.tmdb.org/t/p/w92/fake-metropolis.jpg', overview: expect.any(String) },
    ]);
    const prefill = await get<TmdbPrefill>('/api/admin/tmdb/movie/19');
    expect(prefill.status).toBe(200);
    expect(prefill.body).toMatchObject({
      title: 'Metropolis', releaseYear: 1927, durationMinutes: 153, director: 'Fritz Lang', country: 'Allemagne', language: 'Allemand',
      trailerUrl: 'https://www.youtube.com/watch?v=fakeFrTrailer19', rating: 4.1, fallbackFields: [],
    });
    const series = await get<TmdbPrefill>('/api/admin/tmdb/tv/880001');
    expect(series.body).toMatchObject({ title: 'Les Voisins des nuages', status: 'ongoing', country: 'Japon', language: 'Japonais' });

    const seen = await fakeRequests();
    expect(seen.map((r) => [r.path, r.credentials])).toEqual([['/3/search/movie', 'api_key'], ['/3/movie/19', 'api_key'], ['/3/tv/880001', 'api_key']]);
    expect(seen[1].query.append_to_response).toBe('credits,videos,translations');
    for (const res of [found, prefill, series]) expect(JSON.stringify(res.body)).not.toContain('fakeTmdbKey');
  });

  it('says in French what is wrong: an unknown title, TMDB failing, TMDB too slow', async () => {
    const unknown = await get('/api/admin/tmdb/tv/12345');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'TMDB_NOT_FOUND', detail: 'Ce titre est introuvable sur TMDB.' });

    await fakeNext({ status: 500 });
    const failing = await get('/api/admin/tmdb/search?kind=tv&q=vampires');
    expect(failing.status).toBe(502);
    expect(failing.body).toMatchObject({ code: 'TMDB_UNAVAILABLE', detail: 'TMDB a répondu par une erreur : réessayez dans un moment ou remplissez le formulaire à la main.' });

    await fakeNext({ stallMs: 20_000 });
    const slow = await get('/api/admin/tmdb/movie/2972');
    expect(slow.status).toBe(504);
    expect(slow.body).toMatchObject({ code: 'TMDB_TIMEOUT', detail: "TMDB n'a pas répondu à temps : réessayez dans un moment ou remplissez le formulaire à la main." });
  });

  it('waits out a 429, and when TMDB asks to wait too long says when to retry', async () => {
    await fakeNext({ status: 429, retryAfter: 1 });
    const waited = await get<TmdbSearchResults>('/api/admin/tmdb/search?kind=movie&q=caligari');
    expect(waited.status).toBe(200);
    expect(waited.body.results.map((r) => r.title)).toEqual(['Le Cabinet du docteur Caligari']);
    expect((await fakeRequests()).map((r) => r.path)).toEqual(['/3/search/movie', '/3/search/movie']);

    await fakeNext({ status: 429, retryAfter: 4 });
    const busy = await get('/api/admin/tmdb/search?kind=movie&q=potemkine');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('4');
    expect(busy.body).toMatchObject({ code: 'TMDB_BUSY', retryAfter: 4, detail: 'TMDB limite le nombre de requêtes : réessayez dans 4 secondes.' });
    // Once the wait is over, lookups work again (the other test files use TMDB too).
    await waitUntil(() => get('/api/admin/tmdb/search?kind=movie&q=potemkine'), (res) => res.status === 200, { timeoutMs: 15_000, intervalMs: 500, what: 'TMDB lookups after the pause' });
  });
});
