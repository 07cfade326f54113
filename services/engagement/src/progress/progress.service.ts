import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ContentKind, HistoryQuery, Page, ProgressView, SaveProgressDto, TitleProgress } from '@streaming/contracts';
import { Infrastructure, MicroBatcher } from '@streaming/platform';
import { EngagementEnv } from '../config/engagement.env.js';
import { badInput, fail, NO_EPISODE_FOR_MOVIE } from '../shared/engagement-errors.js';
import { paging } from '../shared/paging.js';

import { ProgressRepository, type SavedProgressRow } from './progress.repository.js';
import { toProgressView } from './progress.mapper.js';
import { contentKey, lastSavePerRow, progressToSave, resumeOf, type ProgressSave } from './progress.rules.js';

/** PostgreSQL's deadlock and serialization failures: the batch is written again once. */
const RETRYABLE = new Set(['40P01', '40001']);


/**
 * Watch progress (resume on any device) and the history made of it.
 *
 * Saves arriving together (every member's player saves every 30 s) are written by one statement
 * (MicroBatcher, WRITE_BATCH_*): one multi-row upsert instead of one round trip each.
 */
@Injectable()
export class ProgressService implements OnApplicationShutdown {
  private readonly batcher: MicroBatcher<ProgressSave, ProgressView>;

  constructor(
    private readonly progress: ProgressRepository,
    private readonly infra: Infrastructure,
    env: EngagementEnv,
  ) {
    this.batcher = new MicroBatcher((batch) => this.writeBatch(batch), {
      maxBatch: env.WRITE_BATCH_MAX,
      waitMs: env.WRITE_BATCH_WAIT_MS,
      concurrency: env.WRITE_BATCH_CONCURRENCY,
    });
  }

  /** Nest closes the handlers first (every request answered), then this: nothing is left queued. */
  async onApplicationShutdown(): Promise<void> {
    await this.batcher.drain();
  }

  save(userId: string, dto: SaveProgressDto): Promise<ProgressView> {
    if (dto.kind === 'episode' && !dto.episodeId) throw fail('EPISODE_REQUIRED');
    if (dto.kind === 'movie' && dto.episodeId !== undefined) throw badInput(NO_EPISODE_FOR_MOVIE);
    // Ids as PostgreSQL writes them (lower case): one row, one key, whatever case the caller used.
    return this.batcher.add({
      userId: userId.toLowerCase(), kind: dto.kind, titleId: dto.titleId.toLowerCase(), episodeId: dto.episodeId?.toLowerCase() ?? null, values: progressToSave(dto),
    });
  }

  private async writeBatch(batch: ProgressSave[]): Promise<ProgressView[]> {
    const { unique, keys } = lastSavePerRow(batch);
    let rows: SavedProgressRow[];
    try {
      try {
        rows = await this.progress.saveMany(unique);
      } catch (err) {
        if (!RETRYABLE.has((err as { code?: string }).code ?? '')) throw err;
        rows = await this.progress.saveMany(unique);
      }
    } catch (err) {
      // One line for the batch (not one per save), and a 503 for each caller: nothing was saved.
      this.infra.logger.error({ err, saves: batch.length }, 'engagement: a batch of progress saves could not be written');
      throw fail('SERVICE_UNAVAILABLE');
    }
    // The row as written is the last save of it in the batch (kind, film and episode never change);
    // its time is the statement's (now()), formatted once.
    const written = new Map(rows.map((row) => [`${row.user_id}|${row.content_id}`, row]));
    const lastSave = new Map(unique.map((save) => [contentKey(save), save]));
    const iso = new Map<number, string>();
    return keys.map((key) => {
      const row = written.get(key);
      const save = lastSave.get(key);
      if (!row || !save) throw new Error(`progress save without its row (${key})`);
      let updatedAt = iso.get(row.updated_ms);
      if (updatedAt === undefined) iso.set(row.updated_ms, (updatedAt = new Date(row.updated_ms).toISOString()));
      return { id: row.id, kind: save.kind, titleId: save.titleId, episodeId: save.episodeId, ...save.values, updatedAt };
    });
  }

  async ofTitle(userId: string, kind: ContentKind, titleId: string): Promise<TitleProgress> {
    const entries = (await this.progress.ofTitle(userId, kind === 'movie' ? 'movie' : 'episode', titleId)).map(toProgressView);
    return { entries, resume: resumeOf(kind, entries) };
  }

  async history(userId: string, query: HistoryQuery): Promise<Page<ProgressView>> {
    const { page, pageSize, offset } = paging(query);
    const { rows, total } = await this.progress.page(userId, query.inProgress === true, pageSize, offset);
    return { items: rows.map(toProgressView), total, page, pageSize };
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.progress.remove(userId, id))) throw fail('HISTORY_ENTRY_NOT_FOUND');
  }

  clear(userId: string): Promise<number> {
    return this.progress.clear(userId);
  }
}
