import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of the original title alone (title_document's weight B), with an index of their own: the
 * header's suggestions of a first name among short words ("ana et la s") read the rows holding it in
 * their title or original title, not every row of a director of that name (SuggestRepository:
 * heldSql). The credits index (original title and director together) cannot tell them apart.
 */
export class OriginalTitleWordsIndex1765200000000 implements MigrationInterface {
  name = 'OriginalTitleWordsIndex1765200000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`CREATE INDEX "${table}_original_words_idx" ON "${table}" USING gin (ts_filter("title_document", '{b}'))`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) await q.query(`DROP INDEX "${table}_original_words_idx"`);
  }
}
