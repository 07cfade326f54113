import { CatalogueEvents, IdentityEvents, type BusEvent } from '@streaming/contracts';
import { ANY_ID, memberTombstone, type Tombstone } from '../progress/progress.rules.js';

/** The deletion events engagement follows: a member's rows, or a title's, have to go. */
export const PURGE_FILTERS = [
  IdentityEvents.deleted,
  CatalogueEvents.movieDeleted,
  CatalogueEvents.seriesDeleted,
  CatalogueEvents.episodeDeleted,
] as const;

export type PurgeEvent = BusEvent<(typeof PURGE_FILTERS)[number]>;

/** What a batch of deletion events removes, by id (each list without repeats). */
export interface PurgeTargets {
  users: string[];
  movies: string[];
  series: string[];
  episodes: string[];
}

export function purgeTargets(events: PurgeEvent[]): PurgeTargets {
  const sets = { users: new Set<string>(), movies: new Set<string>(), series: new Set<string>(), episodes: new Set<string>() };
  for (const event of events) {
    switch (event.type) {
      case IdentityEvents.deleted:
        sets.users.add(event.data.userId);
        break;
      case CatalogueEvents.movieDeleted:
        sets.movies.add(event.data.id);
        break;
      case CatalogueEvents.seriesDeleted:
        sets.series.add(event.data.id);
        break;
      case CatalogueEvents.episodeDeleted:
        sets.episodes.add(event.data.id);
        break;
    }
  }
  return { users: [...sets.users], movies: [...sets.movies], series: [...sets.series], episodes: [...sets.episodes] };
}

/** What a purge leaves so that no progress save taken before it brings a row back: each member's rows, each title's and episode's for every member. */
export function purgeTombstones(t: PurgeTargets): Tombstone[] {
  return [
    ...t.users.map(memberTombstone),
    ...[...t.movies, ...t.series, ...t.episodes].map((targetId) => ({ userId: ANY_ID, targetId })),
  ];
}
