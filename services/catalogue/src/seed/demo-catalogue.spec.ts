import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { slugify } from '@streaming/contracts';
import { escapeXml, renderPosterSvg } from '../posters/poster.js';
import { demoCatalogue, readDemoCatalogue, DEMO_CATALOGUE_FILE, type DemoEpisode } from './demo-catalogue.js';

// The demo catalogue's content, as the seed loads it from services/catalogue/demo/demo-catalogue.json.
const { genres: DEMO_GENRES, movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();

const CATEGORIES = ['Films', 'Séries', 'Animés', 'Spectacles', 'Documentaires'];
const QUALITIES = ['4K', 'HD 1080p', 'HD 720p', 'SD'];
const STATUSES = ['ongoing', 'completed', 'cancelled'];

const allEpisodes: DemoEpisode[] = DEMO_SERIES.flatMap((series) => series.episodes);
const genreSlugs = new Set(DEMO_GENRES.map((genre) => genre.slug));
const ANIME_GENRE = DEMO_GENRES.find((genre) => genre.anime === true)!;

function isOneDecimal(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

describe('the demo catalogue file', () => {
  it('is read from services/catalogue/demo, outside the sources', () => {
    expect(DEMO_CATALOGUE_FILE.replace(/\\/g, '/')).toMatch(/services\/catalogue\/demo\/demo-catalogue\.json$/);
  });

  it('refuses a file without its lists, naming what is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ genres: [], movies: [{ title: 'x' }] }));
    expect(() => readDemoCatalogue(file)).toThrow('"series" must be an array');
    writeFileSync(file, JSON.stringify({ genres: [{ slug: 'x' }], movies: [], series: [] }));
    expect(() => readDemoCatalogue(file)).toThrow('genres[0] has no name');
  });
});

describe('DEMO_GENRES', () => {
  it('marks one genre, of the Animés category, as the anime genre', () => {
    const animes = DEMO_GENRES.filter((genre) => genre.anime === true);
    expect(animes.map((genre) => [genre.name, genre.category])).toEqual([['Séries Animées', 'Animés']]);
  });

  it('derives every slug from the name with slugify', () => {
    for (const genre of DEMO_GENRES) {
      expect(genre.slug).toBe(slugify(genre.name));
      expect(genre.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has valid categories and unique names and slugs per category', () => {
    const seenSlugs = new Set<string>();
    const seenNames = new Set<string>();
    for (const genre of DEMO_GENRES) {
      expect(CATEGORIES).toContain(genre.category);
      const slugKey = `${genre.category}/${genre.slug}`;
      const nameKey = `${genre.category}/${genre.name.toLowerCase()}`;
      expect(seenSlugs.has(slugKey)).toBe(false);
      expect(seenNames.has(nameKey)).toBe(false);
      seenSlugs.add(slugKey);
      seenNames.add(nameKey);
    }
    expect(DEMO_GENRES.length).toBeGreaterThanOrEqual(15);
  });

  it('has a slug that is unique across categories too (genre pages are /genre/{slug})', () => {
    expect(genreSlugs.size).toBe(DEMO_GENRES.length);
  });
});

describe('DEMO_MOVIES', () => {
  it('has at least 60 films with unique titles', () => {
    expect(DEMO_MOVIES.length).toBeGreaterThanOrEqual(60);
    const titles = DEMO_MOVIES.map((movie) => movie.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('references only existing genres', () => {
    for (const movie of DEMO_MOVIES) {
      expect(movie.genres.length).toBeGreaterThan(0);
      for (const slug of movie.genres) {
        expect(genreSlugs.has(slug)).toBe(true);
      }
    }
  });

  it('has plausible, well-typed metadata', () => {
    for (const movie of DEMO_MOVIES) {
      expect(movie.title.trim()).not.toBe('');
      expect(movie.original_title.trim()).not.toBe('');
      expect(movie.synopsis.length).toBeGreaterThan(60);
      expect(movie.director.trim()).not.toBe('');
      expect(movie.country.trim()).not.toBe('');
      expect(movie.language.trim()).not.toBe('');
      expect(Number.isInteger(movie.release_year)).toBe(true);
      expect(movie.release_year).toBeGreaterThanOrEqual(1895);
      expect(movie.release_year).toBeLessThanOrEqual(2030);
      expect(Number.isInteger(movie.duration_minutes)).toBe(true);
      expect(movie.duration_minutes).toBeGreaterThan(0);
      expect(movie.rating).toBeGreaterThanOrEqual(0);
      expect(movie.rating).toBeLessThanOrEqual(5);
      expect(isOneDecimal(movie.rating)).toBe(true);
      expect(Number.isInteger(movie.views_count)).toBe(true);
      expect(movie.views_count).toBeGreaterThanOrEqual(50);
      expect(movie.views_count).toBeLessThanOrEqual(30000);
      expect(QUALITIES).toContain(movie.quality);
      for (const amount of [movie.budget, movie.box_office]) {
        if (amount !== null) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThan(0);
        }
      }
      expect(movie.poster_url).toBeNull();
    }
  });

  it('has https video URLs (and https trailers when present)', () => {
    for (const movie of DEMO_MOVIES) {
      expect(movie.video_url.startsWith('https://')).toBe(true);
      for (const url of [movie.trailer_url, movie.video_url_vf, movie.video_url_vostfr]) {
        if (url !== null) expect(url.startsWith('https://')).toBe(true);
      }
    }
  });

  it('has featured and new films, and views spread enough for the view filters', () => {
    const featured = DEMO_MOVIES.filter((movie) => movie.is_featured).length;
    const fresh = DEMO_MOVIES.filter((movie) => movie.is_new).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(fresh).toBeGreaterThanOrEqual(10);
    for (const threshold of [100, 500, 1000, 5000, 10000]) {
      const above = DEMO_MOVIES.filter((movie) => movie.views_count >= threshold).length;
      expect(above).toBeGreaterThan(0);
      expect(above).toBeLessThan(DEMO_MOVIES.length);
    }
  });

  it('has material for "similar films" (same director, close years)', () => {
    const byDirector = new Map<string, number>();
    for (const movie of DEMO_MOVIES) {
      byDirector.set(movie.director, (byDirector.get(movie.director) ?? 0) + 1);
    }
    expect(Math.max(...byDirector.values())).toBeGreaterThanOrEqual(3);
  });

  it('has titles exercising the search normalisation (œ, accents, colon, dash)', () => {
    const titles = DEMO_MOVIES.map((movie) => movie.title);
    expect(titles.some((title) => title.includes('œ') || title.includes('Œ'))).toBe(true);
    expect(titles.some((title) => /[éèêàâîôûç]/i.test(title))).toBe(true);
    expect(titles.some((title) => title.includes(':'))).toBe(true);
    expect(titles.some((title) => / - |-/.test(title))).toBe(true);
  });
});

describe('DEMO_SERIES', () => {
  it('has at least 10 series, unique titles, and 80+ episodes in all', () => {
    expect(DEMO_SERIES.length).toBeGreaterThanOrEqual(10);
    const titles = DEMO_SERIES.map((series) => series.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(allEpisodes.length).toBeGreaterThanOrEqual(80);
  });

  it('does not reuse a film title', () => {
    const movieTitles = new Set(DEMO_MOVIES.map((movie) => movie.title.toLowerCase()));
    for (const series of DEMO_SERIES) {
      expect(movieTitles.has(series.title.toLowerCase())).toBe(false);
    }
  });

  it('references only existing genres', () => {
    for (const series of DEMO_SERIES) {
      expect(series.genres.length).toBeGreaterThan(0);
      for (const slug of series.genres) {
        expect(genreSlugs.has(slug)).toBe(true);
      }
    }
  });

  it('has at least 3 series in the anime genre, one of them Japanese', () => {
    const animes = DEMO_SERIES.filter((series) => series.genres.includes(ANIME_GENRE.slug));
    expect(animes.length).toBeGreaterThanOrEqual(3);
    expect(animes.some((series) => series.country === 'Japon' && series.language === 'Japonais')).toBe(
      true,
    );
  });

  it('has plausible, well-typed metadata', () => {
    for (const series of DEMO_SERIES) {
      expect(series.release_year).toBeGreaterThanOrEqual(1895);
      expect(series.release_year).toBeLessThanOrEqual(2030);
      expect(series.rating).toBeGreaterThanOrEqual(0);
      expect(series.rating).toBeLessThanOrEqual(5);
      expect(isOneDecimal(series.rating)).toBe(true);
      expect(Number.isInteger(series.views_count)).toBe(true);
      expect(QUALITIES).toContain(series.quality);
      expect(STATUSES).toContain(series.status);
      expect(series.poster_url).toBeNull();
    }
  });

  it('computes total_seasons and total_episodes from the episodes', () => {
    for (const series of DEMO_SERIES) {
      expect(series.total_episodes).toBe(series.episodes.length);
      expect(series.total_seasons).toBe(new Set(series.episodes.map((e) => e.season_number)).size);
    }
    expect(DEMO_SERIES.some((series) => series.total_seasons >= 2)).toBe(true);
  });

  it('numbers seasons and episodes contiguously, with 2 to 13 episodes per season', () => {
    for (const series of DEMO_SERIES) {
      const seasons = [...new Set(series.episodes.map((e) => e.season_number))].sort((a, b) => a - b);
      expect(seasons).toEqual(seasons.map((_, index) => index + 1));
      for (const season of seasons) {
        const numbers = series.episodes
          .filter((e) => e.season_number === season)
          .map((e) => e.episode_number);
        expect(numbers).toEqual(numbers.map((_, index) => index + 1));
        expect(numbers.length).toBeGreaterThanOrEqual(2);
        expect(numbers.length).toBeLessThanOrEqual(13);
      }
    }
  });

  it('has valid episodes with https video URLs', () => {
    for (const episode of allEpisodes) {
      expect(episode.title.trim()).not.toBe('');
      expect(episode.synopsis.trim()).not.toBe('');
      expect(Number.isInteger(episode.duration_minutes)).toBe(true);
      expect(episode.duration_minutes).toBeGreaterThan(0);
      expect(episode.video_url.startsWith('https://')).toBe(true);
      if (episode.air_date !== null) {
        expect(episode.air_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const date = new Date(`${episode.air_date}T00:00:00Z`);
        expect(date.toISOString().slice(0, 10)).toBe(episode.air_date);
        const year = date.getUTCFullYear();
        expect(year).toBeGreaterThanOrEqual(1895);
        expect(year).toBeLessThanOrEqual(2030);
      }
    }
  });
});

describe('posters of the demo catalogue', () => {
  it('renders a poster for every catalogue entry', () => {
    for (const movie of DEMO_MOVIES) {
      const svg = renderPosterSvg({ title: movie.title, year: movie.release_year, kind: 'movie' });
      expect(svg).toContain(`<title>${escapeXml(movie.title)}</title>`);
    }
    for (const series of DEMO_SERIES) {
      const kind = series.genres.includes(ANIME_GENRE.slug) ? 'anime' : 'series';
      expect(renderPosterSvg({ title: series.title, year: series.release_year, kind })).toContain('</svg>');
    }
  });
});
