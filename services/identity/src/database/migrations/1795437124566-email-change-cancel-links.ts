import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A change of address mails a cancel link to the old address: a fourth kind of e-mail token. */
export class EmailChangeCancelLinks1795437124566 implements MigrationInterface {
  name = 'EmailChangeCancelLinks1795437124566';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_kind_check"`);
    await q.query(`ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_kind_check"
      CHECK ("kind" IN ('recovery', 'email_confirm', 'email_change', 'email_change_cancel'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "email_tokens" WHERE "kind" = 'email_change_cancel'`);
    await q.query(`ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_kind_check"`);
    await q.query(`ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_kind_check"
      CHECK ("kind" IN ('recovery', 'email_confirm', 'email_change'))`);
  }
}
