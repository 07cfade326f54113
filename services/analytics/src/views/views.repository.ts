import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ViewRow } from './views.rules.js';

interface CountedRow {
  counted: number;
  new_titles: number;
}

/** The only code that writes the raw views and their daily and monthly counts. */
@Injectable()
export class ViewsRepository {
  /**
   * One statement, so one atomic write: the raw views whose event id is new (`ON CONFLICT DO
   * NOTHING`: a redelivered event inserts nothing), their count added to each title's Paris day
   * and to its month, in the same order in every batch (rows locked in that order: two replicas' batches wait for
   * each other rather than deadlock, or are run again when they do), and a `titles` row for each
   * title met for the first time, to be described by the catalogue. Answers how many events were
   * new and how many titles.
   */
  async countNew(manager: EntityManager, rows: readonly ViewRow[]): Promise<{ counted: number; newTitles: number }> {
    if (!rows.length) return { counted: 0, newTitles: 0 };
    const [result]: CountedRow[] = await manager.query(
      `WITH fresh AS (
         INSERT INTO view_events (event_id, kind, title_id, episode_id, viewed_at, day)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::timestamptz[], $6::date[])
         ON CONFLICT (event_id) DO NOTHING
         RETURNING day, kind, title_id),
       daily AS (
         INSERT INTO title_day_views (day, kind, title_id, views)
         SELECT day, kind, title_id, count(*) FROM fresh GROUP BY day, kind, title_id ORDER BY day, kind, title_id
         ON CONFLICT (day, kind, title_id) DO UPDATE SET views = title_day_views.views + EXCLUDED.views
         RETURNING 1),
       monthly AS (
         INSERT INTO title_month_views (month, kind, title_id, views)
         SELECT date_trunc('month', day)::date, kind, title_id, count(*) FROM fresh GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
         ON CONFLICT (month, kind, title_id) DO UPDATE SET views = title_month_views.views + EXCLUDED.views
         RETURNING 1),
       met AS (
         INSERT INTO titles (kind, id)
         SELECT DISTINCT kind, title_id FROM fresh ORDER BY kind, title_id
         ON CONFLICT (kind, id) DO NOTHING
         RETURNING 1)
       SELECT (SELECT count(*) FROM fresh)::int AS counted, (SELECT count(*) FROM met)::int AS new_titles`,
      [
        rows.map((r) => r.eventId), rows.map((r) => r.kind), rows.map((r) => r.titleId), rows.map((r) => r.episodeId),
        rows.map((r) => r.viewedAt), rows.map((r) => r.day),
      ],
    );
    return { counted: result.counted, newTitles: result.new_titles };
  }

  /** Deletes up to `limit` raw views of days before `day`; answers how many. Their daily counts stay. */
  async pruneBefore(ds: DataSource, day: string, limit: number): Promise<number> {
    const [row]: Array<{ n: number }> = await ds.query(
      `WITH gone AS (
         DELETE FROM view_events WHERE event_id IN (SELECT event_id FROM view_events WHERE day < $1::date LIMIT $2)
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [day, limit],
    );
    return row.n;
  }
}
