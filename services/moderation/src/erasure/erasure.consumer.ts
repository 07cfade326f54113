import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Infrastructure } from '@streaming/platform';
import { ModerationTransactions } from '../shared/moderation-transactions.js';
import { ErasureRepository } from './erasure.repository.js';
import { ERASED_TEXT, ERASURE_FILTERS, erasedMembers, type ErasureEvent } from './erasure.rules.js';

/**
 * Forgets the personal data of erased members (`identity.user.deleted`; what goes and what stays:
 * erasure.rules.ts). One durable consumer for all replicas; a batch is one transaction, acknowledged
 * after its commit. Erasing twice finds nothing the second time, so a redelivered event needs no inbox.
 */
@Injectable()
export class ErasureConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly infra: Infrastructure,
    private readonly tx: ModerationTransactions,
    private readonly repo: ErasureRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.infra.consume({ durable: 'moderation-erasure', filters: [...ERASURE_FILTERS], handle: (events) => this.handle(events) });
  }

  async handle(events: ErasureEvent[]): Promise<void> {
    const userIds = erasedMembers(events);
    if (!userIds.length) return;
    const counts = await this.tx.run((manager) => this.repo.erase(manager, userIds, ERASED_TEXT));
    this.infra.logger.info({ members: userIds.length, ...counts }, 'moderation: erased members forgotten');
  }
}
