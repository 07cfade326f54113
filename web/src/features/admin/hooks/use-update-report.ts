import type { UpdateReportDto } from '@streaming/contracts';

import { updateReport } from '../api';
import { useAdminMutation } from './use-admin-mutation';

export function useUpdateReport() {
  return useAdminMutation(({ id, body }: { id: string; body: UpdateReportDto }) => updateReport(id, body));
}
