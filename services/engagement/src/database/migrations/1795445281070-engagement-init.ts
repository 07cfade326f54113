import type { MigrationInterface, QueryRunner } from 'typeorm';
import { OUTBOX_INBOX_DDL } from '@streaming/platform';

/**
 * The engagement schema: members' favourites, their watch progress (which is also their history),
 * the per-hour view windows, and the outbox/inbox of the events.
 */
export class EngagementInit1795445281070 implements MigrationInterface {
  name = 'EngagementInit1795445281070';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "favorites" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "kind" text NOT NULL CONSTRAINT "favorites_kind_check" CHECK ("kind" IN ('movie', 'series')),
      "title_id" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "favorites_user_title_key" UNIQUE ("user_id", "kind", "title_id"))`);
    await q.query(`CREATE INDEX "favorites_user_created_idx" ON "favorites" ("user_id", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "favorites_title_idx" ON "favorites" ("title_id")`);

    // One row per member and film, or member and episode (content_id): the latest save wins.
    await q.query(`CREATE TABLE "watch_progress" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "kind" text NOT NULL CONSTRAINT "watch_progress_kind_check" CHECK ("kind" IN ('movie', 'episode')),
      "title_id" uuid NOT NULL,
      "episode_id" uuid,
      "content_id" uuid GENERATED ALWAYS AS (coalesce("episode_id", "title_id")) STORED,
      "position_seconds" double precision NOT NULL CONSTRAINT "watch_progress_position_check" CHECK ("position_seconds" >= 0 AND "position_seconds" <= "duration_seconds"),
      "duration_seconds" double precision NOT NULL CONSTRAINT "watch_progress_duration_check" CHECK ("duration_seconds" > 0),
      "completed" boolean NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "watch_progress_episode_check" CHECK (("kind" = 'episode') = ("episode_id" IS NOT NULL)),
      CONSTRAINT "watch_progress_user_content_key" UNIQUE ("user_id", "content_id"))`);
    await q.query(`CREATE INDEX "watch_progress_user_updated_idx" ON "watch_progress" ("user_id", "updated_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "watch_progress_user_title_idx" ON "watch_progress" ("user_id", "title_id")`);
    await q.query(`CREATE INDEX "watch_progress_title_idx" ON "watch_progress" ("title_id")`);
    await q.query(`CREATE INDEX "watch_progress_episode_idx" ON "watch_progress" ("episode_id") WHERE "episode_id" IS NOT NULL`);

    // The last counted view of a member on a title: another one counts an hour later at the earliest.
    await q.query(`CREATE TABLE "view_windows" (
      "user_id" uuid NOT NULL,
      "kind" text NOT NULL CONSTRAINT "view_windows_kind_check" CHECK ("kind" IN ('movie', 'series')),
      "title_id" uuid NOT NULL,
      "last_counted_at" timestamptz NOT NULL,
      CONSTRAINT "view_windows_pkey" PRIMARY KEY ("user_id", "kind", "title_id"))`);
    await q.query(`CREATE INDEX "view_windows_title_idx" ON "view_windows" ("title_id")`);
    await q.query(`CREATE INDEX "view_windows_counted_idx" ON "view_windows" ("last_counted_at")`);

    for (const sql of OUTBOX_INBOX_DDL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "inbox"`);
    await q.query(`DROP TABLE IF EXISTS "outbox"`);
    await q.query(`DROP TABLE IF EXISTS "view_windows"`);
    await q.query(`DROP TABLE IF EXISTS "watch_progress"`);
    await q.query(`DROP TABLE IF EXISTS "favorites"`);
  }
}
