import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Infrastructure, retryOnDeadlock } from '@streaming/platform';
import { addDays, parisDay } from '../shared/paris-days.rules.js';
import { TitlesService } from '../titles/titles.service.js';
import { ViewsRepository } from './views.repository.js';
import { viewRows, type ViewEvent } from './views.rules.js';

/** What one batch did. */
export interface ViewsBatchResult {
  /** Events counted now. */
  counted: number;
  /** Events whose id was already counted: redeliveries, not counted again. */
  repeated: number;
  /** Events that could not be read: acked and ignored. */
  invalid: number;
  /** Titles met for the first time (described by the catalogue next). */
  newTitles: number;
}

/** Raw views deleted per statement when pruning. */
export const PRUNE_CHUNK = 10_000;

/**
 * Counts the members' views (`engagement.view.recorded`) for analytics, one statement per batch
 * (ViewsRepository.countNew): each event once, by its id, into the daily counts per title that the
 * top lists and the export read. Independent of the catalogue: its own durable consumer, no call to
 * any service on the way; the titles met for the first time are described afterwards (TitlesService).
 */
@Injectable()
export class ViewsService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly views: ViewsRepository,
    private readonly titles: TitlesService,
  ) {}

  async countBatch(events: readonly ViewEvent[]): Promise<ViewsBatchResult> {
    const { rows, invalid } = viewRows(events);
    if (invalid) this.infra.logger.warn({ invalid }, 'analytics: unreadable view events ignored');
    // Two replicas' batches adding to the same titles may deadlock: the statement runs again (three
    // attempts in all) rather than wait for a redelivery.
    const { counted, newTitles } = await retryOnDeadlock(() => this.views.countNew(this.ds.manager, rows), 3);
    if (newTitles) this.titles.describeSoon();
    return { counted, repeated: rows.length - counted, invalid, newTitles };
  }

  /** Deletes the raw views of the days older than `retentionDays` (their counts stay), in chunks; answers how many. */
  async pruneRaw(retentionDays: number, now = new Date()): Promise<number> {
    const before = addDays(parisDay(now), -retentionDays);
    let total = 0;
    for (;;) {
      const n = await this.views.pruneBefore(this.ds, before, PRUNE_CHUNK);
      total += n;
      if (n < PRUNE_CHUNK) return total;
    }
  }
}
