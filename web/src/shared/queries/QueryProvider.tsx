import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { getQueryClient } from './query-client';

/**
 * Gives TanStack Query (the tab's one QueryClient) to what it wraps. Only the code that fetches with
 * TanStack Query imports this module, never the first load: see with-queries.tsx.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
