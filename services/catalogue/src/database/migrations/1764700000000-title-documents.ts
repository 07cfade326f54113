import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of a title, its original title and its director alone (weights A, B and C, as in
 * search_document, without the synopsis), with their own full-text index: the header's suggestions
 * look for words there only, and the search's relevance checks read this small document instead of
 * the whole one. search_document's index also finds every synopsis that holds a word, which for a
 * common word is most of the rows found.
 */
export class TitleDocuments1764700000000 implements MigrationInterface {
  name = 'TitleDocuments1764700000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) {
      await q.query(`ALTER TABLE "${table}" ADD COLUMN "title_document" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple'::regconfig, coalesce(norm_text(title), '')), 'A') ||
        setweight(to_tsvector('simple'::regconfig, coalesce(norm_text(original_title), '')), 'B') ||
        setweight(to_tsvector('simple'::regconfig, coalesce(norm_text(director), '')), 'C')) STORED`);
      await q.query(`CREATE INDEX "${table}_title_document_idx" ON "${table}" USING gin ("title_document")`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series']) await q.query(`ALTER TABLE "${table}" DROP COLUMN "title_document"`);
  }
}
