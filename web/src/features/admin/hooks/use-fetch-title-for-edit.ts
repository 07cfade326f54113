import { useQuery } from '@tanstack/react-query';

import { fetchMovie } from '../../movies/api';
import { fetchSeries } from '../../series/api';
import { adminKeys, FRESH } from '../query-keys';
import { movieToForm, seriesToForm, type TitleFormValues } from '../rules/title-form';
import type { TitleKind } from '../rules/title-kinds';

/**
 * A stored title read whole (the table's rows carry only what they show) and turned into its edit form;
 * `id` null: nothing to read (the add form).
 */
export function useFetchTitleForEdit(kind: TitleKind, id: string | null) {
  return useQuery({
    queryKey: adminKeys.catalogueTitle(kind, id ?? ''),
    queryFn: async ({ signal }): Promise<TitleFormValues> =>
      kind === 'movie' ? movieToForm(await fetchMovie(id ?? '', signal)) : seriesToForm(await fetchSeries(id ?? '', signal), kind),
    enabled: id !== null,
    ...FRESH,
    // The form is filled once: a refetch on focus would not change what the admin is typing.
    refetchOnWindowFocus: false,
  });
}
