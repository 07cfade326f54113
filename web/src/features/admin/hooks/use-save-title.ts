import { deleteTitle, createMovie, createSeries, updateMovie, updateSeries } from '../api-catalogue';
import { movieBody, seriesBody, type TitleFormValues } from '../rules/title-form';
import type { TitleKind } from '../rules/title-kinds';
import { useAdminMutation } from './use-admin-mutation';

/** Adds (id null) or changes a film, series or anime from its form; every admin list is asked again after. */
export function useSaveTitle(kind: TitleKind) {
  return useAdminMutation(async ({ id, values }: { id: string | null; values: TitleFormValues }): Promise<void> => {
    if (kind === 'movie') {
      const body = movieBody(values);
      await (id === null ? createMovie(body) : updateMovie(id, body));
    } else {
      const body = seriesBody(values);
      await (id === null ? createSeries(body) : updateSeries(id, body));
    }
  });
}

/** Deletes a film, or a series or anime with its episodes. */
export function useDeleteTitle(kind: TitleKind) {
  return useAdminMutation((id: string) => deleteTitle(kind, id));
}
