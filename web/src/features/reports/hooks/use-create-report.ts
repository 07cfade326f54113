import type { CreateReportDto } from '@streaming/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { createReport } from '../api';

/** Sends a report; the profile's 'Mes signalements' is read again afterwards. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportDto) => createReport(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.me.reports.all }),
  });
}
