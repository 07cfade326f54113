import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EngagementEvents, PlaybackRules, type BusEvent, type RecordViewDto, type ViewRecordedData } from '@streaming/contracts';
import { Infrastructure, MicroBatcher, outboxEnvelopes, PeriodicJob, retryOnDeadlock } from '@streaming/platform';
import { EngagementEnv } from '../config/engagement.env.js';

import { distinctWindows, windowKey, type ViewRequest } from './view.rules.js';
import { ViewsRepository } from './views.repository.js';
import { fail } from '../shared/engagement-errors.js';

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Views: at most one counted per member and title per hour, each counted one announced by
 * `engagement.view.recorded` through the outbox (same statement as the count).
 *
 * Throughput: requests arriving together are written as one batch (MicroBatcher): the same window
 * twice in a batch is settled in memory (only the first may count), then one statement writes the
 * batch: an INSERT ... ON CONFLICT DO UPDATE ... WHERE for every window, and the outbox rows of the
 * windows that counted (data-modifying CTEs: atomic without a transaction, one round trip).
 * Concurrent batches (and replicas) are kept apart by PostgreSQL's row locks: a window being
 * counted by another statement is judged on what that one wrote. Once written, the batch's events
 * are published at once (OutboxRelay.publishCommitted), without the relay's own transaction.
 */
@Injectable()
export class ViewsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly batcher: MicroBatcher<ViewRequest, boolean>;
  private readonly purging: PeriodicJob;

  constructor(
    private readonly infra: Infrastructure,
    private readonly views: ViewsRepository,
    env: EngagementEnv,
  ) {
    this.purging = new PeriodicJob('engagement: purge of ended view windows', PURGE_EVERY_MS, () => this.purgeEndedWindows(), infra.logger);
    this.batcher = new MicroBatcher((batch) => this.writeBatch(batch), {
      maxBatch: env.WRITE_BATCH_MAX,
      waitMs: env.WRITE_BATCH_WAIT_MS,
      concurrency: env.WRITE_BATCH_CONCURRENCY,
    });
  }

  onApplicationBootstrap(): void {
    this.purging.start();
  }

  /** Nest closes the handlers first (every request answered), then this: nothing is left queued. */
  async onApplicationShutdown(): Promise<void> {
    this.purging.stop();
    await this.batcher.drain();
  }

  /** Whether this view counted (false inside the hour after the member's last counted view of the title). */
  record(userId: string, dto: RecordViewDto): Promise<boolean> {
    // Ids in lower case, as PostgreSQL writes them: one window, one key, whatever case the caller used.
    return this.batcher.add({ userId: userId.toLowerCase(), kind: dto.kind, titleId: dto.titleId.toLowerCase(), episodeId: dto.episodeId?.toLowerCase() ?? null });
  }

  private async writeBatch(batch: ViewRequest[]): Promise<boolean[]> {
    const { unique, first, keys } = distinctWindows(batch);
    let written: { counted: Set<string>; events: Array<BusEvent<typeof EngagementEvents.viewRecorded>> };
    try {
      // A deadlock or serialization failure: the batch is written again once.
      written = await retryOnDeadlock(() => this.countAndAnnounce(unique));
    } catch (err) {
      // One line for the batch (not one per view), and a 503 for each caller: nothing was counted.
      this.infra.logger.error({ err, views: batch.length }, 'engagement: a batch of views could not be written');
      throw fail('SERVICE_UNAVAILABLE');
    }
    // Committed: published now, without waiting (the relay publishes them if this fails).
    void this.infra.relay?.publishCommitted(written.events);
    return keys.map((key, i) => first[i] && written.counted.has(key));
  }

  /**
   * One statement: the windows that count and one event per counted view in the outbox (answered
   * for publishing after the commit).
   */
  private async countAndAnnounce(windows: ViewRequest[]): Promise<{ counted: Set<string>; events: Array<BusEvent<typeof EngagementEvents.viewRecorded>> }> {
    const at = new Date().toISOString();
    const candidates = outboxEnvelopes(EngagementEvents.viewRecorded, windows.map((w): ViewRecordedData => ({
      viewId: randomUUID(), userId: w.userId, kind: w.kind, titleId: w.titleId, episodeId: w.episodeId, at,
    })));
    const written = new Set(await this.views.countAndAnnounce(windows, candidates, PlaybackRules.viewWindowSeconds));
    const events = candidates.filter((e) => written.has(e.id));
    return { counted: new Set(events.map((e) => windowKey(e.data))), events };
  }

  private async purgeEndedWindows(): Promise<void> {
    while ((await this.views.purgeEnded(PlaybackRules.viewWindowSeconds)) > 0);
  }
}
