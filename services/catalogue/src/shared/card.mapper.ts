import { hash } from 'node:crypto';
import type { CatalogueCard, ContentKind, GenreDto, VideoQuality } from '@streaming/contracts';
import { POSTER_DESIGN } from '../posters/poster.js';

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
    posterUrl: versionedPosterUrl(row.poster_url, row.title, row.release_year),
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

/**
 * The version of a generated poster: a hash of what it draws (title and year) and of the drawing itself.
 * The gateway sends a poster asked with its current version as cacheable for a year. Node's one-shot
 * hash() gives createHash's digest without a Hash object, in about 0.5 µs: less than keeping the
 * versions in memory cost (1-2 µs a title not kept, as most of a results page's are).
 */
export function posterVersion(title: string, year: number | null): string {
  return hash('sha256', `${POSTER_DESIGN}\n${title}\n${year ?? ''}`, 'base64url').slice(0, 12);
}

const GENERATED_POSTER = /^\/api\/posters\/(movie|series)\/([0-9a-f-]{36})\.svg(?:\?.*)?$/i;

/**
 * A generated poster's URL as the screens get it: with `?v=<version>`, so a title whose poster changes
 * gets a new URL and browsers can keep the old one for long. A poster given as a URL is left as it is.
 */
export function versionedPosterUrl(url: string | null, title: string, year: number | null): string | null {
  const generated = url ? GENERATED_POSTER.exec(url) : null;
  return generated ? `/api/posters/${generated[1]}/${generated[2]}.svg?v=${posterVersion(title, year)}` : url;
}

export const iso = (d: Date | string) => new Date(d).toISOString();

/** The stored fields films and series share, as the audit log keeps them (genres by name, in order). */
export function titleAuditFields(r: {
  title: string; original_title: string | null; synopsis: string | null; release_year: number | null; director: string | null;
  country: string | null; language: string | null; quality: string | null; poster_url: string | null; trailer_url: string | null;
  video_url: string | null; video_url_vf: string | null; video_url_vostfr: string | null; rating: string | number | null;
  is_featured: boolean; is_new: boolean; genres: GenreRow[];
}): Record<string, unknown> {
  return {
    title: r.title,
    originalTitle: r.original_title,
    synopsis: r.synopsis,
    releaseYear: r.release_year,
    director: r.director,
    country: r.country,
    language: r.language,
    quality: r.quality,
    posterUrl: r.poster_url,
    trailerUrl: r.trailer_url,
    videoUrl: r.video_url,
    videoUrlVf: r.video_url_vf,
    videoUrlVostfr: r.video_url_vostfr,
    rating: num(r.rating),
    isFeatured: r.is_featured,
    isNew: r.is_new,
    genres: r.genres.map((g) => g.name).sort((a, b) => a.localeCompare(b, 'fr')),
  };
}
