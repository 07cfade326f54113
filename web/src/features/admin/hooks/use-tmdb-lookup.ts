import { useMutation, useQuery } from '@tanstack/react-query';

import { fetchTmdbPrefill, searchTmdb } from '../api-catalogue';
import { adminKeys } from '../query-keys';

/** Spec section 5: a lookup needs 2 characters (the contracts' TMDB_QUERY_MIN_LENGTH), waits 500 ms of quiet and keeps 5 results. */
export const TMDB_MIN_CHARACTERS = 2;
export const TMDB_DEBOUNCE_MS = 500;
export const TMDB_RESULTS_SHOWN = 5;

/** TMDB's films or series matching a (debounced) query; nothing under 2 characters. Kept a minute: TMDB's answers change slowly. */
export function useTmdbSearch(kind: 'movie' | 'tv', query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: adminKeys.tmdbSearch(kind, q),
    queryFn: ({ signal }) => searchTmdb(kind, q, signal),
    enabled: q.length >= TMDB_MIN_CHARACTERS,
    select: (found) => found.results.slice(0, TMDB_RESULTS_SHOWN),
    staleTime: 60_000,
    retry: false,
  });
}

/** The form's fields of one TMDB result, asked when the admin chooses it. */
export function useTmdbPrefill(kind: 'movie' | 'tv') {
  return useMutation({ mutationFn: (tmdbId: number) => fetchTmdbPrefill(kind, tmdbId) });
}
