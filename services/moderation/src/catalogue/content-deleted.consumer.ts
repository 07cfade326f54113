import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Infrastructure } from '@streaming/platform';
import { ModerationTransactions } from '../shared/moderation-transactions.js';
import { ContentDeletedRepository } from './content-deleted.repository.js';
import { CONTENT_DELETION_FILTERS, deletedContent, type ContentDeletionEvent } from './content-deleted.rules.js';

/**
 * Marks the reports and requests of titles the catalogue deleted (content-deleted.rules.ts). Durable
 * consumers shared by all replicas, a batch per transaction; marking twice changes nothing, so a
 * redelivered event needs no inbox.
 */
@Injectable()
export class ContentDeletedConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly infra: Infrastructure,
    private readonly tx: ModerationTransactions,
    private readonly repo: ContentDeletedRepository,
  ) {}

  /** One durable per event type (a durable with several filter subjects needs NATS 2.10). */
  async onApplicationBootstrap(): Promise<void> {
    for (const filter of CONTENT_DELETION_FILTERS) {
      await this.infra.consume({ durable: `moderation-content-deleted-${filter.replace(/\./g, '-')}`, filters: [filter], handle: (events) => this.handle(events) });
    }
  }

  async handle(events: ContentDeletionEvent[]): Promise<void> {
    if (!events.length) return;
    await this.tx.run((manager) => this.repo.markDeleted(manager, deletedContent(events)));
  }
}
