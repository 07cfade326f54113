import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EngagementEvents, PlaybackRules, type RecordViewDto, type ViewRecordedData } from '@streaming/contracts';
import { addManyToOutbox, Infrastructure } from '@streaming/platform';
import { EngagementEnv } from '../config/engagement.env.js';
import { MicroBatcher } from './micro-batcher.js';
import { distinctWindows, windowKey, type ViewRequest } from './view.rules.js';
import { ViewsRepository } from './views.repository.js';
import { fail } from '../shared/engagement-errors.js';

/** PostgreSQL's deadlock and serialization failures: the batch is written again once. */
const RETRYABLE = new Set(['40P01', '40001']);
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Views: at most one counted per member and title per hour, each counted one announced by
 * `engagement.view.recorded` through the outbox (same transaction).
 *
 * Throughput: requests arriving together are written as one batch (MicroBatcher): the same window
 * twice in a batch is settled in memory (only the first may count), then one INSERT ... ON CONFLICT
 * DO UPDATE ... WHERE for every window, one INSERT for every event, one commit, one poke of the
 * relay. Concurrent batches (and replicas) are kept apart by PostgreSQL's row locks: a window being
 * counted by another transaction is judged on what that one wrote.
 */
@Injectable()
export class ViewsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly batcher: MicroBatcher<ViewRequest, boolean>;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly views: ViewsRepository,
    env: EngagementEnv,
  ) {
    this.batcher = new MicroBatcher((batch) => this.writeBatch(batch), {
      maxBatch: env.VIEW_BATCH_MAX,
      waitMs: env.VIEW_BATCH_WAIT_MS,
      concurrency: env.VIEW_BATCH_CONCURRENCY,
    });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.purgeEndedWindows(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  /** Nest closes the handlers first (every request answered), then this: nothing is left queued. */
  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.batcher.drain();
  }

  /** Whether this view counted (false inside the hour after the member's last counted view of the title). */
  record(userId: string, dto: RecordViewDto): Promise<boolean> {
    return this.batcher.add({ userId, kind: dto.kind, titleId: dto.titleId, episodeId: dto.episodeId ?? null });
  }

  private async writeBatch(batch: ViewRequest[]): Promise<boolean[]> {
    const { unique, first, keys } = distinctWindows(batch);
    let counted: Set<string>;
    try {
      try {
        counted = await this.countAndAnnounce(unique);
      } catch (err) {
        if (!RETRYABLE.has((err as { code?: string }).code ?? '')) throw err;
        counted = await this.countAndAnnounce(unique);
      }
    } catch (err) {
      // One line for the batch (not one per view), and a 503 for each caller: nothing was counted.
      this.infra.logger.error({ err, views: batch.length }, 'engagement: a batch of views could not be written');
      throw fail('SERVICE_UNAVAILABLE');
    }
    if (counted.size > 0) this.infra.relay?.poke();
    return keys.map((key, i) => first[i] && counted.has(key));
  }

  /** One transaction: the windows that count, and one event per counted view. */
  private countAndAnnounce(windows: ViewRequest[]): Promise<Set<string>> {
    const byKey = new Map(windows.map((w) => [windowKey(w), w]));
    return this.ds.transaction(async (manager) => {
      const rows = await this.views.countViews(manager, windows, PlaybackRules.viewWindowSeconds);
      const events: ViewRecordedData[] = rows.map((row) => ({
        viewId: randomUUID(),
        userId: row.user_id,
        kind: row.kind,
        titleId: row.title_id,
        episodeId: byKey.get(windowKey({ userId: row.user_id, kind: row.kind, titleId: row.title_id }))?.episodeId ?? null,
        at: new Date(row.last_counted_at).toISOString(),
      }));
      await addManyToOutbox(manager, EngagementEvents.viewRecorded, events);
      return new Set(events.map(windowKey));
    });
  }

  private async purgeEndedWindows(): Promise<void> {
    try {
      while ((await this.views.purgeEnded(PlaybackRules.viewWindowSeconds)) > 0);
    } catch (err) {
      this.infra.logger.warn({ err: (err as Error).message }, 'engagement: purge of ended view windows failed');
    }
  }
}
