import type { PlaybackSources, VideoSource } from './video-source.js';
import type { Page } from '../identity/types.js';

export const GENRE_CATEGORIES = ['Films', 'Séries', 'Animés', 'Spectacles', 'Documentaires'] as const;
export type GenreCategory = (typeof GENRE_CATEGORIES)[number];

export const VIDEO_QUALITIES = ['4K', 'HD 1080p', 'HD 720p', 'SD'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

export const SERIES_STATUSES = ['ongoing', 'completed', 'cancelled'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

export const MOVIE_SORTS = ['recent', 'year', 'rating', 'views', 'title', 'duration'] as const;
export type MovieSort = (typeof MOVIE_SORTS)[number];
export const SERIES_SORTS = ['recent', 'year', 'rating', 'views', 'title'] as const;
export type SeriesSort = (typeof SERIES_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Bounds of the year filters (spec: inputs bounded 1900 to 2030). */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2030;
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 48;
/** The last page a list or search may ask for. */
export const PAGE_MAX = 10_000;
/** Live search in the header (spec section 9). */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_PER_KIND = 4;
export const SIMILAR_MAX = 12;

export type ContentKind = 'movie' | 'series';

/** What a carousel, a grid or a list shows for one title. */
export interface CatalogueCard {
  id: string;
  kind: ContentKind;
  title: string;
  year: number | null;
  posterUrl: string | null;
  rating: number | null;
  views: number;
  quality: VideoQuality | null;
}

export interface GenreDto {
  id: string;
  name: string;
  slug: string;
  category: GenreCategory;
}

/** Genres grouped for the menus, categories in the spec's order. */
export interface GenreMenu {
  categories: Array<{ category: GenreCategory; genres: GenreDto[] }>;
}

export interface MovieDto {
  id: string;
  title: string;
  originalTitle: string | null;
  synopsis: string | null;
  releaseYear: number | null;
  durationMinutes: number | null;
  director: string | null;
  country: string | null;
  language: string | null;
  quality: VideoQuality | null;
  posterUrl: string | null;
  trailerUrl: string | null;
  /** The trailer as the catalogue described it ('Bande-annonce' shows only with one). */
  trailer: VideoSource | null;
  videoUrl: string | null;
  videoUrlVf: string | null;
  videoUrlVostfr: string | null;
  /** What the player offers, each address's kind decided by the catalogue. */
  playback: PlaybackSources;
  rating: number | null;
  viewsCount: number;
  isFeatured: boolean;
  isNew: boolean;
  budget: number | null;
  boxOffice: number | null;
  genres: GenreDto[];
  createdAt: string;
  updatedAt: string;
}

export interface EpisodeDto {
  id: string;
  seriesId: string;
  seasonNumber: number;
  episodeNumber: number;
  title: string;
  synopsis: string | null;
  durationMinutes: number | null;
  airDate: string | null;
  videoUrl: string | null;
  videoUrlVf: string | null;
  videoUrlVostfr: string | null;
  /** What the player offers, each address's kind decided by the catalogue. */
  playback: PlaybackSources;
  thumbnailUrl: string | null;
  viewsCount: number;
}

export interface SeasonDto {
  seasonNumber: number;
  episodes: EpisodeDto[];
}

export interface SeriesDto {
  id: string;
  title: string;
  originalTitle: string | null;
  synopsis: string | null;
  director: string | null;
  releaseYear: number | null;
  posterUrl: string | null;
  trailerUrl: string | null;
  /** The trailer as the catalogue described it ('Bande-annonce' shows only with one). */
  trailer: VideoSource | null;
  videoUrl: string | null;
  videoUrlVf: string | null;
  videoUrlVostfr: string | null;
  rating: number | null;
  quality: VideoQuality | null;
  country: string | null;
  language: string | null;
  viewsCount: number;
  totalSeasons: number | null;
  totalEpisodes: number | null;
  status: SeriesStatus;
  isFeatured: boolean;
  isNew: boolean;
  /** The catalogue's one anime rule: country Japon or language Japonais, or the anime genre. */
  isAnime: boolean;
  genres: GenreDto[];
  createdAt: string;
  updatedAt: string;
}

export interface SeriesDetailDto extends SeriesDto {
  /** Seasons in order, episodes in order within each. */
  seasons: SeasonDto[];
}

export type SimilarBadge = 'Même réalisateur' | 'Même époque';

export interface SimilarMovieCard extends CatalogueCard {
  score: number;
  badges: SimilarBadge[];
}

export interface HomeSections {
  featuredMovies: CatalogueCard[];
  featuredSeries: CatalogueCard[];
  topMovies: CatalogueCard[];
  topSeries: CatalogueCard[];
  topAnimes: CatalogueCard[];
  latestMovies: CatalogueCard[];
  latestSeries: CatalogueCard[];
}

/**
 * How many different draws of the films / series page sections there are. A draw is numbered, so
 * that 'Tous les Films' can be asked for without the titles that draw shows (`excludeSections`).
 */
export const LISTING_SECTION_DRAWS = 16;

/** The films or series page without filters (spec section 2): no title in two sections. */
export interface ListingSections {
  /**
   * Which draw of the sections this is (0 to LISTING_SECTION_DRAWS - 1): `GET /api/movies?excludeSections=<draw>`
   * (or /api/series) lists every other title, for 'Tous les Films' / 'Toutes les Séries'.
   */
  draw: number;
  /** 'Films à la Une' / 'Séries à la Une': 12 drawn from the 30 best rated. */
  featured: CatalogueCard[];
  /** 'Films les Mieux Notés' / 'Séries les Mieux Notées'. */
  topRated: CatalogueCard[];
  /** 'Derniers Films Ajoutés' / 'Dernières Séries Ajoutées'. */
  latest: CatalogueCard[];
}

export interface CatalogueStats {
  movies: number;
  series: number;
}

export interface GenrePage extends Page<CatalogueCard> {
  genre: GenreDto;
  /** How many films and series of the genre match the filters (before paging). */
  counts: { movies: number; series: number };
}

export interface SearchResultCard extends CatalogueCard {
  originalTitle: string | null;
  director: string | null;
  score: number;
}

export interface SearchResults extends Page<SearchResultCard> {
  /** The query as matched: normalised, short words dropped. Empty when nothing was searchable. */
  terms: string[];
  /**
   * More than SEARCH_TOTAL_CAP titles match: `total` is SEARCH_TOTAL_CAP and the results stop there
   * (the best ones; a member refines the query rather than reading a thousand results).
   */
  totalCapped: boolean;
}

/** Results a search counts and pages through at most (as search engines do: Meilisearch's default is 1,000 too). */
export const SEARCH_TOTAL_CAP = 1000;

export interface SearchSuggestion {
  id: string;
  kind: ContentKind;
  title: string;
  originalTitle: string | null;
  director: string | null;
  year: number | null;
  posterUrl: string | null;
  rating: number | null;
}

export interface SearchSuggestions {
  movies: SearchSuggestion[];
  series: SearchSuggestion[];
}

export interface PosterSvg {
  svg: string;
  /** The `v` of the poster's current URL (the `posterUrl` the catalogue gives): a request with it may be cached for a year. */
  version: string;
}

/** What a history or favourites row shows of an episode. */
export interface EpisodeRef {
  id: string;
  seriesId: string;
  seasonNumber: number;
  episodeNumber: number;
  title: string;
  durationMinutes: number | null;
  thumbnailUrl: string | null;
}

/**
 * `catalogue.titles.lookup`: the cards of the asked films and series and the asked episodes, in no
 * particular order; ids that do not exist (any more) are simply absent.
 */
export interface TitleLookup {
  cards: CatalogueCard[];
  episodes: EpisodeRef[];
}

/** Most ids of each kind a lookup may ask for. */
export const TITLE_LOOKUP_MAX = 200;
