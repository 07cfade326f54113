import type { MigrationInterface, QueryRunner } from 'typeorm';
import { OUTBOX_INBOX_DDL } from '@streaming/platform';

const KINDS = `('movie', 'series')`;

/**
 * The analytics schema. Views: the raw views (event id, title, time; never the member), which are
 * also the inbox that counts each event once, and their counts per title and Paris day and per title
 * and month, which every period query reads. Titles: what the catalogue last said of each title met (name, poster,
 * anime or not). Visits: one row per visitor id and Paris day, the visitors' last day, the months
 * each visitor came in, and the visitors counted per day and per month as visits arrive. No client
 * address and no member id anywhere. The outbox is the platform's (analytics publishes no event yet).
 */
export class AnalyticsInit1796100000000 implements MigrationInterface {
  name = 'AnalyticsInit1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "view_events" (
      "event_id" uuid PRIMARY KEY,
      "kind" text NOT NULL CONSTRAINT "view_events_kind_check" CHECK ("kind" IN ${KINDS}),
      "title_id" uuid NOT NULL,
      "episode_id" uuid,
      "viewed_at" timestamptz NOT NULL,
      "day" date NOT NULL)`);
    // Pruning by age and the raw comparisons: rows arrive about in day order, so a block range index
    // finds a day's rows at a fraction of a B-tree's upkeep on every insert.
    await q.query(`CREATE INDEX "view_events_day_idx" ON "view_events" USING brin ("day")`);

    // Counts are updated in place by every batch: room left in each page keeps those updates off the
    // index (heap-only tuples).
    await q.query(`CREATE TABLE "title_day_views" (
      "day" date NOT NULL,
      "kind" text NOT NULL CONSTRAINT "title_day_views_kind_check" CHECK ("kind" IN ${KINDS}),
      "title_id" uuid NOT NULL,
      "views" integer NOT NULL CONSTRAINT "title_day_views_views_check" CHECK ("views" > 0),
      CONSTRAINT "title_day_views_pkey" PRIMARY KEY ("day", "kind", "title_id"))
      WITH (fillfactor = 70)`);
    // The same per calendar month (its first day): a year is twelve of these and a few days.
    await q.query(`CREATE TABLE "title_month_views" (
      "month" date NOT NULL,
      "kind" text NOT NULL CONSTRAINT "title_month_views_kind_check" CHECK ("kind" IN ${KINDS}),
      "title_id" uuid NOT NULL,
      "views" integer NOT NULL CONSTRAINT "title_month_views_views_check" CHECK ("views" > 0),
      CONSTRAINT "title_month_views_pkey" PRIMARY KEY ("month", "kind", "title_id"))
      WITH (fillfactor = 70)`);

    // A title is known once the catalogue described it (described_at); stale_since: to ask the
    // catalogue again, since that moment (a description read before it does not clear it).
    await q.query(`CREATE TABLE "titles" (
      "kind" text NOT NULL CONSTRAINT "titles_kind_check" CHECK ("kind" IN ${KINDS}),
      "id" uuid NOT NULL,
      "title" text,
      "poster_url" text,
      "is_anime" boolean NOT NULL DEFAULT false,
      "described_at" timestamptz,
      "deleted_at" timestamptz,
      "stale_since" timestamptz DEFAULT clock_timestamp(),
      CONSTRAINT "titles_pkey" PRIMARY KEY ("kind", "id"),
      CONSTRAINT "titles_described_check" CHECK ("described_at" IS NOT NULL OR "title" IS NULL))`);
    await q.query(`CREATE INDEX "titles_stale_idx" ON "titles" ("kind", "id") WHERE "stale_since" IS NOT NULL`);

    // One row per visitor id and Paris day (spec: visitor_tracking, unique on visitor and date).
    await q.query(`CREATE TABLE "visits" (
      "visitor_id" uuid NOT NULL,
      "day" date NOT NULL,
      "last_visit" timestamptz NOT NULL,
      CONSTRAINT "visits_pkey" PRIMARY KEY ("visitor_id", "day"))`);
    await q.query(`CREATE INDEX "visits_day_idx" ON "visits" ("day")`);
    // Distinct visitors since a day: those whose last day is on or after it.
    await q.query(`CREATE TABLE "visitors" (
      "visitor_id" uuid PRIMARY KEY,
      "first_day" date NOT NULL,
      "last_day" date NOT NULL,
      "last_visit" timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX "visitors_last_day_idx" ON "visitors" ("last_day")`);
    // The months a visitor came in, with their last day in each: the visitors of a month cut by a range.
    await q.query(`CREATE TABLE "visitor_months" (
      "month" date NOT NULL,
      "visitor_id" uuid NOT NULL,
      "last_day" date NOT NULL,
      CONSTRAINT "visitor_months_pkey" PRIMARY KEY ("month", "visitor_id"))`);
    await q.query(`CREATE INDEX "visitor_months_last_day_idx" ON "visitor_months" ("month", "last_day")`);
    await q.query(`CREATE TABLE "day_visitors" ("day" date PRIMARY KEY, "visitors" integer NOT NULL)`);
    await q.query(`CREATE TABLE "month_visitors" ("month" date PRIMARY KEY, "visitors" integer NOT NULL)`);

    for (const sql of OUTBOX_INBOX_DDL.filter((s) => s.includes('"outbox'))) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'month_visitors', 'day_visitors', 'visitor_months', 'visitors', 'visits', 'titles', 'title_month_views', 'title_day_views', 'view_events']) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
