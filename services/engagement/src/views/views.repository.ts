import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EngagementEvents, type BusEvent } from '@streaming/contracts';
import { runPrepared, type PreparedStatement } from '@streaming/platform';
import type { ViewRequest } from './view.rules.js';

/**
 * Counts a batch of views and writes the events of those that count (countAndAnnounce): the hot
 * write of every page visit, prepared, planned once per connection.
 */
const COUNT_AND_ANNOUNCE: PreparedStatement = {
  name: 'engagement-views-count',
  text: `WITH input AS (
           SELECT u, k, t, n FROM unnest($1::uuid[], $2::text[], $3::uuid[]) WITH ORDINALITY AS x(u, k, t, n)
         ), counted AS (
           INSERT INTO view_windows AS v (user_id, kind, title_id, last_counted_at)
           SELECT u, k, t, now() FROM input ORDER BY n
           ON CONFLICT (user_id, kind, title_id) DO UPDATE SET last_counted_at = EXCLUDED.last_counted_at
             WHERE v.last_counted_at <= EXCLUDED.last_counted_at - make_interval(secs => $4)
           RETURNING user_id, kind, title_id
         ), announced AS (
           INSERT INTO outbox (id, type, data, occurred_at)
           SELECT (e.value->>'id')::uuid, $5, e.value->'data', (e.value->>'occurredAt')::timestamptz
             FROM counted c
             JOIN input i ON i.u = c.user_id AND i.k = c.kind AND i.t = c.title_id
             CROSS JOIN LATERAL (SELECT $6::jsonb -> (i.n::int - 1) AS value) e
           RETURNING id
         )
         SELECT id FROM announced`,
};

/** Reads and writes `view_windows` (the purge deletes rows too: purge.repository.ts). */
@Injectable()
export class ViewsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Counts a view in each window given (distinct windows, in lock order) and writes the event of
   * each counted one into the outbox, in one statement (atomic without a transaction, one round
   * trip): a new window counts; an existing one counts when its last counted view is at least
   * `windowSeconds` old. Rows another statement is counting are waited for and then judged on what
   * it wrote, so concurrent calls count once. `events[i]` is the event of `windows[i]` if it
   * counts. Answers the ids of the events written (those of the windows that counted).
   */
  async countAndAnnounce(windows: ViewRequest[], events: Array<BusEvent<typeof EngagementEvents.viewRecorded>>, windowSeconds: number): Promise<string[]> {
    const rows = await runPrepared<{ id: string }>(this.ds, COUNT_AND_ANNOUNCE, [
      windows.map((w) => w.userId), windows.map((w) => w.kind), windows.map((w) => w.titleId), windowSeconds,
      EngagementEvents.viewRecorded, JSON.stringify(events),
    ]);
    return rows.map((r) => r.id);
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
