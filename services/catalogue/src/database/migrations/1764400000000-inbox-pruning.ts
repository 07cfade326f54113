import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's inbox (the platform's `inbox` table, created by the first migration and unused
 * until now) records the id of every `engagement.view.recorded` event counted into `views_count`,
 * so that a redelivered event is never counted twice. Rows are pruned once older than the
 * retention (VIEWS_INBOX_RETENTION_DAYS, longer than the stream keeps an event): this index lets
 * the pruning find them without reading the whole table.
 */
export class InboxPruning1764400000000 implements MigrationInterface {
  name = 'InboxPruning1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "inbox_processed_at_idx" ON "inbox" ("processed_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "inbox_processed_at_idx"`);
  }
}
