import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin search of the reports matches the title (trigram index), the problem's label and the
 * reporters' addresses (`problem_type = ANY(…)`, `user_id = ANY(…)`), joined by OR, and counts its
 * matches. With no index on `problem_type`, PostgreSQL could not combine the three (BitmapOr) and
 * read the whole table whenever the search named a problem: at 100,000 reports, counting a search
 * for "sous-titres" (a sixth of the reports) took 162 ms, against 8-9 ms with this index
 * (`npm run bench -- moderation`, tests/load/README.md).
 */
export class ReportProblemIndex1796100000000 implements MigrationInterface {
  name = 'ReportProblemIndex1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "reports_problem_idx" ON "reports" ("problem_type")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "reports_problem_idx"`);
  }
}
