import type { ContentKind, FavoriteIds } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { queryKeys } from '../../../shared/api/query-keys';
import { useCurrentUser } from '../../../shared/session/use-session';
import { fetchFavoriteIds } from '../api';

export function isFavorite(ids: FavoriteIds, kind: ContentKind, titleId: string): boolean {
  return (kind === 'movie' ? ids.movies : ids.series).includes(titleId);
}

/**
 * Whether one title is a favourite, read from the member's favourite ids: one request shared by every
 * card and detail page of the screen (TanStack Query), and none for a guest. `undefined` while loading
 * or when the ids could not be read (`failed`, with `retry` to ask again).
 */
export function useIsFavorite(kind: ContentKind, titleId: string): { signedIn: boolean; favorite: boolean | undefined; failed: boolean; retry: () => void } {
  const signedIn = useCurrentUser() !== null;
  const query = useQuery({
    queryKey: queryKeys.me.favorites.ids,
    queryFn: ({ signal }) => fetchFavoriteIds(signal),
    enabled: signedIn,
    // Each card re-renders only when its own answer changes.
    select: (ids: FavoriteIds) => isFavorite(ids, kind, titleId),
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { signedIn, favorite: query.data, failed: query.isError && query.data === undefined, retry };
}
