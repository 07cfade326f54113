import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ContentKind } from '@streaming/contracts';
import type { ViewRequest } from './view.rules.js';

/** A window whose view counted now. */
export interface CountedWindowRow {
  user_id: string;
  kind: ContentKind;
  title_id: string;
  last_counted_at: Date;
}

/** The only code that reads and writes `view_windows`. */
@Injectable()
export class ViewsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Counts a view in each window given (distinct windows, in lock order), in one statement: a new
   * window counts; an existing one counts when its last counted view is at least `windowSeconds`
   * old. Rows another transaction is counting are waited for and then judged on what it wrote, so
   * concurrent calls count once. Answers the windows that counted.
   */
  countViews(manager: EntityManager, windows: ViewRequest[], windowSeconds: number): Promise<CountedWindowRow[]> {
    return manager.query(
      `INSERT INTO view_windows AS v (user_id, kind, title_id, last_counted_at)
       SELECT u, k, t, now() FROM unnest($1::uuid[], $2::text[], $3::uuid[]) WITH ORDINALITY AS x(u, k, t, n) ORDER BY n
       ON CONFLICT (user_id, kind, title_id) DO UPDATE SET last_counted_at = EXCLUDED.last_counted_at
         WHERE v.last_counted_at <= EXCLUDED.last_counted_at - make_interval(secs => $4)
       RETURNING user_id, kind, title_id, last_counted_at`,
      [windows.map((w) => w.userId), windows.map((w) => w.kind), windows.map((w) => w.titleId), windowSeconds],
    );
  }

  /** Forgets windows that ended (their next view counts anyway); a few thousand at a time. */
  async purgeEnded(windowSeconds: number, limit = 5000): Promise<number> {
    const rows: Array<{ n: number }> = await this.ds.query(
      `WITH ended AS (
         SELECT user_id, kind, title_id FROM view_windows WHERE last_counted_at < now() - make_interval(secs => $1) LIMIT $2)
       , removed AS (
         DELETE FROM view_windows v USING ended e
          WHERE v.user_id = e.user_id AND v.kind = e.kind AND v.title_id = e.title_id
            AND v.last_counted_at < now() - make_interval(secs => $1)
         RETURNING 1)
       SELECT count(*)::int AS n FROM removed`,
      [windowSeconds, limit],
    );
    return rows[0]?.n ?? 0;
  }
}
