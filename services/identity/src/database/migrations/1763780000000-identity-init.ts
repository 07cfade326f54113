import type { MigrationInterface, QueryRunner } from 'typeorm';
import { OUTBOX_INBOX_DDL } from '@streaming/platform';

export class IdentityInit1763780000000 implements MigrationInterface {
  name = 'IdentityInit1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "users" (
      "id" uuid PRIMARY KEY,
      "email" text NOT NULL,
      "password_hash" text NOT NULL,
      "pending_email" text,
      "email_confirmed_at" timestamptz,
      "last_sign_in_at" timestamptz,
      "tokens_valid_after" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL,
      "updated_at" timestamptz NOT NULL,
      CONSTRAINT "users_email_key" UNIQUE ("email"))`);
    await q.query(`CREATE INDEX "users_created_at_idx" ON "users" ("created_at")`);
    await q.query(`CREATE INDEX "users_last_sign_in_at_idx" ON "users" ("last_sign_in_at")`);
    await q.query(`CREATE TABLE "admin_users" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "role" text NOT NULL DEFAULT 'admin',
      "created_at" timestamptz NOT NULL,
      CONSTRAINT "admin_users_user_id_key" UNIQUE ("user_id"))`);
    await q.query(`CREATE TABLE "refresh_tokens" (
      "id" uuid PRIMARY KEY,
      "family_id" uuid NOT NULL,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "token_hash" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "revoked_at" timestamptz,
      "created_at" timestamptz NOT NULL,
      CONSTRAINT "refresh_tokens_token_hash_key" UNIQUE ("token_hash"))`);
    await q.query(`CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" ("family_id")`);
    await q.query(`CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" ("user_id")`);
    await q.query(`CREATE TABLE "email_tokens" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "kind" text NOT NULL CHECK ("kind" IN ('recovery', 'email_confirm', 'email_change')),
      "token_hash" text NOT NULL,
      "email" text,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL,
      CONSTRAINT "email_tokens_token_hash_key" UNIQUE ("token_hash"))`);
    await q.query(`CREATE INDEX "email_tokens_user_kind_idx" ON "email_tokens" ("user_id", "kind")`);
    await q.query(`CREATE TABLE "captcha_uses" ("id" uuid PRIMARY KEY, "used_at" timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX "captcha_uses_used_at_idx" ON "captcha_uses" ("used_at")`);
    await q.query(`CREATE TABLE "bans" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "reason" text NOT NULL,
      "banned_until" timestamptz,
      "created_by" uuid,
      "created_at" timestamptz NOT NULL,
      "lifted_at" timestamptz,
      "lifted_by" uuid)`);
    await q.query(`CREATE INDEX "bans_user_active_idx" ON "bans" ("user_id") WHERE "lifted_at" IS NULL`);
    await q.query(`CREATE TABLE "referral_keys" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "key_code" text NOT NULL,
      "max_uses" int NOT NULL,
      "uses" int NOT NULL DEFAULT 0,
      "expires_at" timestamptz NOT NULL,
      "revoked_at" timestamptz,
      "created_at" timestamptz NOT NULL,
      CONSTRAINT "referral_keys_key_code_key" UNIQUE ("key_code"),
      CONSTRAINT "referral_keys_uses_check" CHECK ("uses" >= 0 AND "uses" <= "max_uses"))`);
    await q.query(`CREATE INDEX "referral_keys_user_idx" ON "referral_keys" ("user_id")`);
    await q.query(`CREATE TABLE "user_referrals" (
      "id" uuid PRIMARY KEY,
      "referrer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "referred_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "key_id" uuid NOT NULL REFERENCES "referral_keys"("id") ON DELETE CASCADE,
      "created_at" timestamptz NOT NULL,
      CONSTRAINT "user_referrals_referred_id_key" UNIQUE ("referred_id"))`);
    await q.query(`CREATE INDEX "user_referrals_referrer_idx" ON "user_referrals" ("referrer_id")`);
    await q.query(`CREATE TABLE "mail_outbox" (
      "id" uuid PRIMARY KEY,
      "to_address" text NOT NULL,
      "reply_to" text,
      "subject" text NOT NULL,
      "text" text NOT NULL,
      "html" text NOT NULL,
      "attempts" int NOT NULL DEFAULT 0,
      "last_error" text,
      "next_attempt_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX "mail_outbox_next_attempt_idx" ON "mail_outbox" ("next_attempt_at")`);
    for (const ddl of OUTBOX_INBOX_DDL) await q.query(ddl);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['inbox', 'outbox', 'mail_outbox', 'user_referrals', 'referral_keys', 'bans', 'captcha_uses', 'email_tokens', 'refresh_tokens', 'admin_users', 'users']) {
      await q.query(`DROP TABLE IF EXISTS "${t}"`);
    }
  }
}
