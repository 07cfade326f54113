import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PurgeTargets } from './purge.rules.js';

/** Removes the rows of deleted members and titles (every statement can run twice: it finds nothing the second time). */
@Injectable()
export class PurgeRepository {
  async purge(manager: EntityManager, t: PurgeTargets): Promise<void> {
    if (t.users.length) {
      for (const table of ['favorites', 'watch_progress', 'view_windows']) {
        await manager.query(`DELETE FROM ${table} WHERE user_id = ANY($1::uuid[])`, [t.users]);
      }
    }
    if (t.movies.length) {
      await manager.query(`DELETE FROM favorites WHERE kind = 'movie' AND title_id = ANY($1::uuid[])`, [t.movies]);
      await manager.query(`DELETE FROM watch_progress WHERE kind = 'movie' AND title_id = ANY($1::uuid[])`, [t.movies]);
      await manager.query(`DELETE FROM view_windows WHERE kind = 'movie' AND title_id = ANY($1::uuid[])`, [t.movies]);
    }
    if (t.series.length) {
      await manager.query(`DELETE FROM favorites WHERE kind = 'series' AND title_id = ANY($1::uuid[])`, [t.series]);
      // Episode rows carry their series' id: the whole series goes at once.
      await manager.query(`DELETE FROM watch_progress WHERE kind = 'episode' AND title_id = ANY($1::uuid[])`, [t.series]);
      await manager.query(`DELETE FROM view_windows WHERE kind = 'series' AND title_id = ANY($1::uuid[])`, [t.series]);
    }
    if (t.episodes.length) {
      await manager.query(`DELETE FROM watch_progress WHERE episode_id = ANY($1::uuid[])`, [t.episodes]);
    }
  }
}
