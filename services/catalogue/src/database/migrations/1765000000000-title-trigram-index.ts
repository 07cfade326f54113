import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The titles alone in a trigram index: a results page for one common word finds the rows whose title
 * contains it without the rows holding it only in their original title or director (a director's
 * name: thousands of rows), which every such title outranks (SearchRepository.tierSql). The
 * search_text trigram index finds the three fields together.
 *
 * The index is on an expression of its own, `' ' || title_sort` (the title after a space), written
 * the same in that look-up: an index on title_sort itself was also taken by the generic plans of the
 * title prefix look-ups (`title_sort LIKE $1 || '%'`, beside the prefix index), and made the header's
 * suggestions half as fast (lab, 100,000 titles).
 */
export class TitleTrigramIndex1765000000000 implements MigrationInterface {
  name = 'TitleTrigramIndex1765000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`CREATE INDEX "${table}_title_trgm_idx" ON "${table}" USING gin ((' ' || "title_sort") public.gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) await q.query(`DROP INDEX "${table}_title_trgm_idx"`);
  }
}
