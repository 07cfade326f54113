import type { UpdateRequestDto } from '@streaming/contracts';

import { updateRequest } from '../api';
import { useAdminMutation } from './use-admin-mutation';

export function useUpdateRequest() {
  return useAdminMutation(({ id, body }: { id: string; body: UpdateRequestDto }) => updateRequest(id, body));
}
