import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { fetchContactMessages } from '../api';
import { adminKeys, FRESH } from '../query-keys';
import type { ContactQuery } from '../rules/list-queries';

/** One page of the contact messages, newest first. */
export function useBrowseContact(query: ContactQuery) {
  return useQuery({
    queryKey: adminKeys.contact(query),
    queryFn: ({ signal }) => fetchContactMessages(query, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}
