import type { Page } from '../identity/types.js';
import type { GenreCategory, GenreDto, SeriesStatus, VideoQuality } from './types.js';

/** The back office's lists: 50 rows a page (spec 001 section 9), 100 at most. */
export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Sorts of the back office's film, series and anime tables (default: most recently added first). */
export const ADMIN_TITLE_SORTS = ['recent', 'title', 'year', 'rating', 'views'] as const;
export type AdminTitleSort = (typeof ADMIN_TITLE_SORTS)[number];
/** A search of fewer characters (accents and punctuation set aside) matches titles starting with it, a longer one any part of the title, original title or director. */
export const ADMIN_SEARCH_CONTAINS_MIN = 3;

/** A genre as a back-office row shows it (its name cut at 8 characters by the table). */
export interface AdminGenreRef {
  id: string;
  name: string;
  category: GenreCategory;
}

/** What the back office's film, series and anime tables show of a title. */
export interface AdminTitleRow {
  id: string;
  title: string;
  originalTitle: string | null;
  year: number | null;
  /** Out of 5. */
  rating: number | null;
  /** All-time views (DESIGN.md section 9: 'Vues' in admin tables). */
  views: number;
  quality: VideoQuality | null;
  posterUrl: string | null;
  /** Director, or a series' studio or creator. */
  director: string | null;
  country: string | null;
  language: string | null;
  isFeatured: boolean;
  isNew: boolean;
  genres: AdminGenreRef[];
  createdAt: string;
  updatedAt: string;
}

export interface AdminMovieRow extends AdminTitleRow {
  durationMinutes: number | null;
}

export interface AdminSeriesRow extends AdminTitleRow {
  status: SeriesStatus;
  /** Counted from the episodes by the catalogue (never sent by a form). */
  totalSeasons: number;
  totalEpisodes: number;
  /** The catalogue's one anime rule. */
  isAnime: boolean;
}

/** The summary cards of the film table: Total Films, Films à la Une, Nouveaux Films (the whole table, whatever the filters). */
export interface AdminTitleCounters {
  total: number;
  featured: number;
  new: number;
}

/** The series and anime tables' cards add the total of episodes. */
export interface AdminSeriesCounters extends AdminTitleCounters {
  episodes: number;
}

/** One page of a back-office table (`total`: the rows matching the filters) and its summary cards. */
export interface AdminPage<T, C> extends Page<T> {
  counters: C;
}

/** A genre of the genre screen: how many films and series use it, and whether it is the anime genre. */
export interface AdminGenreRow extends GenreDto {
  isAnime: boolean;
  movies: number;
  series: number;
}

/** The genre screen: every category (tabs and tiles, in the spec's order) with its count and its genres. */
export interface AdminGenres {
  categories: Array<{ category: GenreCategory; count: number; genres: AdminGenreRow[] }>;
}

/** What deleting a genre removed: the links of this many films and series. */
export interface GenreDeletion {
  movies: number;
  series: number;
}
