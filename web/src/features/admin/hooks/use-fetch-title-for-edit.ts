import { useQuery } from '@tanstack/react-query';

import { fetchAdminMovie } from '../api-catalogue';
import { fetchEpisodeManagerSeries } from '../api-episodes';
import { adminKeys, FRESH } from '../query-keys';
import { movieToForm, seriesToForm, type TitleFormValues } from '../rules/title-form';
import type { TitleKind } from '../rules/title-kinds';

/** An edited title: its form, and for a series or an anime the totals counted from its episodes (shown, never sent). */
export interface StoredTitle {
  form: TitleFormValues;
  totals: { seasons: number; episodes: number } | null;
}

/**
 * A stored title read whole from the catalogue's primary (GET /api/admin/movies/:id or /series/:id: the
 * table's rows carry only what they show) and turned into its edit form; `id` null: the add form.
 */
export function useFetchTitleForEdit(kind: TitleKind, id: string | null) {
  return useQuery({
    queryKey: adminKeys.catalogueTitle(kind, id ?? ''),
    queryFn: async ({ signal }): Promise<StoredTitle> => {
      if (kind === 'movie') return { form: movieToForm(await fetchAdminMovie(id ?? '', signal)), totals: null };
      const series = await fetchEpisodeManagerSeries(id ?? '', signal);
      return { form: seriesToForm(series, kind), totals: { seasons: series.totalSeasons ?? 0, episodes: series.totalEpisodes ?? 0 } };
    },
    enabled: id !== null,
    ...FRESH,
    // The form is filled once: a refetch on focus would not change what the admin is typing.
    refetchOnWindowFocus: false,
  });
}
