import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions ended as a whole (a logout with its refresh cookie, a replayed refresh token): every access
 * token carries its session (`sid`, the refresh-token family), and the gateway refuses those of an
 * ended session until the last of them has expired.
 */
export class RevokedSessions1795600000000 implements MigrationInterface {
  name = 'RevokedSessions1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "revoked_sessions" (
      "family_id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "expires_at" timestamptz NOT NULL,
      "revoked_at" timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX "revoked_sessions_user_idx" ON "revoked_sessions" ("user_id", "expires_at")`);
    await q.query(`CREATE INDEX "revoked_sessions_expires_idx" ON "revoked_sessions" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "revoked_sessions"`);
  }
}
