import type { ContentKind, FavoriteIds } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { useCurrentUser } from '../../../shared/session/use-session';
import { fetchFavoriteIds } from '../api';

export function isFavorite(ids: FavoriteIds, kind: ContentKind, titleId: string): boolean {
  return (kind === 'movie' ? ids.movies : ids.series).includes(titleId);
}

/**
 * Whether one title is a favourite, read from the member's favourite ids: one request shared by every
 * card and detail page of the screen (TanStack Query), and none for a guest. `undefined` while loading.
 */
export function useIsFavorite(kind: ContentKind, titleId: string): { signedIn: boolean; favorite: boolean | undefined } {
  const signedIn = useCurrentUser() !== null;
  const query = useQuery({
    queryKey: queryKeys.me.favorites.ids,
    queryFn: ({ signal }) => fetchFavoriteIds(signal),
    enabled: signedIn,
    // Each card re-renders only when its own answer changes.
    select: (ids: FavoriteIds) => isFavorite(ids, kind, titleId),
  });
  return { signedIn, favorite: query.data };
}
