import { describe, expect, it } from '@jest/globals';
import { createLogger } from '@streaming/platform';
import { TmdbClient, type TmdbClientOptions } from './tmdb.client.js';

const logger = createLogger('tmdb-client-spec', 'silent');

/** A fetch that answers `respond(url, init)` and remembers what it was asked. */
function fakeFetch(respond: (url: string) => Response | Promise<Response>) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fn: typeof fetch = async (input, init) => {
    const url = String(input);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    calls.push({ url, headers });
    return respond(url);
  };
  return { fn, calls };
}

const client = (over: Partial<TmdbClientOptions>) =>
  new TmdbClient({ baseUrl: 'https://tmdb.test/3', apiKey: '', readToken: '', timeoutMs: 1000, maxPerSecond: 40, logger, ...over });

describe('TMDB client', () => {
  it('without credentials answers 503 TMDB_NOT_CONFIGURED and calls nobody', async () => {
    const f = fakeFetch(() => new Response('{}'));
    const tmdb = client({ fetch: f.fn });
    expect(tmdb.configured).toBe(false);
    await expect(tmdb.get('/search/movie', { query: 'golem' })).rejects.toMatchObject({
      code: 'TMDB_NOT_CONFIGURED', status: 503, message: expect.stringContaining("n'est pas configurée"),
    });
    expect(f.calls).toEqual([]);
  });

  it('sends the API key as api_key, or the read access token as a Bearer header only', async () => {
    const f = fakeFetch(() => Response.json({ results: [] }));
    await client({ apiKey: 'k3y', fetch: f.fn }).get('/search/movie', { query: 'le golem' });
    expect(f.calls[0].url).toBe('https://tmdb.test/3/search/movie?query=le+golem&api_key=k3y');
    await client({ apiKey: 'k3y', readToken: 'r.t', fetch: f.fn }).get('/movie/19', { language: 'fr-FR' });
    expect(f.calls[1]).toMatchObject({ url: 'https://tmdb.test/3/movie/19?language=fr-FR', headers: { authorization: 'Bearer r.t' } });
  });

  it('turns every failure into a French 4xx/5xx, never lets one through', async () => {
    const answer = (res: () => Response | Promise<Response>) => client({ apiKey: 'k', fetch: fakeFetch(res).fn }).get('/movie/1', {});
    await expect(answer(() => new Response('{"status_code":34}', { status: 404 }))).rejects.toMatchObject({ code: 'TMDB_NOT_FOUND', status: 404 });
    await expect(answer(() => new Response('{"status_code":7}', { status: 401 }))).rejects.toMatchObject({ code: 'TMDB_KEY_REFUSED', status: 502 });
    await expect(answer(() => new Response('oops', { status: 503 }))).rejects.toMatchObject({ code: 'TMDB_UNAVAILABLE', status: 502 });
    await expect(answer(() => new Response('<html>', { status: 200 }))).rejects.toMatchObject({ code: 'TMDB_UNAVAILABLE', status: 502 });
    await expect(answer(() => Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({ code: 'TMDB_UNAVAILABLE', status: 502 });
    await expect(answer(() => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')))).rejects.toMatchObject({ code: 'TMDB_TIMEOUT', status: 504 });
  });
});
