import { fetchCatalogueStats } from '../../features/catalogue/api';
import { useFetchOnce } from '../../shared/hooks/use-fetch-once';
import { TopbarCounters } from './TopbarCounters';

/** The counters for a guest, asked once without TanStack Query (a guest's first load goes without it). */
export function GuestTopbarCounters() {
  return <TopbarCounters stats={useFetchOnce(fetchCatalogueStats)} />;
}
