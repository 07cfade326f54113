import { useFetchCatalogueStats } from '../../features/catalogue/hooks/use-fetch-catalogue-stats';
import { TopbarCounters } from './TopbarCounters';

/** The counters with the catalogue's figures (members only: fetched with TanStack Query, loaded lazily). */
export function MemberTopbarCounters() {
  const stats = useFetchCatalogueStats();
  return <TopbarCounters stats={stats.data} />;
}
