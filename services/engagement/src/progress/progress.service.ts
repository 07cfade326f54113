import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  queuedSave, WorkQueues, type ContentKind, type HistoryQuery, type Page, type ProgressView, type QueuedProgressSave, type SaveProgressDto, type TitleProgress,
} from '@streaming/contracts';
import { Infrastructure, paging, QueueBarrier, retryOnDeadlock } from '@streaming/platform';
import { EngagementEnv } from '../config/engagement.env.js';
import { badInput, fail, NO_EPISODE_FOR_MOVIE } from '../shared/engagement-errors.js';

import { ProgressRepository } from './progress.repository.js';
import { toProgressView } from './progress.mapper.js';
import { lastSavePerRow, resumeOf } from './progress.rules.js';

/**
 * A queued message PostgreSQL refuses whatever the time (a data or integrity error, classes 22 and
 * 23: a bad id, a value out of range), or one not shaped as a save: written again, it fails again.
 * The gateway checks every save before it queues it; this keeps one bad message (a bug, another
 * version) from holding back every save behind it.
 */
function refusedForGood(err: unknown): boolean {
  if (err instanceof TypeError) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

/**
 * Watch progress (resume on any device) and the history made of it.
 *
 * Members' saves come through the progress work queue (WorkQueues.engagementProgress): the gateway
 * answers once JetStream stored a batch; this service writes what the queue holds, hundreds of
 * saves per statement under load (one consumer for every replica), and acks it once committed
 * (a failure is written again after 1 s; nothing is lost while PostgreSQL is away). A read of a
 * member's rows first waits until every save queued before it is written (QueueBarrier.beforeRead),
 * so what a member saved is what they read next, on any device; a removal waits for them too
 * (beforeRemoval: a save still queued would bring the row back).
 */
@Injectable()
export class ProgressService implements OnApplicationBootstrap {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly infra: Infrastructure,
    private readonly env: EngagementEnv,
    private readonly barrier: QueueBarrier,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.infra.consumeQueue(WorkQueues.engagementProgress, {
      durable: 'engagement-progress',
      maxBatch: this.env.PROGRESS_QUEUE_BATCH_MAX,
      maxWaitMs: this.env.PROGRESS_QUEUE_WAIT_MS,
      handle: (messages) => this.apply(messages.flatMap((m) => m.saves)),
      isPermanent: refusedForGood,
    });
  }

  /** Writes queued saves: one statement, one save per row (the one taken last). Throws when it could not (the batch comes again). */
  async apply(saves: QueuedProgressSave[]): Promise<void> {
    const unique = lastSavePerRow(saves);
    // A deadlock or serialization failure: the batch is written again once.
    await retryOnDeadlock(() => this.progress.saveMany(unique));
  }

  /**
   * One save written at once and answered with its row (engagement.progress.save: callers that
   * need the row; members' saves go through the queue).
   */
  async save(userId: string, dto: SaveProgressDto): Promise<ProgressView> {
    if (dto.kind === 'episode' && !dto.episodeId) throw fail('EPISODE_REQUIRED');
    if (dto.kind === 'movie' && dto.episodeId !== undefined) throw badInput(NO_EPISODE_FOR_MOVIE);
    const save = queuedSave(userId, dto, Date.now());
    await this.apply([save]);
    const row = await this.progress.row(save.userId, save.episodeId ?? save.titleId);
    if (!row) throw new Error('progress save without its row');
    return toProgressView(row);
  }

  async ofTitle(userId: string, kind: ContentKind, titleId: string): Promise<TitleProgress> {
    await this.barrier.beforeRead();
    const entries = (await this.progress.ofTitle(userId, kind === 'movie' ? 'movie' : 'episode', titleId)).map(toProgressView);
    return { entries, resume: resumeOf(kind, entries) };
  }

  async history(userId: string, query: HistoryQuery): Promise<Page<ProgressView>> {
    const { page, pageSize, offset } = paging(query);
    await this.barrier.beforeRead();
    const { rows, total } = await this.progress.page(userId, query.inProgress === true, pageSize, offset);
    return { items: rows.map(toProgressView), total, page, pageSize };
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.barrier.beforeRemoval();
    if (!(await this.progress.remove(userId, id))) throw fail('HISTORY_ENTRY_NOT_FOUND');
  }

  async clear(userId: string): Promise<number> {
    await this.barrier.beforeRemoval();
    return this.progress.clear(userId);
  }
}
