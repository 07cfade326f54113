import type { MigrationInterface, QueryRunner } from 'typeorm';

// 1764000000000-search-rank-index.ts was edited twice after it landed (f428425), and main carried
// each version for a while before it was put back as it landed. A database ran whichever version
// was on main when it was created, under the same migration name, and never ran it again. Frozen
// copies of the three (`git show <commit>:services/catalogue/src/database/migrations/…`), so that
// migrations.int-spec.ts checks that each such database reaches a fresh database's schema.

/** As it landed in f428425 (and is again): the rank index only. */
export class SearchRankIndexAsOfF428425 implements MigrationInterface {
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
