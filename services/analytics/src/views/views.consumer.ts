import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Infrastructure, PeriodicJob } from '@streaming/platform';
import { AnalyticsEnv } from '../config/analytics.env.js';
import { ViewsService } from './views.service.js';

/** The durable consumer of views; also the name outside tools read its lag under. */
export const VIEWS_DURABLE = 'analytics-views';
/** How often a replica prunes the raw views (any replica may: the DELETE is the same for all). */
export const PRUNE_EVERY_MS = 3600_000;

/**
 * The durable batch consumer `analytics-views` of `engagement.view.recorded`: a second, independent
 * reader of the views beside the catalogue's `catalogue-views` (each has its own position in the
 * stream: one being down holds back nothing of the other, and each catches up from JetStream when
 * it comes back). One for all replicas: each batch goes to one of them. And the hourly pruning of
 * the raw views past VIEW_EVENTS_RETENTION_DAYS.
 */
@Injectable()
export class ViewsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly pruning: PeriodicJob;

  constructor(
    private readonly infra: Infrastructure,
    private readonly env: AnalyticsEnv,
    private readonly views: ViewsService,
  ) {
    this.pruning = new PeriodicJob('analytics: raw views pruning', PRUNE_EVERY_MS, () => this.prune(), infra.logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.infra.consume({
      durable: VIEWS_DURABLE,
      filters: ['engagement.view.recorded'],
      maxBatch: this.env.VIEW_EVENTS_BATCH_MAX,
      maxWaitMs: this.env.VIEW_EVENTS_BATCH_WAIT_MS,
      handle: async (events) => {
        await this.views.countBatch(events);
      },
    });
    this.pruning.start();
  }

  onApplicationShutdown(): void {
    this.pruning.stop();
  }

  private async prune(): Promise<void> {
    const removed = await this.views.pruneRaw(this.env.VIEW_EVENTS_RETENTION_DAYS);
    if (removed) this.infra.logger.info({ removed }, 'analytics: raw views pruned');
  }
}
