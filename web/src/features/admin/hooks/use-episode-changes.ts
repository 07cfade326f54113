import type { CreateEpisodeDto } from '@streaming/contracts';

import { createEpisode, deleteEpisode, updateEpisode } from '../api-episodes';
import { useAdminMutation } from './use-admin-mutation';

/** Adds an episode to the series (no id) or changes one; the list and the totals are asked again after. */
export function useSaveEpisode(seriesId: string) {
  return useAdminMutation(({ id, body }: { id: string | null; body: CreateEpisodeDto }) => (id ? updateEpisode(id, body) : createEpisode(seriesId, body)));
}

export function useDeleteEpisode() {
  return useAdminMutation((id: string) => deleteEpisode(id));
}
