import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Infrastructure, QueueBarrier } from '@streaming/platform';
import { ProgressRepository } from '../progress/progress.repository.js';
import { removeForGood } from '../progress/progress.service.js';
import { PurgeRepository } from './purge.repository.js';
import { PURGE_FILTERS, purgeTargets, purgeTombstones, type PurgeEvent } from './purge.rules.js';

/**
 * Forgets what belongs to a deleted member (`identity.user.deleted`) or a deleted title
 * (`catalogue.movie|series|episode.deleted`): favourites, progress and history, view windows. One
 * durable consumer for all replicas; a batch is one transaction, acknowledged after its commit.
 * Deleting twice finds nothing the second time, so a redelivered event needs no inbox. The purge
 * leaves tombstones (removeForGood): no progress save taken before it brings a row back, however
 * late it is written; when the saves queued before it cannot be written, the batch fails and comes again.
 */
@Injectable()
export class PurgeConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly infra: Infrastructure,
    private readonly ds: DataSource,
    private readonly repo: PurgeRepository,
    private readonly progress: ProgressRepository,
    /** The progress queue's. */
    private readonly barrier: QueueBarrier,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const filter of PURGE_FILTERS) {
      await this.infra.consume({
        durable: `engagement-purge-${filter.replace(/\./g, '-')}`,
        filters: [filter],
        maxBatch: 200,
        handle: (events) => this.handle(events),
      });
    }
  }

  async handle(events: PurgeEvent[]): Promise<void> {
    const targets = purgeTargets(events);
    await removeForGood(
      this.barrier,
      () => this.progress.markRemoved(purgeTombstones(targets)),
      () => this.ds.transaction((manager) => this.repo.purge(manager, targets)),
    );
  }
}
