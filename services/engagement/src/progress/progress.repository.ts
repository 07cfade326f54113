import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { QueuedProgressSave, WatchKind } from '@streaming/contracts';
import { runPrepared, type PreparedStatement } from '@streaming/platform';
import { ANY_ID, type Tombstone } from './progress.rules.js';

/** A `watch_progress` row as PostgreSQL returns it. */
export interface ProgressRow {
  id: string;
  kind: WatchKind;
  title_id: string;
  episode_id: string | null;
  position_seconds: number;
  duration_seconds: number;
  completed: boolean;
  updated_at: Date;
}

/**
 * The hot write: the saves of the progress queue, hundreds per statement under load; prepared,
 * planned once per connection. A row is written only over an older one (`savedAt` of the gateway),
 * so saves written out of order leave the latest, and a save written again (a redelivery, a replay)
 * writes nothing. A save taken at or before a removal that covers it (a tombstone: its row, the
 * member's history, the member, the title or episode) is skipped: one anti-join on the tombstones'
 * key, in the same statement.
 */
const SAVE_PROGRESS: PreparedStatement = {
  name: 'engagement-progress-save-queued',
  text: `INSERT INTO watch_progress AS w (id, user_id, kind, title_id, episode_id, position_seconds, duration_seconds, completed, updated_at)
         SELECT x.id, x.u, x.k, x.t, x.e, x.p, x.d, x.c, x.at
           FROM (SELECT id, u, k, t, e, p, d, c, timestamptz 'epoch' + s * interval '1 millisecond' AS at, n
                   FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::uuid[], $6::float8[], $7::float8[], $8::boolean[], $9::int8[])
                        WITH ORDINALITY AS x(id, u, k, t, e, p, d, c, s, n)) x
          WHERE NOT EXISTS (
                  SELECT 1 FROM progress_tombstones r
                   WHERE r.removed_at >= x.at
                     AND (r.user_id, r.target_id) IN ((x.u, coalesce(x.e, x.t)), (x.u, '${ANY_ID}'::uuid), ('${ANY_ID}'::uuid, x.t), ('${ANY_ID}'::uuid, x.e)))
          ORDER BY x.n
         ON CONFLICT (user_id, content_id) DO UPDATE
           SET position_seconds = EXCLUDED.position_seconds, duration_seconds = EXCLUDED.duration_seconds,
               completed = EXCLUDED.completed, updated_at = EXCLUDED.updated_at
           WHERE w.updated_at < EXCLUDED.updated_at`,
};

/** A removal marked now; marked again, the later instant stays. */
const MARK_REMOVED = `ON CONFLICT (user_id, target_id) DO UPDATE SET removed_at = greatest(progress_tombstones.removed_at, EXCLUDED.removed_at)`;

const COLUMNS = `id, kind, title_id, episode_id, position_seconds, duration_seconds, completed, updated_at`;
const IN_PROGRESS = `NOT completed AND position_seconds > 0`;

/**
 * Reads and writes `watch_progress` for members (the purge deletes rows too: purge.repository.ts),
 * and the removal tombstones (`progress_tombstones`) that keep a save taken before a removal from
 * bringing a row back.
 */
@Injectable()
export class ProgressRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Writes members' positions in films or episodes (one save per row, in lock order: lastSavePerRow):
   * one statement, inserting a row the first time and rewriting it after, unless the row is as new
   * as the save or a removal came after the save (the film or the series of an existing row never changes).
   */
  async saveMany(saves: QueuedProgressSave[]): Promise<void> {
    await runPrepared(this.ds, SAVE_PROGRESS, [
      saves.map(() => randomUUID()), saves.map((s) => s.userId), saves.map((s) => s.kind), saves.map((s) => s.titleId),
      saves.map((s) => s.episodeId), saves.map((s) => s.positionSeconds), saves.map((s) => s.durationSeconds),
      saves.map((s) => s.completed), saves.map((s) => s.savedAt),
    ]);
  }

  /** The member's rows of one film, or of every episode of one series, newest first. */
  ofTitle(userId: string, kind: WatchKind, titleId: string): Promise<ProgressRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM watch_progress WHERE user_id = $1 AND title_id = $2 AND kind = $3 ORDER BY updated_at DESC, id DESC`,
      [userId, titleId, kind],
    );
  }

  /** The member's history page, newest first (in progress only, or everything). */
  async page(userId: string, inProgress: boolean, limit: number, offset: number): Promise<{ rows: ProgressRow[]; total: number }> {
    const filter = inProgress ? `AND ${IN_PROGRESS}` : '';
    const [rows, [{ n }]]: [ProgressRow[], Array<{ n: number }>] = await Promise.all([
      this.ds.query(
        `SELECT ${COLUMNS} FROM watch_progress WHERE user_id = $1 ${filter} ORDER BY updated_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      ),
      this.ds.query(`SELECT count(*)::int AS n FROM watch_progress WHERE user_id = $1 ${filter}`, [userId]),
    ]);
    return { rows, total: n };
  }

  /** Marks removals now (tombstones): from then on, no save of what they cover taken until now is written. */
  async markRemoved(tombstones: Tombstone[]): Promise<void> {
    if (!tombstones.length) return;
    await this.ds.query(
      `INSERT INTO progress_tombstones (user_id, target_id, removed_at)
       SELECT DISTINCT u, t, now() FROM unnest($1::uuid[], $2::uuid[]) AS x(u, t) ${MARK_REMOVED}`,
      [tombstones.map((t) => t.userId), tombstones.map((t) => t.targetId)],
    );
  }

  /** Marks the removal of one of the member's rows (its content) now; false when the member has no row with this id. */
  async markRowRemoved(userId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      `INSERT INTO progress_tombstones (user_id, target_id, removed_at)
       SELECT user_id, content_id, now() FROM watch_progress WHERE id = $1 AND user_id = $2 ${MARK_REMOVED} RETURNING 1`,
      [id, userId],
    );
    return rows.length > 0;
  }

  /** Forgets the tombstones older than `retentionMs` (no save that old is written any more); answers how many. */
  async pruneTombstones(retentionMs: number): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.ds.query(
      `WITH pruned AS (DELETE FROM progress_tombstones WHERE removed_at < now() - make_interval(secs => $1) RETURNING 1) SELECT count(*)::int AS n FROM pruned`,
      [retentionMs / 1000],
    );
    return n;
  }

  /** Removes one of the member's rows; false when the member has no row with this id. */
  async remove(userId: string, id: string): Promise<boolean> {
    const rows: Array<{ id: string }> = await this.ds.query(`WITH removed AS (DELETE FROM watch_progress WHERE id = $1 AND user_id = $2 RETURNING id) SELECT id FROM removed`, [id, userId]);
    return rows.length > 0;
  }

  /** Removes every row of the member; answers how many there were. */
  async clear(userId: string): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.ds.query(
      `WITH removed AS (DELETE FROM watch_progress WHERE user_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM removed`,
      [userId],
    );
    return n;
  }
}
