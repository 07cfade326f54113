import type { ContentKind, FavoriteEntry, FavoriteIds, FavoriteView, Page } from '@streaming/contracts';

import { isApiError } from '../../shared/api/api-error';
import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';

/** The spec's message when removing a favourite fails (section 8); other favourite errors are only logged. */
export const FAVORITE_REMOVE_FAILED = 'Erreur lors de la suppression du favori';

/** GET /api/me/favorites/ids: every film and series id the member has in favourites. */
export function fetchFavoriteIds(signal?: AbortSignal): Promise<FavoriteIds> {
  return apiRequest<FavoriteIds>('/me/favorites/ids', { signal });
}

/** GET /api/me/favorites: one kind, newest first, a page at a time. */
export function fetchFavorites(kind: ContentKind, page: number, pageSize: number, signal?: AbortSignal): Promise<Page<FavoriteView>> {
  return apiRequest<Page<FavoriteView>>(`/me/favorites${queryString({ kind, page, pageSize })}`, { signal });
}

const favoritePath = (kind: ContentKind, titleId: string) => `/me/favorites/${kind}/${encodeURIComponent(titleId)}`;

/** PUT /api/me/favorites/{kind}/{id}: adding twice answers the same entry. */
export function addFavorite(kind: ContentKind, titleId: string): Promise<FavoriteEntry> {
  return apiRequest<FavoriteEntry>(favoritePath(kind, titleId), { method: 'PUT' });
}

/** DELETE /api/me/favorites/{kind}/{id}. A title that is no longer a favourite (removed on another device) is what was asked. */
export async function removeFavorite(kind: ContentKind, titleId: string): Promise<void> {
  try {
    await apiRequest<void>(favoritePath(kind, titleId), { method: 'DELETE' });
  } catch (error) {
    if (isApiError(error, 'FAVORITE_NOT_FOUND')) return;
    throw error;
  }
}
