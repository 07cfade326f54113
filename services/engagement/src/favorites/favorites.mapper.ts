import type { FavoriteEntry, FavoriteIds } from '@streaming/contracts';
import type { FavoriteRow } from './favorites.repository.js';

export function toFavoriteEntry(row: FavoriteRow): FavoriteEntry {
  return { id: row.id, kind: row.kind, titleId: row.title_id, createdAt: new Date(row.created_at).toISOString() };
}

/** Title ids by kind, in the order given (newest first). */
export function toFavoriteIds(rows: Array<Pick<FavoriteRow, 'kind' | 'title_id'>>): FavoriteIds {
  const ids: FavoriteIds = { movies: [], series: [] };
  for (const row of rows) (row.kind === 'movie' ? ids.movies : ids.series).push(row.title_id);
  return ids;
}
