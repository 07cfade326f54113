import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Infrastructure } from '@streaming/platform';
import { CatalogueEnv } from '../config/catalogue.env.js';
import { ViewsService } from './views.service.js';

/** How often a replica prunes the inbox (any replica may: the DELETE is the same for all). */
export const PRUNE_EVERY_MS = 3600_000;

/**
 * The durable batch consumer `catalogue-views` of `engagement.view.recorded` (one for all replicas:
 * each batch goes to one of them), and the hourly pruning of the inbox. Started once the module is
 * up; Infrastructure.close() stops the consumer (the batch in progress is finished and acked).
 */
@Injectable()
export class ViewsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly infra: Infrastructure,
    private readonly env: CatalogueEnv,
    private readonly views: ViewsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.infra.consume({
      durable: 'catalogue-views',
      filters: ['engagement.view.recorded'],
      maxBatch: this.env.VIEWS_BATCH_MAX,
      maxWaitMs: this.env.VIEWS_BATCH_WAIT_MS,
      handle: async (events) => {
        await this.views.countBatch(events);
      },
    });
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  onApplicationShutdown(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
  }

  private async prune(): Promise<void> {
    try {
      const removed = await this.views.pruneInbox(this.env.VIEWS_INBOX_RETENTION_DAYS);
      if (removed) this.infra.logger.info({ removed }, 'views: inbox pruned');
    } catch (err) {
      this.infra.logger.warn({ err: (err as Error).message }, 'views: inbox pruning failed, will retry');
    }
  }
}
