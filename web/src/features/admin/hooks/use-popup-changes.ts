import type { SavePopupDto } from '@streaming/contracts';

import { activatePopup, createPopup, deletePopup, updatePopup } from '../api';
import { useAdminMutation } from './use-admin-mutation';

/** Creates a message (no id) or updates one. */
export function useSavePopup() {
  return useAdminMutation(({ id, body }: { id: string | null; body: SavePopupDto }) => (id ? updatePopup(id, body) : createPopup(body)));
}

export function useActivatePopup() {
  return useAdminMutation((id: string) => activatePopup(id));
}

export function useDeletePopup() {
  return useAdminMutation((id: string) => deletePopup(id));
}
