import { Injectable } from '@nestjs/common';
import type { ContentKind, HistoryQuery, Page, ProgressView, SaveProgressDto, TitleProgress } from '@streaming/contracts';
import { badInput, fail } from '../shared/engagement-errors.js';
import { paging } from '../shared/paging.js';
import { ProgressRepository } from './progress.repository.js';
import { toProgressView } from './progress.mapper.js';
import { progressToSave, resumeOf } from './progress.rules.js';

/** A film has no episode: a save or a view naming one is refused rather than silently changed. */
export const NO_EPISODE_FOR_MOVIE = "Un film n'a pas d'épisode : retirez episodeId.";

/** Watch progress (resume on any device) and the history made of it. */
@Injectable()
export class ProgressService {
  constructor(private readonly progress: ProgressRepository) {}

  async save(userId: string, dto: SaveProgressDto): Promise<ProgressView> {
    if (dto.kind === 'episode' && !dto.episodeId) throw fail('EPISODE_REQUIRED');
    if (dto.kind === 'movie' && dto.episodeId !== undefined) throw badInput(NO_EPISODE_FOR_MOVIE);
    const row = await this.progress.save(userId, dto.kind, dto.titleId, dto.episodeId ?? null, progressToSave(dto));
    return toProgressView(row);
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
