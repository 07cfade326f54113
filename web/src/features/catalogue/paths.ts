import type { ContentKind } from '@streaming/contracts';

/** The page of a film (/movie/{id}) or a series (/series/{id}). */
export function titlePath(kind: ContentKind, id: string): string {
  return kind === 'movie' ? `/movie/${encodeURIComponent(id)}` : `/series/${encodeURIComponent(id)}`;
}

export function genrePath(slug: string): string {
  return `/genre/${encodeURIComponent(slug)}`;
}

export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

export const KIND_LABELS: Record<ContentKind, string> = { movie: 'Film', series: 'Série' };
