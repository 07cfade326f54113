import { Injectable } from '@nestjs/common';
import type { ContentKind, HistoryQuery, Page, ProgressView, TitleProgress } from '@streaming/contracts';
import { paging, QueueBarrier } from '@streaming/platform';
import { fail } from '../shared/engagement-errors.js';
import { ProgressRepository } from './progress.repository.js';
import { toProgressView } from './progress.mapper.js';
import { memberTombstone, resumeOf } from './progress.rules.js';

/**
 * A removal of progress rows that no save taken before it can undo, however late the save is
 * written (a message of the progress queue delivered late, or replayed):
 * 1. the saves queued before it are written first (they go with the rest: nothing queued before a
 *    removal survives it), at most 5 s, else 503 (QueueBarrier.beforeRemoval);
 * 2. the removal is marked (`mark`: tombstones, committed): every statement of the queue that
 *    starts after it skips the saves taken until then; when `mark` answers false (nothing to
 *    remove), null;
 * 3. the saves queued meanwhile are written (a statement that started before the mark may still
 *    write one the mark did not stop);
 * 4. the rows go (`remove`).
 */
export async function removeForGood<T>(barrier: QueueBarrier, mark: () => Promise<boolean | void>, remove: () => Promise<T>): Promise<T | null> {
  await barrier.beforeRemoval();
  if ((await mark()) === false) return null;
  await barrier.beforeRemoval();
  return remove();
}

/**
 * A member's watch progress (resume on any device) and the history made of it, as read and removed
 * by the member. The rows are written from the progress work queue (ProgressQueueConsumer); every
 * read first waits for the saves queued before it (QueueBarrier.beforeRead), so what a member saved
 * is what they read next, on any device; a removal leaves a tombstone and waits for them too
 * (removeForGood): no save taken before it brings the row back, however late it is written.
 */
@Injectable()
export class ProgressService {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly barrier: QueueBarrier,
  ) {}

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
    const removed = await removeForGood(this.barrier, () => this.progress.markRowRemoved(userId, id), () => this.progress.remove(userId, id));
    if (!removed) throw fail('HISTORY_ENTRY_NOT_FOUND');
  }

  async clear(userId: string): Promise<number> {
    const removed = await removeForGood(this.barrier, () => this.progress.markRemoved([memberTombstone(userId)]), () => this.progress.clear(userId));
    return removed ?? 0;
  }
}
