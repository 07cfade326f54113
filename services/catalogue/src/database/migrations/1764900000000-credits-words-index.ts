import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of the original title and the director alone (title_document's weights B and C), with an
 * index of their own: the header's suggestions find the few rows where a common word is in those
 * fields, so that the many rows holding it in their title only, which all score alike, can be read
 * best rated first and stop after a few (SuggestRepository.suggest). title_document's own index finds
 * every row holding the word, whatever the field.
 */
export class CreditsWordsIndex1764900000000 implements MigrationInterface {
  name = 'CreditsWordsIndex1764900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`CREATE INDEX "${table}_credits_words_idx" ON "${table}" USING gin (ts_filter("title_document", '{b,c}'))`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) await q.query(`DROP INDEX "${table}_credits_words_idx"`);
  }
}
