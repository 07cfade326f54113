import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase, migrate } from '@streaming/platform';
import type { DataSource } from 'typeorm';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../src/database/catalogue-data-source.js';
import { demoCatalogue } from '../src/seed/demo-catalogue.js';
import { SAMPLE_SUBTITLES_URL, SAMPLE_VIDEO_URL, seedDemoCatalogue, stableId } from '../src/seed/demo-seed.js';
import { generateSynthetic } from '../src/seed/synthetic.js';

const { genres: DEMO_GENRES, movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();

// Its own database: these loads must not change the counts the other catalogue tests read.
const url = `${currentTestNames().DATABASE_URL}_seeds`;
let ds: DataSource;
const count = async (table: string) => Number((await ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

beforeAll(async () => {
  await dropDatabase(url);
  await migrate(createCatalogueDataSource(url), url, CATALOGUE_SCHEMA);
  ds = createCatalogueDataSource(url, 2);
  await ds.initialize();
});

afterAll(async () => {
  await ds?.destroy();
  await dropDatabase(url);
});

describe('demo catalogue', () => {
  it('loads every genre, film, series and episode, once', async () => {
    const first = await seedDemoCatalogue(ds);
    expect(first).toEqual({
      skipped: false, genres: DEMO_GENRES.length, movies: DEMO_MOVIES.length, series: DEMO_SERIES.length,
      episodes: DEMO_SERIES.reduce((n, s) => n + s.episodes.length, 0),
    });
    expect(await seedDemoCatalogue(ds)).toMatchObject({ skipped: true });
    expect(await count('movies')).toBe(DEMO_MOVIES.length);
    expect(await count('movie_genres')).toBe(DEMO_MOVIES.reduce((n, m) => n + m.genres.length, 0));
    // The data's anime genre is the anime genre (the rule finds it by its row, not by a slug).
    expect(await ds.query(`SELECT name, category FROM genres WHERE is_anime`)).toEqual([{ name: 'Séries Animées', category: 'Animés' }]);
  });

  it('gives posters and a playable local clip to titles that have none', async () => {
    const [row] = await ds.query(`SELECT id, poster_url, video_url_vf FROM movies WHERE id = $1`, [stableId('movie', DEMO_MOVIES[0].title, DEMO_MOVIES[0].release_year)]);
    expect(row.poster_url).toBe(`/api/posters/movie/${row.id}.svg`);
    expect(row.video_url_vf).toBe(SAMPLE_VIDEO_URL);
    expect(await count(`episodes WHERE video_url_vf = '${SAMPLE_VIDEO_URL}'`)).toBeGreaterThan(0);
  });

  it('gives every demo title both versions, French subtitles for VOSTFR and a trailer, and keeps the real film as its page', async () => {
    const [row] = await ds.query(`SELECT trailer_url, video_url, video_url_vostfr, subtitles_url_vostfr FROM movies WHERE id = $1`, [
      stableId('movie', DEMO_MOVIES[0].title, DEMO_MOVIES[0].release_year),
    ]);
    expect(row).toEqual({ trailer_url: SAMPLE_VIDEO_URL, video_url: DEMO_MOVIES[0].video_url, video_url_vostfr: SAMPLE_VIDEO_URL, subtitles_url_vostfr: SAMPLE_SUBTITLES_URL });
    const complete = `video_url_vf IS NOT NULL AND video_url_vostfr IS NOT NULL AND (video_url_vostfr <> '${SAMPLE_VIDEO_URL}' OR subtitles_url_vostfr = '${SAMPLE_SUBTITLES_URL}')`;
    expect(await count(`movies WHERE ${complete} AND trailer_url IS NOT NULL`)).toBe(DEMO_MOVIES.length);
    expect(await count(`series WHERE trailer_url IS NOT NULL`)).toBe(DEMO_SERIES.length);
    expect(await count(`episodes WHERE ${complete}`)).toBe(DEMO_SERIES.reduce((n, s) => n + s.episodes.length, 0));
  });

  it('a demo title loaded by an earlier version of the data gets what it lacks, and keeps the rest', async () => {
    const id = stableId('movie', DEMO_MOVIES[2].title, DEMO_MOVIES[2].release_year);
    await ds.query(`UPDATE movies SET video_url_vostfr = NULL, subtitles_url_vostfr = NULL, trailer_url = NULL, title = 'Titre modifié' WHERE id = $1`, [id]);
    // A new version of the data runs the seed again.
    await ds.query(`UPDATE seed_runs SET checksum = 'ancienne' WHERE name = 'demo'`);
    expect(await seedDemoCatalogue(ds)).toMatchObject({ skipped: false, movies: 0 });
    const [row] = await ds.query(`SELECT title, trailer_url, video_url_vostfr, subtitles_url_vostfr FROM movies WHERE id = $1`, [id]);
    expect(row).toEqual({ title: 'Titre modifié', trailer_url: SAMPLE_VIDEO_URL, video_url_vostfr: SAMPLE_VIDEO_URL, subtitles_url_vostfr: SAMPLE_SUBTITLES_URL });
  });

  it('the subtitles are a French WebVTT file timed within the 12 s clip', () => {
    const vtt = readFileSync(new URL('../../../media/sample-clip.fr.vtt', import.meta.url), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    const ends = [...vtt.matchAll(/--> 00:00:(\d\d\.\d{3})/g)].map((m) => Number(m[1]));
    expect(ends.length).toBeGreaterThan(2);
    expect(Math.max(...ends)).toBeLessThanOrEqual(12);
    expect(vtt).toContain('sous-titres');
  });

  it('keeps an admin deletion while the data is unchanged', async () => {
    const id = stableId('movie', DEMO_MOVIES[1].title, DEMO_MOVIES[1].release_year);
    await ds.query(`DELETE FROM movies WHERE id = $1`, [id]);
    expect(await seedDemoCatalogue(ds)).toMatchObject({ skipped: true });
    expect(await count('movies')).toBe(DEMO_MOVIES.length - 1);
  });
});

describe('synthetic catalogue for benchmarks', () => {
  it('adds the requested number of titles with genres, episodes and searchable words', async () => {
    const before = { movies: await count('movies'), series: await count('series') };
    const r = await generateSynthetic(ds, 5000);
    expect(r).toMatchObject({ movies: 4000, series: 1000 });
    expect(await count('movies')).toBe(before.movies + 4000);
    expect(await count('series')).toBe(before.series + 1000);
    expect(r.episodes).toBeGreaterThanOrEqual(1000 * 3);
    expect(await count('movies m WHERE NOT EXISTS (SELECT 1 FROM movie_genres g WHERE g.movie_id = m.id)')).toBe(0);
    expect(await count(`search_lexicon WHERE word = 'chateau'`)).toBe(1);
    // The lexicon trigger is back on after the load.
    await ds.query(`INSERT INTO movies (id, title) VALUES (gen_random_uuid(), 'Zygomatique')`);
    expect(await count(`search_lexicon WHERE word = 'zygomatique'`)).toBe(1);
    expect(r.seconds).toBeLessThan(60);
  });

  // The indexes of the three tables the load fills, as PostgreSQL defines them.
  const indexes = (): Promise<{ tablename: string; indexname: string; indexdef: string }[]> =>
    ds.query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'catalogue' AND tablename IN ('movies', 'series', 'episodes') ORDER BY indexname`);
  const KEYS = ['episodes_pkey', 'episodes_series_season_episode_key', 'movies_pkey', 'series_pkey'];

  it('builds every index of films, series and episodes again after the load, as defined before, and times each build', async () => {
    const before = await indexes();
    expect(before.length).toBeGreaterThan(KEYS.length);
    const r = await generateSynthetic(ds, 2000);
    expect(await indexes()).toEqual(before);
    // The primary keys and the constraints' indexes stay through the load; the others are built again.
    expect(r.indexes.map((i) => i.name).sort()).toEqual(before.map((i) => i.indexname).filter((name) => !KEYS.includes(name)).sort());
    expect(r.indexes.every((i) => i.seconds >= 0 && ['movies', 'series', 'episodes'].includes(i.table))).toBe(true);
    expect(r.indexSeconds).toBeLessThanOrEqual(r.seconds);
  });

  it('a load that fails half-way leaves the titles and every index as they were', async () => {
    const before = { indexes: await indexes(), movies: await count('movies'), series: await count('series') };
    const stopAtSeries = (msg: string) => {
      if (msg.startsWith('séries')) throw new Error('chargement interrompu');
    };
    await expect(generateSynthetic(ds, 2000, stopAtSeries)).rejects.toThrow('chargement interrompu');
    expect(await indexes()).toEqual(before.indexes);
    expect({ movies: await count('movies'), series: await count('series') }).toEqual({ movies: before.movies, series: before.series });
  });
});
