import type { ContentKind, FavoriteIds, FavoriteView, Page } from '@streaming/contracts';
import { type InfiniteData, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { logError } from '../../../shared/log';
import { addFavorite, removeFavorite } from '../api';

const TOGGLE_KEY = ['favorites', 'toggle'] as const;

type FavoritePages = InfiniteData<Page<FavoriteView>, number>;

function withFavorite(ids: FavoriteIds, kind: ContentKind, titleId: string, favorite: boolean): FavoriteIds {
  const key = kind === 'movie' ? 'movies' : 'series';
  const others = ids[key].filter((id) => id !== titleId);
  return { ...ids, [key]: favorite ? [titleId, ...others] : others };
}

function withoutTitle(data: FavoritePages | undefined, kind: ContentKind, titleId: string): FavoritePages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const items = page.items.filter((item) => !(item.kind === kind && item.titleId === titleId));
      return { ...page, items, total: page.total - (page.items.length - items.length) };
    }),
  };
}

export interface ToggleFavoriteVariables {
  kind: ContentKind;
  titleId: string;
  /** true: add to favourites; false: remove. */
  favorite: boolean;
}

/**
 * Adds or removes a favourite. Optimistic: the shared favourite ids (and, for a removal, the
 * /favorites lists) change at once and are put back if the server refuses. Only this title is put
 * back, so toggles of other cards made meanwhile stay. Failures are logged; `onRemoveFailed` shows the
 * removal's message (spec section 8). It is called from the mutation itself, so it also runs when the
 * button that asked is gone meanwhile (a card of /favorites leaves the list at once).
 */
export function useToggleFavorite({ onRemoveFailed }: { onRemoveFailed?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ kind, titleId, favorite }: ToggleFavoriteVariables) =>
      favorite ? addFavorite(kind, titleId).then(() => undefined) : removeFavorite(kind, titleId),
    onMutate: async ({ kind, titleId, favorite }: ToggleFavoriteVariables) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.me.favorites.ids });
      queryClient.setQueryData<FavoriteIds>(queryKeys.me.favorites.ids, (ids) => ids && withFavorite(ids, kind, titleId, favorite));
      let lists: Array<[QueryKey, FavoritePages | undefined]> = [];
      if (!favorite) {
        await queryClient.cancelQueries({ queryKey: queryKeys.me.favorites.list(kind) });
        lists = queryClient.getQueriesData<FavoritePages>({ queryKey: queryKeys.me.favorites.list(kind) });
        queryClient.setQueriesData<FavoritePages>({ queryKey: queryKeys.me.favorites.list(kind) }, (data) => withoutTitle(data, kind, titleId));
      }
      return { lists };
    },
    onError: (error, { kind, titleId, favorite }, context) => {
      logError(favorite ? 'Ajout aux favoris impossible' : 'Suppression du favori impossible', error);
      queryClient.setQueryData<FavoriteIds>(queryKeys.me.favorites.ids, (ids) => ids && withFavorite(ids, kind, titleId, !favorite));
      for (const [key, data] of context?.lists ?? []) queryClient.setQueryData(key, data);
      if (!favorite) onRemoveFailed?.();
    },
    onSettled: async (_data, _error, { kind }) => {
      // The server's word once the last toggle in flight is answered (an earlier answer would undo a later click).
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) === 1) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.me.favorites.ids });
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.me.favorites.list(kind) });
    },
  });
}
