import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search results' order after relevance (best rated, then most viewed), as an index: a common
 * word's matches that only its synopses hold all score alike, and the page's few best are read by
 * walking this index instead of ranking thousands of rows (search.repository.ts). And titles and the
 * lexicon's words by prefix (LIKE 'le%'), which plain btrees cannot serve under a non-C collation.
 */
export class SearchRankIndex1764000000000 implements MigrationInterface {
  name = 'SearchRankIndex1764000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`CREATE INDEX "${table}_search_rank_idx" ON "${table}" ("rating" DESC NULLS LAST, "views_count" DESC, "id")`);
      await q.query(`CREATE INDEX "${table}_title_prefix_idx" ON "${table}" ("title_sort" text_pattern_ops)`);
    }
    await q.query(`CREATE INDEX "search_lexicon_word_prefix_idx" ON "search_lexicon" ("word" text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`DROP INDEX IF EXISTS "${table}_search_rank_idx"`);
      await q.query(`DROP INDEX IF EXISTS "${table}_title_prefix_idx"`);
    }
    await q.query(`DROP INDEX IF EXISTS "search_lexicon_word_prefix_idx"`);
  }
}
