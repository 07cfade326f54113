import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { WorkQueues, type QueuedProgressSave } from '@streaming/contracts';
import { Infrastructure, PeriodicJob, PgErrorClass, pgErrorCode, QUEUE_MAX_AGE_MS, retryOnDeadlock } from '@streaming/platform';
import { EngagementEnv } from '../config/engagement.env.js';
import { ProgressRepository } from './progress.repository.js';
import { lastSavePerRow } from './progress.rules.js';

/**
 * A queued message PostgreSQL refuses whatever the time (a data or integrity error, classes 22 and
 * 23: a bad id, a value out of range), or one not shaped as a save: written again, it fails again.
 * The gateway checks every save before it queues it; this keeps one bad message (a bug, another
 * version) from holding back every save behind it.
 */
function refusedForGood(err: unknown): boolean {
  if (err instanceof TypeError) return true;
  const pgClass = pgErrorCode(err)?.slice(0, 2);
  return pgClass === PgErrorClass.dataException || pgClass === PgErrorClass.integrityConstraintViolation;
}

/**
 * How long a removal tombstone is kept: longer than the queue keeps a message (its consumer refuses
 * one signed longer ago), so every save a tombstone must stop meets it.
 */
export const TOMBSTONE_RETENTION_MS = QUEUE_MAX_AGE_MS + 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

/**
 * Writes members' progress saves from the progress work queue (WorkQueues.engagementProgress): the
 * gateway answers a save once JetStream stored its batch; this consumer (one durable for every
 * replica, `engagement-progress`) writes what the queue holds, hundreds of saves per statement under
 * load, and acks it once committed (a failure is written again after 1 s: nothing is lost while
 * PostgreSQL is away). What reads the rows waits for it through the queue's QueueBarrier. A save
 * taken before a removal that covers it is skipped (tombstones, ProgressRepository.saveMany); the
 * tombstones older than TOMBSTONE_RETENTION_MS are pruned every hour.
 */
@Injectable()
export class ProgressQueueConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly pruning: PeriodicJob;

  constructor(
    private readonly progress: ProgressRepository,
    private readonly infra: Infrastructure,
    private readonly env: EngagementEnv,
  ) {
    this.pruning = new PeriodicJob('engagement: prune of progress tombstones', PRUNE_EVERY_MS, () => this.progress.pruneTombstones(TOMBSTONE_RETENTION_MS), infra.logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.infra.consumeQueue(WorkQueues.engagementProgress, {
      durable: 'engagement-progress',
      maxBatch: this.env.PROGRESS_QUEUE_BATCH_MAX,
      maxWaitMs: this.env.PROGRESS_QUEUE_WAIT_MS,
      handle: (messages) => this.write(messages.flatMap((m) => m.saves)),
      isPermanent: refusedForGood,
    });
    this.pruning.start();
  }

  onApplicationShutdown(): void {
    this.pruning.stop();
  }

  /** Writes queued saves: one statement, one save per row (the one taken last). Throws when it could not (the batch comes again). */
  private async write(saves: QueuedProgressSave[]): Promise<void> {
    const unique = lastSavePerRow(saves);
    // A deadlock or serialization failure: the batch is written again once.
    await retryOnDeadlock(() => this.progress.saveMany(unique));
  }
}
