import type { GenreCategory, GenreDto, GenreMenu } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { useSession } from '../../../shared/session/use-session';
import { fetchGenreMenu } from '../api';

/** Genres stay fresh 10 minutes (spec section 9). */
const GENRES_FRESH_MS = 10 * 60 * 1000;

/** The genre menu for members (guests see the menus without genres). */
export function useFetchGenreMenu() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.catalogue.genres,
    queryFn: ({ signal }) => fetchGenreMenu(signal),
    staleTime: GENRES_FRESH_MS,
    gcTime: 2 * GENRES_FRESH_MS,
    enabled: session.status === 'signed-in',
  });
}

/** The genres of some categories, each slug once, in menu order. */
export function genresOf(menu: GenreMenu | undefined, categories: GenreCategory[]): GenreDto[] {
  const seen = new Set<string>();
  const genres: GenreDto[] = [];
  for (const group of menu?.categories ?? []) {
    if (!categories.includes(group.category)) continue;
    for (const genre of group.genres) {
      if (seen.has(genre.slug)) continue;
      seen.add(genre.slug);
      genres.push(genre);
    }
  }
  return genres;
}
