import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EngagementEvents } from '@streaming/contracts';
import { Infrastructure, retryOnDeadlock } from '@streaming/platform';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { ViewsRepository } from './views.repository.js';
import { countableViews, countViews, viewTarget, type ViewEvent } from './views.rules.js';

/** What one batch did. */
export interface ViewsBatchResult {
  /** Events counted now (new ids about titles that exist or not). */
  counted: number;
  /** Events already in the inbox: redeliveries, not counted again. */
  repeated: number;
  /** Events that could not be read (bad ids, unknown kind): acked and ignored. */
  invalid: number;
  /** Films and series whose `views_count` changed. */
  movies: string[];
  series: string[];
  episodes: string[];
}

/** Inbox rows deleted per statement when pruning. */
export const PRUNE_CHUNK = 10_000;

/**
 * Adds the members' views (`engagement.view.recorded`, published by engagement through its outbox)
 * to `views_count`, one transaction per batch: the batch's event ids go into the inbox, and only
 * those not recorded before are counted, summed per film, series and episode (one UPDATE per table).
 * Views of titles deleted since are ignored (no row to update; their ids are still recorded). After
 * the commit, the cached reads that depend on views are dropped once for the whole batch.
 */
@Injectable()
export class ViewsService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly views: ViewsRepository,
    private readonly cache: CatalogueCache,
  ) {}

  async countBatch(events: readonly ViewEvent[]): Promise<ViewsBatchResult> {
    const { views, invalid } = countableViews(events);
    if (invalid) this.infra.logger.warn({ invalid }, 'views: unreadable view events ignored');
    if (!views.length) return { counted: 0, repeated: 0, invalid, movies: [], series: [], episodes: [] };
    // Two replicas' batches touching the same titles may deadlock: the transaction runs again (three
    // attempts in all) rather than wait for a redelivery.
    const result = await retryOnDeadlock(() => this.ds.transaction(async (manager) => {
      const fresh = new Set(await this.views.recordNew(manager, views.map((e) => e.id.toLowerCase()), EngagementEvents.viewRecorded));
      const toCount = views.filter((e) => fresh.has(e.id.toLowerCase()));
      const counts = countViews(toCount);
      const [movies, series, episodes] = [
        await this.views.addTitleViews(manager, 'movies', counts.movies),
        await this.views.addTitleViews(manager, 'series', counts.series),
        await this.views.addEpisodeViews(manager, counts.episodes),
      ];
      return { counted: toCount.length, repeated: views.length - toCount.length, invalid, movies, series, episodes };
    }), 3);
    // A redelivery may follow a crash between the commit and the drop: its titles are dropped too.
    const again = result.repeated ? views.map(viewTarget).filter((t) => t !== null) : [];
    const movies = [...result.movies, ...again.filter((t) => t.kind === 'movie').map((t) => t.titleId)];
    const series = [...result.series, ...again.filter((t) => t.kind === 'series').map((t) => t.titleId)];
    if (movies.length || series.length) await this.cache.dropForViews({ movies, series });
    return result;
  }

  /** Deletes the inbox rows older than `retentionDays`, in chunks; answers how many. */
  async pruneInbox(retentionDays: number, now = Date.now()): Promise<number> {
    const before = new Date(now - retentionDays * 24 * 3600 * 1000);
    let total = 0;
    for (;;) {
      const n = await this.views.pruneInbox(this.ds, before, PRUNE_CHUNK);
      total += n;
      if (n < PRUNE_CHUNK) return total;
    }
  }
}
