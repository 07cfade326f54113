import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Titles and the lexicon's words by prefix (LIKE 'le%'), which plain btrees cannot serve under a
 * non-C collation: live search's short-word suggestions and the lexicon look-up (search.repository.ts).
 *
 * These indexes were first added by editing 1764000000000-search-rank-index.ts after it had landed,
 * so databases migrated before those edits never got them, while databases created afterwards did.
 * `IF NOT EXISTS` lets both kinds reach the same schema.
 */
export class SearchPrefixIndexes1764100000000 implements MigrationInterface {
  name = 'SearchPrefixIndexes1764100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`CREATE INDEX IF NOT EXISTS "${table}_title_prefix_idx" ON "${table}" ("title_sort" text_pattern_ops)`);
    }
    await q.query(`CREATE INDEX IF NOT EXISTS "search_lexicon_word_prefix_idx" ON "search_lexicon" ("word" text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) await q.query(`DROP INDEX IF EXISTS "${table}_title_prefix_idx"`);
    await q.query(`DROP INDEX IF EXISTS "search_lexicon_word_prefix_idx"`);
  }
}
