import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of the synopsis alone (search_document's weight D), with an index of their own: a
 * results page for one word held by thousands of titles finds, among those titles, the few that also
 * hold it in their synopses (they score more), without reading every title (SearchRepository.tierSql).
 * search_document's own index finds every row holding the word, whatever the field.
 */
export class SynopsisWordsIndex1765100000000 implements MigrationInterface {
  name = 'SynopsisWordsIndex1765100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`CREATE INDEX "${table}_synopsis_words_idx" ON "${table}" USING gin (ts_filter("search_document", '{d}'))`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) await q.query(`DROP INDEX "${table}_synopsis_words_idx"`);
  }
}
