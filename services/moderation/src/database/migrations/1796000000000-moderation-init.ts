import type { MigrationInterface, QueryRunner } from 'typeorm';
import { OUTBOX_INBOX_DDL } from '@streaming/platform';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const REPORT_CONTENT_TYPES = ['movie', 'series', 'episode'];
const PROBLEM_TYPES = ['video_not_working', 'audio_issue', 'subtitle_issue', 'quality_issue', 'wrong_content', 'other'];
const REPORT_STATUSES = ['pending', 'in_progress', 'resolved', 'rejected'];
const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'completed'];

/**
 * The moderation schema: members' reports on catalogue titles (with counters per status and
 * content type kept by a trigger, so the admin list counts without scanning), content requests and
 * the members who asked for each, the login popup messages, the contact messages, and the
 * outbox/inbox of the events. Member ids only: addresses stay with identity.
 */
export class ModerationInit1796000000000 implements MigrationInterface {
  name = 'ModerationInit1796000000000';

  async up(q: QueryRunner): Promise<void> {
    // The admin search's `content_title ILIKE '%…%'` uses a trigram index.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);

    await q.query(`CREATE TABLE "reports" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid,
      "content_type" text NOT NULL CONSTRAINT "reports_content_type_check" CHECK ("content_type" IN (${list(REPORT_CONTENT_TYPES)})),
      "content_id" uuid NOT NULL,
      "series_id" uuid,
      "content_title" text NOT NULL,
      "content_deleted_at" timestamptz,
      "problem_type" text NOT NULL CONSTRAINT "reports_problem_type_check" CHECK ("problem_type" IN (${list(PROBLEM_TYPES)})),
      "description" text,
      "status" text NOT NULL DEFAULT 'pending' CONSTRAINT "reports_status_check" CHECK ("status" IN (${list(REPORT_STATUSES)})),
      "admin_notes" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "reports_series_check" CHECK (("content_type" = 'episode') = ("series_id" IS NOT NULL)))`);
    // One open report per member, content and problem: a second one is answered with the first.
    await q.query(`CREATE UNIQUE INDEX "reports_open_key" ON "reports" ("user_id", "content_type", "content_id", "problem_type")
      WHERE "status" IN ('pending', 'in_progress')`);
    // The admin list, newest first: all, by status, by content type; the member's own; the search.
    await q.query(`CREATE INDEX "reports_created_idx" ON "reports" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "reports_status_created_idx" ON "reports" ("status", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "reports_type_created_idx" ON "reports" ("content_type", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "reports_user_created_idx" ON "reports" ("user_id", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "reports_title_trgm_idx" ON "reports" USING gin ("content_title" public.gin_trgm_ops)`);
    // A deleted film, series or episode marks its reports (a series: its episodes' too).
    await q.query(`CREATE INDEX "reports_content_idx" ON "reports" ("content_id")`);
    await q.query(`CREATE INDEX "reports_series_idx" ON "reports" ("series_id") WHERE "series_id" IS NOT NULL`);

    // How many reports have each status and content type: kept by the trigger below in the
    // transaction of every insert, status change and delete, so the admin list's counters are 12
    // rows, whatever the number of reports. Statuses only move forward (pending, in_progress, then
    // resolved or rejected), so two transitions lock their two rows in the same order: no deadlock.
    await q.query(`CREATE TABLE "report_counts" (
      "status" text NOT NULL,
      "content_type" text NOT NULL,
      "n" bigint NOT NULL DEFAULT 0 CONSTRAINT "report_counts_n_check" CHECK ("n" >= 0),
      CONSTRAINT "report_counts_pkey" PRIMARY KEY ("status", "content_type"))`);
    await q.query(`INSERT INTO "report_counts" ("status", "content_type")
      SELECT s, t FROM unnest(ARRAY[${list(REPORT_STATUSES)}]) s, unnest(ARRAY[${list(REPORT_CONTENT_TYPES)}]) t`);
    await q.query(`CREATE FUNCTION "report_counts_track"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE report_counts SET n = n - 1 WHERE status = OLD.status AND content_type = OLD.content_type;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE report_counts SET n = n + 1 WHERE status = NEW.status AND content_type = NEW.content_type;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "reports_counts_insert_delete" AFTER INSERT OR DELETE ON "reports"
      FOR EACH ROW EXECUTE FUNCTION "report_counts_track"()`);
    await q.query(`CREATE TRIGGER "reports_counts_status" AFTER UPDATE OF "status" ON "reports"
      FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "report_counts_track"()`);

    // A content request; `title_key` is the title without case, accents and punctuation: an open
    // request (pending or approved) is unique per content type and key, a second member joins it.
    await q.query(`CREATE TABLE "content_requests" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid,
      "content_type" text NOT NULL CONSTRAINT "content_requests_content_type_check" CHECK ("content_type" IN ('movie', 'series')),
      "title" text NOT NULL,
      "title_key" text NOT NULL,
      "year" int CONSTRAINT "content_requests_year_check" CHECK ("year" BETWEEN 1900 AND 2030),
      "description" text,
      "director" text,
      "genre" text,
      "status" text NOT NULL DEFAULT 'pending' CONSTRAINT "content_requests_status_check" CHECK ("status" IN (${list(REQUEST_STATUSES)})),
      "admin_notes" text,
      "fulfilled_type" text CONSTRAINT "content_requests_fulfilled_type_check" CHECK ("fulfilled_type" IN ('movie', 'series')),
      "fulfilled_id" uuid,
      "fulfilled_title" text,
      "fulfilled_deleted_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "content_requests_fulfilled_check" CHECK (
        ("status" = 'completed') = ("fulfilled_id" IS NOT NULL)
        AND ("fulfilled_id" IS NULL) = ("fulfilled_type" IS NULL)
        AND ("fulfilled_id" IS NULL) = ("fulfilled_title" IS NULL)))`);
    await q.query(`CREATE UNIQUE INDEX "content_requests_open_key" ON "content_requests" ("content_type", "title_key")
      WHERE "status" IN ('pending', 'approved')`);
    await q.query(`CREATE INDEX "content_requests_created_idx" ON "content_requests" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "content_requests_status_created_idx" ON "content_requests" ("status", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "content_requests_user_idx" ON "content_requests" ("user_id")`);
    await q.query(`CREATE INDEX "content_requests_fulfilled_idx" ON "content_requests" ("fulfilled_id") WHERE "fulfilled_id" IS NOT NULL`);

    // Who asked for each request: the author (whose row consumed one of the week's requests,
    // `counted_in_week`) and every member who joined it.
    await q.query(`CREATE TABLE "request_members" (
      "request_id" uuid NOT NULL CONSTRAINT "request_members_request_fkey" REFERENCES "content_requests" ("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL,
      "joined_at" timestamptz NOT NULL DEFAULT now(),
      "counted_in_week" boolean NOT NULL DEFAULT false,
      CONSTRAINT "request_members_pkey" PRIMARY KEY ("request_id", "user_id"))`);
    await q.query(`CREATE INDEX "request_members_user_idx" ON "request_members" ("user_id", "joined_at" DESC)`);

    // At most one active popup: the database refuses a second one.
    await q.query(`CREATE TABLE "popup_messages" (
      "id" uuid PRIMARY KEY,
      "title" text NOT NULL,
      "content" text NOT NULL,
      "is_active" boolean NOT NULL DEFAULT false,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE UNIQUE INDEX "popup_messages_one_active_key" ON "popup_messages" ("is_active") WHERE "is_active"`);
    await q.query(`CREATE INDEX "popup_messages_created_idx" ON "popup_messages" ("created_at" DESC, "id" DESC)`);

    await q.query(`CREATE TABLE "contact_messages" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "typed_email" text NOT NULL,
      "category" text NOT NULL,
      "subject" text NOT NULL,
      "message" text NOT NULL,
      "handled" boolean NOT NULL DEFAULT false,
      "handled_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "contact_messages_handled_check" CHECK ("handled" = ("handled_at" IS NOT NULL)))`);
    await q.query(`CREATE INDEX "contact_messages_created_idx" ON "contact_messages" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" ("created_at" DESC, "id" DESC) WHERE NOT "handled"`);
    await q.query(`CREATE INDEX "contact_messages_user_idx" ON "contact_messages" ("user_id")`);

    for (const sql of OUTBOX_INBOX_DDL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "inbox"`);
    await q.query(`DROP TABLE IF EXISTS "outbox"`);
    await q.query(`DROP TABLE IF EXISTS "contact_messages"`);
    await q.query(`DROP TABLE IF EXISTS "popup_messages"`);
    await q.query(`DROP TABLE IF EXISTS "request_members"`);
    await q.query(`DROP TABLE IF EXISTS "content_requests"`);
    await q.query(`DROP TABLE IF EXISTS "reports"`);
    await q.query(`DROP FUNCTION IF EXISTS "report_counts_track"()`);
    await q.query(`DROP TABLE IF EXISTS "report_counts"`);
  }
}
