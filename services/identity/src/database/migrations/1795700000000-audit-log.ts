import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log of admin actions (identity owns it: it owns the admins). One row per action, once
 * per event id; no route edits or deletes a row. Read newest first, whole or by actor, action, target
 * id or target type, each through its own index; `member_id` finds the rows to erase with a member.
 */
export class AuditLog1795700000000 implements MigrationInterface {
  name = 'AuditLog1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "audit_log" (
      "id" uuid PRIMARY KEY,
      "event_id" uuid NOT NULL,
      "actor_id" uuid NOT NULL,
      "action" text NOT NULL,
      "target_type" text NOT NULL,
      "target_id" text NOT NULL,
      "changes" jsonb NOT NULL,
      "personal_fields" text[],
      "client_address" text,
      "member_id" uuid,
      "occurred_at" timestamptz NOT NULL,
      "recorded_at" timestamptz NOT NULL DEFAULT now(),
      "erased_at" timestamptz,
      CONSTRAINT "audit_log_event_id_key" UNIQUE ("event_id"))`);
    await q.query(`CREATE INDEX "audit_log_occurred_idx" ON "audit_log" ("occurred_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_id", "occurred_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "occurred_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "audit_log_target_idx" ON "audit_log" ("target_id", "occurred_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "audit_log_target_type_idx" ON "audit_log" ("target_type", "occurred_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "audit_log_member_idx" ON "audit_log" ("member_id") WHERE "member_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "audit_log"`);
  }
}
