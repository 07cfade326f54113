import { describe, expect, it } from '@jest/globals';
import { CatalogueEvents, type CatalogueCard, type TitleLookup, type TitleLookupQuery } from '@streaming/contracts';
import { RpcCallError } from '@streaming/platform';
import { KnownTitles, progressTitle, viewTitle } from './known-titles.js';

const M1 = '11111111-1111-4111-8111-111111111111';
const M2 = '22222222-2222-4222-8222-222222222222';
const S1 = '33333333-3333-4333-8333-333333333333';
const S2 = '66666666-6666-4666-8666-666666666666';
const E1 = '44444444-4444-4444-8444-444444444444';
const E2 = '55555555-5555-4555-8555-555555555555';
const NOBODY = '99999999-9999-4999-8999-999999999999';

const card = (kind: 'movie' | 'series', id: string): CatalogueCard => ({ id, kind, title: 'Titre', year: 2001, posterUrl: null, rating: null, views: 0, quality: 'HD 1080p' });

/** A catalogue holding films M1, M2, series S1 (episodes E1, E2) and S2, answering lookups as the real one does; every query is kept. */
function catalogue() {
  const films = new Set([M1, M2]);
  const series = new Set([S1, S2]);
  const episodes = new Map([[E1, S1], [E2, S1]]);
  const queries: TitleLookupQuery[] = [];
  const lookup = async (q: TitleLookupQuery): Promise<TitleLookup> => {
    queries.push(q);
    return {
      cards: [...q.movieIds.filter((id) => films.has(id)).map((id) => card('movie', id)), ...q.seriesIds.filter((id) => series.has(id)).map((id) => card('series', id))],
      episodes: q.episodeIds.flatMap((id) => {
        const seriesId = episodes.get(id);
        return seriesId ? [{ id, seriesId, seasonNumber: 1, episodeNumber: 1, title: 'Pilote', durationMinutes: 42, thumbnailUrl: null }] : [];
      }),
    };
  };
  return { lookup, queries, films, series, episodes };
}

/** The 404 a check gives, as the gateway answers it (status, code, French detail), or 'ok'. */
async function outcome(check: Promise<void> | undefined): Promise<unknown> {
  try {
    await check;
    return 'ok';
  } catch (err) {
    const problem = err as { getStatus?: () => number; getResponse?: () => unknown };
    return problem.getStatus && problem.getResponse ? { status: problem.getStatus(), ...(problem.getResponse() as object) } : err;
  }
}

const notFound = (code: string, detail: string) => ({ status: 404, code, detail, extra: undefined });

describe('KnownTitles', () => {
  it('asks the catalogue once for a title, then answers from memory until the TTL is over', async () => {
    const c = catalogue();
    let now = 1_000;
    const titles = new KnownTitles(c.lookup, { ttlMs: 60_000, now: () => now });
    const first = titles.check({ kind: 'movie', titleId: M1 });
    expect(first).toBeInstanceOf(Promise);
    expect(await outcome(first)).toBe('ok');
    expect(c.queries).toEqual([{ movieIds: [M1], seriesIds: [], episodeIds: [] }]);

    // Known: nothing to wait for, no lookup (the hot path).
    now += 59_999;
    expect(titles.check({ kind: 'movie', titleId: M1 })).toBeUndefined();
    // In another case, as a member may send it: the same title.
    expect(titles.check({ kind: 'movie', titleId: M1.toUpperCase() })).toBeUndefined();
    expect(c.queries).toHaveLength(1);

    // Expired: asked again.
    now += 1;
    expect(await outcome(titles.check({ kind: 'movie', titleId: M1 }))).toBe('ok');
    expect(c.queries).toHaveLength(2);
  });

  it('asks for the titles checked together in one lookup, each id once, and never twice for a title already asked for', async () => {
    const c = catalogue();
    const titles = new KnownTitles(c.lookup);
    const checks = [
      titles.check({ kind: 'movie', titleId: M1 }),
      titles.check({ kind: 'movie', titleId: M1 }),
      titles.check({ kind: 'series', titleId: S1, episodeId: E1 }),
      titles.check({ kind: 'series', titleId: S1, episodeId: E2 }),
      titles.check({ kind: 'movie', titleId: M2 }),
    ];
    expect(await Promise.all(checks.map(outcome))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(c.queries).toEqual([{ movieIds: [M1, M2], seriesIds: [S1], episodeIds: [E1, E2] }]);

    // A check arriving while its title is being asked for waits for that answer.
    const fresh = new KnownTitles(c.lookup);
    const a = fresh.check({ kind: 'movie', titleId: M2 });
    await Promise.resolve();
    const b = fresh.check({ kind: 'movie', titleId: M2 });
    expect(await Promise.all([outcome(a), outcome(b)])).toEqual(['ok', 'ok']);
    expect(c.queries).toHaveLength(2);
  });

  it('refuses a title or an episode the catalogue does not have with its 404 and French message, and remembers no miss', async () => {
    const c = catalogue();
    const titles = new KnownTitles(c.lookup);
    expect(await outcome(titles.check({ kind: 'movie', titleId: NOBODY }))).toEqual(notFound('MOVIE_NOT_FOUND', 'Film non trouvé'));
    expect(await outcome(titles.check({ kind: 'series', titleId: NOBODY }))).toEqual(notFound('SERIES_NOT_FOUND', 'Série non trouvée'));
    // A film's id is not a series; a series' id is not a film.
    expect(await outcome(titles.check({ kind: 'series', titleId: M1 }))).toEqual(notFound('SERIES_NOT_FOUND', 'Série non trouvée'));
    expect(await outcome(titles.check({ kind: 'movie', titleId: S1 }))).toEqual(notFound('MOVIE_NOT_FOUND', 'Film non trouvé'));
    // An episode that does not exist, or of another series.
    expect(await outcome(titles.check({ kind: 'series', titleId: S1, episodeId: NOBODY }))).toEqual(notFound('EPISODE_NOT_FOUND', 'Épisode introuvable.'));
    expect(await outcome(titles.check({ kind: 'series', titleId: S2, episodeId: E1 }))).toEqual(notFound('EPISODE_NOT_FOUND', 'Épisode introuvable.'));
    // S2 and E1 are known now, but E1 is still not S2's: refused from memory as well.
    expect(await outcome(titles.check({ kind: 'series', titleId: S2, episodeId: E1 }))).toEqual(notFound('EPISODE_NOT_FOUND', 'Épisode introuvable.'));

    // A miss is asked again (the title may have been created since: ids are never reused, but the lookup is cheap).
    const asked = c.queries.length;
    c.films.add(NOBODY);
    expect(await outcome(titles.check({ kind: 'movie', titleId: NOBODY }))).toBe('ok');
    expect(c.queries).toHaveLength(asked + 1);
  });

  it('forgets a deleted film, series (with its episodes) or episode at once', async () => {
    const c = catalogue();
    const titles = new KnownTitles(c.lookup);
    await Promise.all([
      titles.check({ kind: 'movie', titleId: M1 }),
      titles.check({ kind: 'movie', titleId: M2 }),
      titles.check({ kind: 'series', titleId: S1, episodeId: E1 }),
      titles.check({ kind: 'series', titleId: S1, episodeId: E2 }),
    ]);
    const at = new Date().toISOString();
    c.films.delete(M1);
    c.episodes.delete(E2);
    titles.forget([
      { id: 'ev1', type: CatalogueEvents.movieDeleted, occurredAt: at, data: { id: M1, title: 'Titre' } },
      { id: 'ev2', type: CatalogueEvents.movieUpdated, occurredAt: at, data: { id: M2, title: 'Titre' } },
      { id: 'ev3', type: CatalogueEvents.episodeDeleted, occurredAt: at, data: { id: E2, seriesId: S1 } },
    ]);
    expect(await outcome(titles.check({ kind: 'movie', titleId: M1 }))).toEqual(notFound('MOVIE_NOT_FOUND', 'Film non trouvé'));
    expect(titles.check({ kind: 'movie', titleId: M2 })).toBeUndefined();
    expect(titles.check({ kind: 'series', titleId: S1, episodeId: E1 })).toBeUndefined();
    expect(await outcome(titles.check({ kind: 'series', titleId: S1, episodeId: E2 }))).toEqual(notFound('EPISODE_NOT_FOUND', 'Épisode introuvable.'));

    c.series.delete(S1);
    c.episodes.clear();
    titles.forget([{ id: 'ev4', type: CatalogueEvents.seriesDeleted, occurredAt: at, data: { id: S1.toUpperCase(), title: 'Titre' } }]);
    expect(titles.size).toBe(1); // M2 only: S1 and E1 went with the series.
    expect(await outcome(titles.check({ kind: 'series', titleId: S1 }))).toEqual(notFound('SERIES_NOT_FOUND', 'Série non trouvée'));
  });

  it('does not remember what a lookup overlapping a deletion answered', async () => {
    const c = catalogue();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const titles = new KnownTitles(async (q) => {
      await gate;
      return c.lookup(q);
    });
    const check = titles.check({ kind: 'movie', titleId: M1 });
    await new Promise((r) => setImmediate(r));
    titles.forget([{ id: 'ev', type: CatalogueEvents.movieDeleted, occurredAt: new Date().toISOString(), data: { id: M1 } }]);
    release();
    expect(await outcome(check)).toBe('ok');
    expect(titles.size).toBe(0);
  });

  it('keeps at most maxEntries titles, forgetting the oldest known first', async () => {
    const c = catalogue();
    const titles = new KnownTitles(c.lookup, { maxEntries: 2 });
    await titles.check({ kind: 'movie', titleId: M1 });
    await titles.check({ kind: 'movie', titleId: M2 });
    await titles.check({ kind: 'series', titleId: S1 });
    expect(titles.size).toBe(2);
    expect(titles.check({ kind: 'movie', titleId: M2 })).toBeUndefined();
    expect(titles.check({ kind: 'series', titleId: S1 })).toBeUndefined();
    expect(titles.check({ kind: 'movie', titleId: M1 })).toBeInstanceOf(Promise);
  });

  it('fails as the lookup failed when the catalogue is away (503), remembering nothing', async () => {
    const c = catalogue();
    let away = true;
    const titles = new KnownTitles(async (q) => {
      if (away) throw new RpcCallError('SERVICE_UNAVAILABLE', 503, 'Aucun service ne répond à catalogue.titles.lookup');
      return c.lookup(q);
    });
    await expect(titles.check({ kind: 'movie', titleId: M1 })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    away = false;
    expect(titles.check({ kind: 'movie', titleId: M1 })).toBeInstanceOf(Promise);
  });
});

describe('the title a save or a view names', () => {
  it('a film, or a series with its episode', () => {
    expect(progressTitle({ kind: 'movie', titleId: M1, positionSeconds: 1, durationSeconds: 2 })).toEqual({ kind: 'movie', titleId: M1 });
    expect(progressTitle({ kind: 'episode', titleId: S1, episodeId: E1, positionSeconds: 1, durationSeconds: 2 })).toEqual({ kind: 'series', titleId: S1, episodeId: E1 });
    expect(viewTitle({ kind: 'movie', titleId: M1 })).toEqual({ kind: 'movie', titleId: M1 });
    expect(viewTitle({ kind: 'series', titleId: S1 })).toStrictEqual({ kind: 'series', titleId: S1 });
    expect(viewTitle({ kind: 'series', titleId: S1, episodeId: E1 })).toEqual({ kind: 'series', titleId: S1, episodeId: E1 });
  });
});
