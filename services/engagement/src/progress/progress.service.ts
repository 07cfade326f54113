import { Injectable } from '@nestjs/common';
import type { ContentKind, HistoryQuery, Page, ProgressView, TitleProgress } from '@streaming/contracts';
import { paging, QueueBarrier } from '@streaming/platform';
import { fail } from '../shared/engagement-errors.js';
import { ProgressRepository } from './progress.repository.js';
import { toProgressView } from './progress.mapper.js';
import { resumeOf } from './progress.rules.js';

/**
 * A member's watch progress (resume on any device) and the history made of it, as read and removed
 * by the member. The rows are written from the progress work queue (ProgressQueueConsumer); every
 * read first waits for the saves queued before it (QueueBarrier.beforeRead), so what a member saved
 * is what they read next, on any device; every removal waits for them too (beforeRemoval: a save
 * still queued would bring the row back).
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
    await this.barrier.beforeRemoval();
    if (!(await this.progress.remove(userId, id))) throw fail('HISTORY_ENTRY_NOT_FOUND');
  }

  async clear(userId: string): Promise<number> {
    await this.barrier.beforeRemoval();
    return this.progress.clear(userId);
  }
}
