import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Infrastructure, PeriodicJob } from '@streaming/platform';
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
  private readonly pruning: PeriodicJob;

  constructor(
    private readonly infra: Infrastructure,
    private readonly env: CatalogueEnv,
    private readonly views: ViewsService,
  ) {
    this.pruning = new PeriodicJob('views: inbox pruning', PRUNE_EVERY_MS, () => this.prune(), infra.logger);
  }

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
    this.pruning.start();
  }

  onApplicationShutdown(): void {
    this.pruning.stop();
  }

  private async prune(): Promise<void> {
    const removed = await this.views.pruneInbox(this.env.VIEWS_INBOX_RETENTION_DAYS);
    if (removed) this.infra.logger.info({ removed }, 'views: inbox pruned');
  }
}
