import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DeletedContent } from './content-deleted.rules.js';

/** Marks reports and requests whose title the catalogue deleted; each statement can run twice (the first mark stays). */
@Injectable()
export class ContentDeletedRepository {
  async markDeleted(manager: EntityManager, d: DeletedContent): Promise<void> {
    const at = new Date(d.at);
    await manager.query(
      `UPDATE reports SET content_deleted_at = $4 WHERE content_deleted_at IS NULL AND (
         (content_type = 'movie' AND content_id = ANY($1::uuid[]))
         OR (content_type = 'series' AND content_id = ANY($2::uuid[]))
         OR (content_type = 'episode' AND (series_id = ANY($2::uuid[]) OR content_id = ANY($3::uuid[]))))`,
      [d.movies, d.series, d.episodes, at],
    );
    await manager.query(
      `UPDATE content_requests SET fulfilled_deleted_at = $3 WHERE fulfilled_deleted_at IS NULL AND (
         (fulfilled_type = 'movie' AND fulfilled_id = ANY($1::uuid[])) OR (fulfilled_type = 'series' AND fulfilled_id = ANY($2::uuid[])))`,
      [d.movies, d.series, at],
    );
  }
}
