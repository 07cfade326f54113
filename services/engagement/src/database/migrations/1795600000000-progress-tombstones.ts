import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Removal tombstones of watch progress: what a removal leaves so that no progress save taken before
 * it brings a row back, however late the save is written (a message of the progress queue replayed
 * or delivered late). One row per removal target, with the instant of the last removal:
 * - a history row removed: (member, its content: the episode, else the film);
 * - a member's history cleared, or the member purged: (member, nil uuid);
 * - a film, series or episode purged: (nil uuid, its id).
 * The queue's statement skips a save taken at or before a tombstone that covers it (one anti-join,
 * on this key). Rows are pruned once older than the queue keeps a message, plus a day.
 */
export class ProgressTombstones1795600000000 implements MigrationInterface {
  name = 'ProgressTombstones1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "progress_tombstones" (
      "user_id" uuid NOT NULL,
      "target_id" uuid NOT NULL,
      "removed_at" timestamptz NOT NULL,
      CONSTRAINT "progress_tombstones_pkey" PRIMARY KEY ("user_id", "target_id"))`);
    await q.query(`CREATE INDEX "progress_tombstones_removed_idx" ON "progress_tombstones" ("removed_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "progress_tombstones"`);
  }
}
