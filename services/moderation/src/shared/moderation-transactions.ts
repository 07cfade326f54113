import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Infrastructure, retryOnDeadlock } from '@streaming/platform';

/**
 * One write of the moderation service: one transaction (its events in the outbox of that same
 * transaction), run again once if PostgreSQL undid it for a deadlock, then the outbox relay poked so
 * that the events leave at once rather than at its next round.
 */
@Injectable()
export class ModerationTransactions {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
  ) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await retryOnDeadlock(() => this.ds.transaction(work));
    this.infra.relay?.poke();
    return result;
  }
}
