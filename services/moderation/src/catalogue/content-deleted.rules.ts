import { CatalogueEvents, type BusEvent } from '@streaming/contracts';

/**
 * The catalogue's deletions moderation follows. Nothing is lost: a report keeps the title it
 * stored at creation, a request the title that fulfilled it; both are only marked as deleted from
 * the catalogue (a series marks its episodes' reports too: its deletion is the only event they get).
 */
export const CONTENT_DELETION_FILTERS = [CatalogueEvents.movieDeleted, CatalogueEvents.seriesDeleted, CatalogueEvents.episodeDeleted] as const;

export type ContentDeletionEvent = BusEvent<(typeof CONTENT_DELETION_FILTERS)[number]>;

/** The deleted titles of a batch, by kind, each id once, with the earliest time each was deleted. */
export interface DeletedContent {
  movies: string[];
  series: string[];
  episodes: string[];
  /** The batch's first deletion: when the titles are marked as gone. */
  at: string;
}

export function deletedContent(events: ContentDeletionEvent[]): DeletedContent {
  const sets = { movies: new Set<string>(), series: new Set<string>(), episodes: new Set<string>() };
  let at = '';
  for (const event of events) {
    const id = event.data.id.toLowerCase();
    if (event.type === CatalogueEvents.movieDeleted) sets.movies.add(id);
    else if (event.type === CatalogueEvents.seriesDeleted) sets.series.add(id);
    else sets.episodes.add(id);
    if (!at || event.occurredAt < at) at = event.occurredAt;
  }
  return { movies: [...sets.movies], series: [...sets.series], episodes: [...sets.episodes], at };
}
