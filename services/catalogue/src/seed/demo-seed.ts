import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { generatedPosterUrl } from '../shared/card.mapper.js';
import { demoCatalogue, type DemoEpisode, type DemoMovie, type DemoSeries } from './demo-catalogue.js';

/** Served by the gateway from its media folder (MEDIA_DIR): lets every demo title play offline. */
export const SAMPLE_VIDEO_URL = '/api/media/sample-clip.webm';
/** French WebVTT subtitles timed to the sample clip (media/sample-clip.fr.vtt): its VOSTFR. */
export const SAMPLE_SUBTITLES_URL = '/api/media/sample-clip.fr.vtt';

/**
 * The demo's playable versions: the data's own, else the sample clip (VOSTFR with its French
 * subtitles), so that a member can try every control offline. The real film stays as `video_url`
 * (its page on its host, offered as a link or an embedded player), the trailer is the clip too.
 */
export function demoPlayback(title: { video_url_vf: string | null; video_url_vostfr: string | null }) {
  return {
    vf: title.video_url_vf ?? SAMPLE_VIDEO_URL,
    vostfr: title.video_url_vostfr ?? SAMPLE_VIDEO_URL,
    subtitlesVostfr: title.video_url_vostfr ? null : SAMPLE_SUBTITLES_URL,
  };
}

/** The same title always gets the same id, so loading twice changes nothing. */
export function stableId(...parts: Array<string | number>): string {
  const h = createHash('sha1').update(parts.join('\u0000')).digest('hex');
  // Shaped as a version-5 (name-based, SHA-1) UUID.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Changes with the data only (the same value as when the data was TypeScript: loaded databases are not re-seeded). */
export const demoChecksum = (): string => {
  const { genres: DEMO_GENRES, movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();
  return createHash('sha256').update(JSON.stringify({ v: 2, DEMO_GENRES, DEMO_MOVIES, DEMO_SERIES, SAMPLE_VIDEO_URL, SAMPLE_SUBTITLES_URL })).digest('hex');
};

export interface SeedReport {
  skipped: boolean;
  genres: number;
  movies: number;
  series: number;
  episodes: number;
}

const MOVIE_CATEGORIES = ['Films', 'Documentaires', 'Spectacles', 'Séries', 'Animés'];
const SERIES_CATEGORIES = ['Séries', 'Animés', 'Documentaires', 'Spectacles', 'Films'];

/**
 * Loads the demo catalogue once per version of the data: genres, films, series, episodes and links,
 * inserted when missing (an admin's edits and deletions are kept until the data itself changes).
 * Titles without a poster get the generated one; without a playable version or a trailer, the local
 * sample clip (demoPlayback).
 */
export async function seedDemoCatalogue(ds: DataSource, now = new Date()): Promise<SeedReport> {
  const checksum = demoChecksum();
  const { genres: DEMO_GENRES, movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();
  return ds.transaction(async (m) => {
    // One loader at a time (two npm start at once).
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('catalogue.seed-demo'))`);
    const [done] = await m.query(`SELECT checksum FROM seed_runs WHERE name = 'demo'`);
    if (done?.checksum === checksum) return { skipped: true, genres: 0, movies: 0, series: 0, episodes: 0 };

    let genres = 0;
    for (const g of DEMO_GENRES) {
      // The anime genre is marked unless another genre already is (an admin chose it).
      const rows = await m.query(
        `INSERT INTO genres (id, name, slug, category, is_anime) VALUES ($1, $2, $3, $4, $5 AND NOT EXISTS (SELECT 1 FROM genres WHERE is_anime))
         ON CONFLICT DO NOTHING RETURNING id`,
        [stableId('genre', g.category, g.slug), g.name, g.slug, g.category, g.anime === true],
      );
      genres += rows.length;
    }
    const all: Array<{ id: string; slug: string; category: string }> = await m.query(`SELECT id, slug, category FROM genres`);
    const genreIds = (slugs: string[], order: string[]) =>
      slugs.flatMap((slug) => {
        const found = all.filter((g) => g.slug === slug).sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
        return found.length ? [found[0].id] : [];
      });

    // Older entries of the data first, the ones marked new last: "Derniers ajoutés" shows those.
    const byAge = <T extends { is_new: boolean }>(items: T[]) => [...items.filter((x) => !x.is_new), ...items.filter((x) => x.is_new)];
    const createdAt = (i: number, count: number) => new Date(now.getTime() - (count - i) * 60_000);

    let movies = 0;
    const movieList = byAge(DEMO_MOVIES);
    for (const [i, mv] of movieList.entries()) {
      const id = stableId('movie', mv.title, mv.release_year);
      if (await insertMovie(m, id, mv, createdAt(i, movieList.length))) movies++;
      await link(m, 'movie_genres', 'movie_id', id, genreIds(mv.genres, MOVIE_CATEGORIES));
    }

    let series = 0;
    let episodes = 0;
    const seriesList = byAge(DEMO_SERIES);
    for (const [i, s] of seriesList.entries()) {
      const id = stableId('series', s.title, s.release_year);
      if (await insertSeries(m, id, s, createdAt(i, seriesList.length))) series++;
      await link(m, 'series_genres', 'series_id', id, genreIds(s.genres, SERIES_CATEGORIES));
      for (const e of s.episodes) if (await insertEpisode(m, id, e)) episodes++;
    }

    await m.query(
      `INSERT INTO seed_runs (name, checksum) VALUES ('demo', $1) ON CONFLICT (name) DO UPDATE SET checksum = $1, applied_at = now()`,
      [checksum],
    );
    return { skipped: false, genres, movies, series, episodes };
  });
}

/**
 * A demo row already there (loaded by an earlier version of the data) gets what it lacks of demoPlayback
 * and of the trailer; its other fields are left as they are.
 */
async function fillDemoPlayback(
  m: EntityManager,
  table: 'movies' | 'series' | 'episodes',
  id: string,
  play: ReturnType<typeof demoPlayback>,
  trailer?: string,
): Promise<void> {
  const setTrailer = trailer === undefined ? '' : `, trailer_url = COALESCE(trailer_url, $5)`;
  await m.query(
    `UPDATE ${table} SET video_url_vf = COALESCE(video_url_vf, $2), video_url_vostfr = COALESCE(video_url_vostfr, $3),
       subtitles_url_vostfr = CASE WHEN video_url_vostfr IS NULL THEN $4 ELSE subtitles_url_vostfr END${setTrailer}
     WHERE id = $1 AND (video_url_vf IS NULL OR video_url_vostfr IS NULL${trailer === undefined ? '' : ' OR trailer_url IS NULL'})`,
    [id, play.vf, play.vostfr, play.subtitlesVostfr, ...(trailer === undefined ? [] : [trailer])],
  );
}

async function insertMovie(m: EntityManager, id: string, mv: DemoMovie, createdAt: Date): Promise<boolean> {
  const play = demoPlayback(mv);
  const rows = await m.query(
    `INSERT INTO movies (id, title, original_title, synopsis, release_year, duration_minutes, director, country, language, quality,
       poster_url, trailer_url, video_url, video_url_vf, video_url_vostfr, subtitles_url_vostfr, rating, views_count, is_featured, is_new,
       budget, box_office, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      id, mv.title, mv.original_title, mv.synopsis, mv.release_year, mv.duration_minutes, mv.director, mv.country, mv.language, mv.quality,
      mv.poster_url ?? generatedPosterUrl('movie', id), mv.trailer_url ?? SAMPLE_VIDEO_URL, mv.video_url, play.vf, play.vostfr, play.subtitlesVostfr,
      mv.rating, mv.views_count, mv.is_featured, mv.is_new, mv.budget, mv.box_office, createdAt,
    ],
  );
  if (rows.length > 0) return true;
  await fillDemoPlayback(m, 'movies', id, play, mv.trailer_url ?? SAMPLE_VIDEO_URL);
  return false;
}

async function insertSeries(m: EntityManager, id: string, s: DemoSeries, createdAt: Date): Promise<boolean> {
  const play = demoPlayback(s);
  const rows = await m.query(
    `INSERT INTO series (id, title, original_title, synopsis, director, release_year, poster_url, trailer_url, video_url, video_url_vf,
       video_url_vostfr, subtitles_url_vostfr, rating, quality, country, language, views_count, total_seasons, total_episodes, status,
       is_featured, is_new, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      id, s.title, s.original_title, s.synopsis, s.director, s.release_year, s.poster_url ?? generatedPosterUrl('series', id),
      s.trailer_url ?? SAMPLE_VIDEO_URL, s.video_url, play.vf, play.vostfr, play.subtitlesVostfr, s.rating, s.quality, s.country, s.language, s.views_count,
      s.total_seasons, s.total_episodes, s.status, s.is_featured, s.is_new, createdAt,
    ],
  );
  if (rows.length > 0) return true;
  await fillDemoPlayback(m, 'series', id, play, s.trailer_url ?? SAMPLE_VIDEO_URL);
  return false;
}

async function insertEpisode(m: EntityManager, seriesId: string, e: DemoEpisode): Promise<boolean> {
  const play = demoPlayback(e);
  const id = stableId('episode', seriesId, e.season_number, e.episode_number);
  const rows = await m.query(
    `INSERT INTO episodes (id, series_id, season_number, episode_number, title, synopsis, duration_minutes, air_date, video_url,
       video_url_vf, video_url_vostfr, subtitles_url_vostfr, thumbnail_url, views_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      id, seriesId, e.season_number, e.episode_number, e.title, e.synopsis,
      e.duration_minutes, e.air_date, e.video_url, play.vf, play.vostfr, play.subtitlesVostfr, e.thumbnail_url, e.views_count,
    ],
  );
  if (rows.length > 0) return true;
  await fillDemoPlayback(m, 'episodes', id, play);
  return false;
}

async function link(m: EntityManager, table: string, column: string, id: string, genreIds: string[]): Promise<void> {
  if (!genreIds.length) return;
  await m.query(
    `INSERT INTO ${table} (${column}, genre_id) SELECT $1, g FROM unnest($2::uuid[]) AS g
      WHERE EXISTS (SELECT 1 FROM ${table === 'movie_genres' ? 'movies' : 'series'} WHERE id = $1) ON CONFLICT DO NOTHING`,
    [id, genreIds],
  );
}
