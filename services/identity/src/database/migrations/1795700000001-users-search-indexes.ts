import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's search of members, index-backed at 100,000 accounts: any part of the address
 * (trigrams, pg_trgm as the catalogue uses it) and the beginning of the id (the short id the users
 * table shows).
 */
export class UsersSearchIndexes1795700000001 implements MigrationInterface {
  name = 'UsersSearchIndexes1795700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);
    await q.query(`CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" public.gin_trgm_ops)`);
    await q.query(`CREATE INDEX "users_id_prefix_idx" ON "users" (("id"::text) text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "users_id_prefix_idx"`);
    await q.query(`DROP INDEX IF EXISTS "users_email_trgm_idx"`);
  }
}
