import { createMovie, createSeries, deleteTitle, updateMovie, updateSeries } from '../api-catalogue';
import { movieBody, movieChanges, seriesBody, seriesChanges, type TitleFormValues } from '../rules/title-form';
import type { TitleKind } from '../rules/title-kinds';
import { useAdminMutation } from './use-admin-mutation';

/** A new title's form (`initial` null), or an edited one's with the form as it was read. */
export interface TitleSave {
  id: string | null;
  initial: TitleFormValues | null;
  values: TitleFormValues;
}

/** Adds a film, series or anime, or sends the fields of one the admin changed; every admin list is asked again after. */
export function useSaveTitle(kind: TitleKind) {
  return useAdminMutation(async ({ id, initial, values }: TitleSave): Promise<void> => {
    if (kind === 'movie') {
      await (id === null || initial === null ? createMovie(movieBody(values)) : updateMovie(id, movieChanges(initial, values)));
    } else {
      await (id === null || initial === null ? createSeries(seriesBody(values)) : updateSeries(id, seriesChanges(initial, values)));
    }
  });
}

/** Deletes a film, or a series or anime with its episodes. */
export function useDeleteTitle(kind: TitleKind) {
  return useAdminMutation((id: string) => deleteTitle(kind, id));
}
