import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The demo catalogue's types and its loader. The data itself is `services/catalogue/demo/demo-catalogue.json`
 * (outside src/: data, not code; see demo/README.md for where it comes from and its conventions).
 */

export type GenreCategory = 'Films' | 'Séries' | 'Animés' | 'Spectacles' | 'Documentaires';
export type VideoQuality = '4K' | 'HD 1080p' | 'HD 720p' | 'SD';
export type SeriesStatus = 'ongoing' | 'completed' | 'cancelled';

export interface DemoGenre {
  name: string;
  slug: string;
  category: GenreCategory;
  /** The anime genre (one at most): its series are animes. */
  anime?: boolean;
}

export interface DemoMovie {
  title: string;
  original_title: string;
  synopsis: string;
  release_year: number;
  duration_minutes: number;
  director: string;
  country: string;
  language: string;
  quality: VideoQuality;
  poster_url: string | null;
  trailer_url: string | null;
  video_url: string;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  rating: number;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  budget: number | null;
  box_office: number | null;
  /** Genre slugs (see DEMO_GENRES). */
  genres: string[];
}

export interface DemoEpisode {
  season_number: number;
  episode_number: number;
  title: string;
  synopsis: string;
  duration_minutes: number;
  /** 'YYYY-MM-DD' or null when the exact date is not known. */
  air_date: string | null;
  video_url: string;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  thumbnail_url: string | null;
  views_count: number;
}

export interface DemoSeries {
  title: string;
  original_title: string;
  synopsis: string;
  /** Creator, director or studio. */
  director: string;
  release_year: number;
  status: SeriesStatus;
  country: string;
  language: string;
  rating: number;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  quality: VideoQuality;
  /** Genre slugs (see DEMO_GENRES). */
  genres: string[];
  poster_url: string | null;
  trailer_url: string | null;
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  /** Computed from episodes. */
  total_seasons: number;
  /** Computed from episodes. */
  total_episodes: number;
  episodes: DemoEpisode[];
}

export interface DemoCatalogue {
  genres: DemoGenre[];
  movies: DemoMovie[];
  series: DemoSeries[];
}

/** The data file: services/catalogue/demo/demo-catalogue.json, at the same distance from src/seed and dist/seed. */
export const DEMO_CATALOGUE_FILE = fileURLToPath(new URL('../../demo/demo-catalogue.json', import.meta.url));

/** Reads and checks the shape of a demo catalogue file (its content is checked by demo-catalogue.spec.ts). */
export function readDemoCatalogue(file: string = DEMO_CATALOGUE_FILE): DemoCatalogue {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const list = (key: keyof DemoCatalogue, name: 'name' | 'title'): unknown[] => {
    const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
    if (!Array.isArray(value)) throw new Error(`${file}: "${key}" must be an array`);
    value.forEach((item, i) => {
      if (!item || typeof item !== 'object' || typeof (item as Record<string, unknown>)[name] !== 'string') {
        throw new Error(`${file}: ${key}[${i}] has no ${name}`);
      }
    });
    return value;
  };
  return { genres: list('genres', 'name') as DemoGenre[], movies: list('movies', 'title') as DemoMovie[], series: list('series', 'title') as DemoSeries[] };
}

let loaded: DemoCatalogue | undefined;

/** The demo catalogue, read once. */
export function demoCatalogue(): DemoCatalogue {
  loaded ??= readDemoCatalogue();
  return loaded;
}
