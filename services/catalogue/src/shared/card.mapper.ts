import type { CatalogueCard, ContentKind, GenreDto, VideoQuality } from '@streaming/contracts';

/** Columns every card query selects. */
export const CARD_COLUMNS = `id, title, release_year, poster_url, rating, views_count, quality`;

export interface CardRow {
  id: string;
  title: string;
  release_year: number | null;
  poster_url: string | null;
  rating: string | number | null;
  views_count: number | string;
  quality: string | null;
  kind?: ContentKind;
}

/** numeric and bigint come back from pg as strings. */
export const num = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

export function toCard(row: CardRow, kind: ContentKind = row.kind ?? 'movie'): CatalogueCard {
  return {
    id: row.id,
    kind,
    title: row.title,
    year: row.release_year,
    posterUrl: row.poster_url,
    rating: num(row.rating),
    views: Number(row.views_count),
    quality: (row.quality as VideoQuality | null) ?? null,
  };
}

export interface GenreRow {
  id: string;
  name: string;
  slug: string;
  category: string;
}

export const toGenre = (g: GenreRow): GenreDto => ({ id: g.id, name: g.name, slug: g.slug, category: g.category as GenreDto['category'] });

/** Poster made on the fly by the gateway route when none was given. */
export const generatedPosterUrl = (kind: ContentKind, id: string) => `/api/posters/${kind}/${id}.svg`;

export const iso = (d: Date | string) => new Date(d).toISOString();
