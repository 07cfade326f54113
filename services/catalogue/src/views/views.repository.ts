import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { TitleTable } from '../database/title-sql.js';
import type { ViewCounts } from './views.rules.js';

interface EventIdRow {
  event_id: string;
}
interface IdRow {
  id: string;
}

// Statements are written as `WITH ... SELECT`: TypeORM answers an UPDATE or a DELETE as
// [rows, rowCount] but a SELECT as its rows.

/** The only code that writes `views_count` and the catalogue's inbox; each write on the batch's transaction. */
@Injectable()
export class ViewsRepository {
  /**
   * Records the event ids in the inbox and answers those that were not there yet: the events to
   * count. An id already recorded (a redelivery) is left out; a batch holding the same id twice
   * gets it once.
   */
  async recordNew(manager: EntityManager, eventIds: readonly string[], type: string): Promise<string[]> {
    if (!eventIds.length) return [];
    const rows: EventIdRow[] = await manager.query(
      `INSERT INTO inbox (event_id, type)
       SELECT DISTINCT id, $2::text FROM unnest($1::uuid[]) AS id ORDER BY id
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [eventIds, type],
    );
    return rows.map((r) => r.event_id);
  }

  /** Adds the views to the films or series that still exist; answers their ids (the others are gone: ignored). */
  async addTitleViews(manager: EntityManager, table: TitleTable, counts: ViewCounts['movies']): Promise<string[]> {
    if (!counts.length) return [];
    const rows: IdRow[] = await manager.query(
      `WITH counted AS (
         UPDATE ${table} t SET views_count = t.views_count + v.n
           FROM unnest($1::uuid[], $2::int[]) AS v(id, n)
          WHERE t.id = v.id
        RETURNING t.id)
       SELECT id FROM counted`,
      [counts.map((c) => c.id), counts.map((c) => c.n)],
    );
    return rows.map((r) => r.id);
  }

  /** Adds the views to the episodes that still exist in the series the view named. */
  async addEpisodeViews(manager: EntityManager, counts: ViewCounts['episodes']): Promise<string[]> {
    if (!counts.length) return [];
    const rows: IdRow[] = await manager.query(
      `WITH counted AS (
         UPDATE episodes e SET views_count = e.views_count + v.n
           FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS v(id, series_id, n)
          WHERE e.id = v.id AND e.series_id = v.series_id
        RETURNING e.id)
       SELECT id FROM counted`,
      [counts.map((c) => c.id), counts.map((c) => c.seriesId), counts.map((c) => c.n)],
    );
    return rows.map((r) => r.id);
  }

  /** Deletes up to `limit` inbox rows recorded before `before`; answers how many. */
  async pruneInbox(ds: DataSource, before: Date, limit: number): Promise<number> {
    const [row]: Array<{ n: number }> = await ds.query(
      `WITH gone AS (
         DELETE FROM inbox WHERE event_id IN (SELECT event_id FROM inbox WHERE processed_at < $1 ORDER BY processed_at LIMIT $2)
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [before, limit],
    );
    return row.n;
  }
}
