import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search results' order after relevance (best rated, then most viewed), as an index: a common
 * word's matches that only its synopses hold all score alike, and the page's few best are read by
 * walking this index instead of ranking thousands of rows (search.repository.ts).
 */
export class SearchRankIndex1764000000000 implements MigrationInterface {
  name = 'SearchRankIndex1764000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`CREATE INDEX "${table}_search_rank_idx" ON "${table}" ("rating" DESC NULLS LAST, "views_count" DESC, "id")`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) await q.query(`DROP INDEX IF EXISTS "${table}_search_rank_idx"`);
  }
}
