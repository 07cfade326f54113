import type { MigrationInterface, QueryRunner } from 'typeorm';

// 1764000000000-search-rank-index.ts was edited twice after it landed (f428425): main carried the
// versions below until it was put back as it landed. Databases created in the meantime ran one of
// them instead, under the same migration name. Frozen copies of their `up` and `down` (from
// `git show ffb469f:…` and `git show d9b6c79:…`), so that migrations.int-spec.ts can check that
// such databases reach a fresh database's schema too.

/** As of ffb469f: adds the lexicon's prefix index. */
export class SearchRankIndexAsOfFfb469f implements MigrationInterface {
  name = 'SearchRankIndex1764000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`CREATE INDEX "${table}_search_rank_idx" ON "${table}" ("rating" DESC NULLS LAST, "views_count" DESC, "id")`);
    }
    await q.query(`CREATE INDEX "search_lexicon_word_prefix_idx" ON "search_lexicon" ("word" text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) await q.query(`DROP INDEX IF EXISTS "${table}_search_rank_idx"`);
    await q.query(`DROP INDEX IF EXISTS "search_lexicon_word_prefix_idx"`);
  }
}

/** As of d9b6c79: adds the titles' prefix indexes as well. */
export class SearchRankIndexAsOfD9b6c79 implements MigrationInterface {
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
