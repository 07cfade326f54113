import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions end when they should: a used refresh token records its successor (a replay within the
 * grace window returns it), and a logout revokes the access token it was called with until expiry.
 */
export class SessionRevocation1764300000000 implements MigrationInterface {
  name = 'SessionRevocation1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "refresh_tokens" ADD COLUMN "successor_id" uuid`);
    await q.query(`CREATE TABLE "revoked_access_tokens" (
      "jti" text PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "expires_at" timestamptz NOT NULL,
      "revoked_at" timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX "revoked_access_tokens_user_idx" ON "revoked_access_tokens" ("user_id", "expires_at")`);
    await q.query(`CREATE INDEX "revoked_access_tokens_expires_idx" ON "revoked_access_tokens" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "revoked_access_tokens"`);
    await q.query(`ALTER TABLE "refresh_tokens" DROP COLUMN IF EXISTS "successor_id"`);
  }
}
