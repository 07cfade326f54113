import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CataloguePatterns, type Actor } from '@streaming/contracts';
import { startFakeTmdb, type FakeTmdb } from '../../../tests/support/fake-tmdb.js';
import { useCatalogue } from './catalogue-context.js';

// The TMDB prefill against a local fake TMDB answering recorded responses: the one call per title,
// French with English fallback, the mapping to our form, Redis, the rate limit, 429s, time-outs, errors.
let fake: FakeTmdb;
beforeAll(async () => {
  fake = await startFakeTmdb();
});
afterAll(() => fake?.close());

const TIMEOUT_MS = 2500;
const ctx = useCatalogue('tmdb', () => ({
  TMDB_BASE_URL: fake.url, TMDB_API_KEY: fake.apiKey, TMDB_TIMEOUT_MS: String(TIMEOUT_MS), TMDB_MAX_REQUESTS_PER_SECOND: '5',
}));
const { g, call } = ctx;
const admin: Actor = { userId: randomUUID(), isAdmin: true };
const member: Actor = { userId: randomUUID(), isAdmin: false };

beforeEach(() => fake.reset());

describe('TMDB lookups', () => {
  it('keep the first 5 results with poster thumbnails, asked in French with the server-side key, then answered from Redis', async () => {
    const { results } = await call(CataloguePatterns.tmdbSearch, { kind: 'movie', q: ' Le ' }, admin);
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({
      tmdbId: 2972, kind: 'movie', title: 'Le Golem', originalTitle: 'Der Golem, wie er in die Welt kam', year: 1920,
      posterThumbUrl: 'https://image.tmdb.org/t/p/w92/fake-golem.jpg', overview: expect.stringContaining('ghetto de Prague'),
    });
    expect(fake.requests).toEqual([
      expect.objectContaining({ path: '/3/search/movie', query: { query: 'Le', language: 'fr-FR', page: '1', include_adult: 'false' }, credentials: 'api_key' }),
    ]);
    expect((await call(CataloguePatterns.tmdbSearch, { kind: 'movie', q: 'le' }, admin)).results).toEqual(results);
    expect(fake.requests).toHaveLength(1);

    const tv = await call(CataloguePatterns.tmdbSearch, { kind: 'tv', q: 'nuages' }, admin);
    expect(tv.results).toEqual([expect.objectContaining({ tmdbId: 880001, kind: 'tv', title: 'Les Voisins des nuages', originalTitle: 'Kumo no Tonari', year: 2019 })]);
    expect((await call(CataloguePatterns.tmdbSearch, { kind: 'tv', q: 'introuvable' }, admin)).results).toEqual([]);
  });

  it('are for admins only, with at least 2 characters', async () => {
    await expect(call(CataloguePatterns.tmdbSearch, { kind: 'movie', q: 'golem' }, member)).rejects.toMatchObject({ status: 403 });
    await expect(call(CataloguePatterns.tmdbDetails, { kind: 'movie', id: 19 })).rejects.toMatchObject({ status: 401 });
    await expect(call(CataloguePatterns.tmdbSearch, { kind: 'movie', q: ' a ' }, admin)).rejects.toMatchObject({
      status: 400, message: 'Saisissez au moins 2 caractères pour la recherche TMDB (100 au maximum).',
    });
    await expect(call(CataloguePatterns.tmdbSearch, { kind: 'person', q: 'lang' }, admin)).rejects.toMatchObject({ status: 400, message: 'Type TMDB inconnu : choisissez movie ou tv.' });
    await expect(call(CataloguePatterns.tmdbDetails, { kind: 'movie', id: 0 }, admin)).rejects.toMatchObject({ status: 400 });
    expect(fake.requests).toEqual([]);
  });
});

describe('a TMDB title', () => {
  it('fills the film form from details, credits, videos and translations fetched in one call', async () => {
    const prefill = await call(CataloguePatterns.tmdbDetails, { kind: 'movie', id: 19 }, admin);
    expect(fake.requests).toEqual([
      expect.objectContaining({ path: '/3/movie/19', query: { language: 'fr-FR', append_to_response: 'credits,videos,translations', include_video_language: 'fr,en,null' } }),
    ]);
    expect(prefill).toEqual({
      tmdbId: 19, kind: 'movie', title: 'Metropolis', originalTitle: 'Metropolis', synopsis: expect.stringMatching(/^En 2026, une cité verticale/),
      releaseYear: 1927, durationMinutes: 153, director: 'Fritz Lang', country: 'Allemagne', language: 'Allemand',
      posterUrl: 'https://image.tmdb.org/t/p/w500/fake-metropolis.jpg', trailerUrl: 'https://www.youtube.com/watch?v=fakeFrTrailer19',
      // Our film genres, by name (the series' Science-Fiction is another genre).
      genreIds: [g.drame, g.sf], genres: [{ id: g.drame, name: 'Drame', category: 'Films' }, { id: g.sf, name: 'Science-Fiction', category: 'Films' }],
      unmatchedGenres: [], rating: 4.1, status: null, fallbackFields: [],
    });
    // Cached for a day: asked again, TMDB is not.
    await call(CataloguePatterns.tmdbDetails, { kind: 'movie', id: 19 }, admin);
    expect(fake.requests).toHaveLength(1);
  });

  it('takes English where French is missing, and says which fields', async () => {
    expect(await call(CataloguePatterns.tmdbDetails, { kind: 'movie', id: 990001 }, admin)).toMatchObject({
      title: 'The Lost Reel', synopsis: 'Archivists look for the last copy of a film nobody has seen since 1931.', fallbackFields: ['title', 'synopsis'],
      releaseYear: null, durationMinutes: null, rating: null, posterUrl: null, trailerUrl: null, director: null, country: 'États-Unis', language: 'Anglais',
      genreIds: [], unmatchedGenres: ['Documentaire', 'Téléfilm'],
    });
    // Several directors; a genre of ours matched, the others named.
    expect(await call(CataloguePatterns.tmdbDetails, { kind: 'movie', id: 2972 }, admin)).toMatchObject({
      title: 'Le Golem', director: 'Paul Wegener, Carl Boese', rating: 3.5, genreIds: [g.horreur], unmatchedGenres: ['Fantastique', 'Histoire'], fallbackFields: [],
    });
  });

  it('fills the series form, with the status mapping of the spec', async () => {
    expect(await call(CataloguePatterns.tmdbDetails, { kind: 'tv', id: 880001 }, admin)).toMatchObject({
      title: 'Les Voisins des nuages', originalTitle: 'Kumo no Tonari', releaseYear: 2019, durationMinutes: null, status: 'ongoing',
      director: 'Studio Kumo', country: 'Japon', language: 'Japonais', rating: 4.1, trailerUrl: 'https://www.youtube.com/watch?v=fakeJaTeaser880001',
      // 'Science-Fiction & Fantastique' is looked for as both: the series genre first.
      genreIds: [g.sfSeries], unmatchedGenres: ['Animation'], fallbackFields: [],
    });
    // Originally French: its title is French; its synopsis exists in English only.
    expect(await call(CataloguePatterns.tmdbDetails, { kind: 'tv', id: 880002 }, admin)).toMatchObject({
      title: 'Les Vampires', director: 'Louis Feuillade', status: 'completed', country: 'France', language: 'Français',
      synopsis: 'A journalist fights a gang of criminals in Paris.', fallbackFields: ['synopsis'], rating: 3.6, genreIds: [g.drame],
    });
    expect(await call(CataloguePatterns.tmdbDetails, { kind: 'tv', id: 880003 }, admin)).toMatchObject({ status: 'cancelled', country: 'Corée du Sud', language: 'Coréen' });
  });

  it('unknown to TMDB is a 404 in French', async () => {
    await expect(call(CataloguePatterns.tmdbDetails, { kind: 'movie', id: 424242 }, admin)).rejects.toMatchObject({
      status: 404, code: 'TMDB_NOT_FOUND', message: 'Ce titre est introuvable sur TMDB.',
    });
  });
});

describe('calls to TMDB', () => {
  it('stay under the rate limit', async () => {
    await Promise.all(['aa', 'bb', 'cc', 'dd', 'ee', 'ff'].map((q) => call(CataloguePatterns.tmdbSearch, { kind: 'tv', q }, admin)));
    const times = fake.requests.map((r) => r.at).sort((a, b) => a - b);
    expect(times).toHaveLength(6);
    // 5 a second: one every 200 ms (a few ms of timer slack).
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(190);
  });

  it('honour a 429: wait as long as Retry-After says, then ask again', async () => {
    fake.next({ status: 429, retryAfter: 1 });
    const started = Date.now();
    const { results } = await call(CataloguePatterns.tmdbSearch, { kind: 'movie', q: 'kid' }, admin);
    expect(results.map((r) => r.title)).toEqual(['Le Kid']);
    expect(fake.requests.map((r) => r.path)).toEqual(['/3/search/movie', '/3/search/movie']);
    expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('give up at once, in French and with the wait, when TMDB asks to wait past the lookup’s time', async () => {
    fake.next({ status: 429, retryAfter: 30 });
    await expect(call(CataloguePatterns.tmdbSearch, { kind: 'movie', q: 'caligari' }, admin)).rejects.toMatchObject({
      status: 503, code: 'TMDB_BUSY', message: 'TMDB limite le nombre de requêtes : réessayez dans 30 secondes.', extra: { retryAfter: 30 },
    });
    // The pause holds for every lookup of the process: nothing is sent to TMDB meanwhile.
    await expect(call(CataloguePatterns.tmdbSearch, { kind: 'movie', q: 'potemkine' }, admin)).rejects.toMatchObject({ status: 503, code: 'TMDB_BUSY' });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('a TMDB that fails', () => {
  // A catalogue of its own: the previous test left this one's calls paused for 30 s.
  const other = useCatalogue('tmdbfail', () => ({ TMDB_BASE_URL: fake.url, TMDB_READ_TOKEN: fake.readToken, TMDB_TIMEOUT_MS: String(TIMEOUT_MS) }));

  it('gives a French 504 when it does not answer in time, and a French 502 on its errors, never a 500', async () => {
    fake.next({ stallMs: 20_000 });
    const started = Date.now();
    await expect(other.call(CataloguePatterns.tmdbDetails, { kind: 'movie', id: 19 }, admin)).rejects.toMatchObject({
      status: 504, code: 'TMDB_TIMEOUT', message: "TMDB n'a pas répondu à temps : réessayez dans un moment ou remplissez le formulaire à la main.",
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    fake.next({ status: 500 });
    await expect(other.call(CataloguePatterns.tmdbSearch, { kind: 'movie', q: 'golem' }, admin)).rejects.toMatchObject({ status: 502, code: 'TMDB_UNAVAILABLE' });
    // The read access token goes as a Bearer header, never in the address.
    expect(fake.requests.map((r) => r.credentials)).toEqual(['bearer', 'bearer']);
    // Nothing of a failure is cached: asked again, TMDB answers.
    expect((await other.call(CataloguePatterns.tmdbSearch, { kind: 'movie', q: 'golem' }, admin)).results.map((r) => r.tmdbId)).toEqual([2972]);
  });
});

describe('a catalogue without TMDB credentials', () => {
  const bare = useCatalogue('tmdbnokey', () => ({ TMDB_BASE_URL: fake.url, TMDB_API_KEY: '', TMDB_READ_TOKEN: '' }));

  it('says the lookup is not configured, and calls nobody', async () => {
    for (const [pattern, data] of [[CataloguePatterns.tmdbSearch, { kind: 'movie', q: 'golem' }], [CataloguePatterns.tmdbDetails, { kind: 'tv', id: 880001 }]] as const) {
      await expect(bare.call(pattern, data, admin)).rejects.toMatchObject({
        status: 503, code: 'TMDB_NOT_CONFIGURED',
        message: "La recherche TMDB n'est pas configurée sur ce serveur (clé TMDB_API_KEY ou TMDB_READ_TOKEN absente) : remplissez le formulaire à la main.",
      });
    }
    expect(fake.requests).toEqual([]);
  });
});
