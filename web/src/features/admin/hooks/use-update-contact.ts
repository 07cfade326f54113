import { updateContactMessage } from '../api';
import { useAdminMutation } from './use-admin-mutation';

export function useUpdateContact() {
  return useAdminMutation(({ id, handled }: { id: string; handled: boolean }) => updateContactMessage(id, handled));
}
