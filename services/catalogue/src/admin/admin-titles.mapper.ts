import {
  GENRE_CATEGORIES,
  type AdminGenreRow, type AdminGenres, type AdminMovieRow, type AdminSeriesRow, type AdminTitleRow, type GenreCategory, type SeriesStatus, type VideoQuality,
} from '@streaming/contracts';
import { iso, num, versionedPosterUrl } from '../shared/card.mapper.js';
import type { AdminGenreRowData, AdminTitleRowData } from './admin-titles.repository.js';

function toAdminTitleRow(r: AdminTitleRowData): AdminTitleRow {
  return {
    id: r.id,
    title: r.title,
    originalTitle: r.original_title,
    year: r.release_year,
    rating: num(r.rating),
    views: Number(r.views_count),
    quality: r.quality as VideoQuality | null,
    posterUrl: versionedPosterUrl(r.poster_url, r.title, r.release_year),
    director: r.director,
    country: r.country,
    language: r.language,
    isFeatured: r.is_featured,
    isNew: r.is_new,
    genres: r.genres.map((g) => ({ id: g.id, name: g.name, category: g.category as GenreCategory })),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export const toAdminMovieRow = (r: AdminTitleRowData): AdminMovieRow => ({ ...toAdminTitleRow(r), durationMinutes: r.duration_minutes ?? null });

export const toAdminSeriesRow = (r: AdminTitleRowData): AdminSeriesRow => ({
  ...toAdminTitleRow(r),
  status: r.status as SeriesStatus,
  totalSeasons: r.total_seasons ?? 0,
  totalEpisodes: r.total_episodes ?? 0,
  isAnime: r.is_anime === true,
});

/** The genre screen: each category in the spec's order with its count, its genres in French order. */
export function toAdminGenres(rows: AdminGenreRowData[]): AdminGenres {
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  return {
    categories: GENRE_CATEGORIES.map((category) => {
      const genres: AdminGenreRow[] = rows
        .filter((g) => g.category === category)
        .sort((a, b) => collator.compare(a.name, b.name))
        .map((g) => ({ id: g.id, name: g.name, slug: g.slug, category, isAnime: g.is_anime, movies: g.movies, series: g.series }));
      return { category, count: genres.length, genres };
    }),
  };
}
