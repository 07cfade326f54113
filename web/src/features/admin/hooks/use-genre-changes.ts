import type { CreateGenreDto } from '@streaming/contracts';

import { createGenre, deleteGenre, updateGenre } from '../api-genres';
import { useAdminMutation } from './use-admin-mutation';

/** Creates a genre (no id) or updates one. */
export function useSaveGenre() {
  return useAdminMutation(({ id, body }: { id: string | null; body: CreateGenreDto }) => (id ? updateGenre(id, body) : createGenre(body)));
}

/** Deletes a genre; `confirm` is the second confirmation, for a genre that films or series use. */
export function useDeleteGenre() {
  return useAdminMutation(({ id, confirm }: { id: string; confirm: boolean }) => deleteGenre(id, confirm));
}
