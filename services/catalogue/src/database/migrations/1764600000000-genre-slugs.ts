import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Genre slugs with their accents transliterated, the original product's slugs still answered, and
 * the anime genre marked on its row.
 *
 * - `seed_slug`: the slug as the original product derived it from the name, dropping accented
 *   letters ('Comédie' -> 'comdie'; shared/slug.ts `seedSlug` computes the same): a link made with
 *   it still leads to the genre.
 * - `slug`: transliterated from the name ('Comédie' -> 'comedie'; shared/slug.ts `slugify`). A
 *   genre whose new slug another genre of its category already has, or would get too, keeps its slug.
 * - `is_anime`: the genre whose series are animes (with country Japon or language Japonais), one at
 *   most. The rule reads this flag, never a slug; the genre that the original product's anime pages
 *   linked to ('sries-animes', in 'Animés' first) is marked here, once.
 */
export class GenreSlugs1764600000000 implements MigrationInterface {
  name = 'GenreSlugs1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "genres" ADD COLUMN "seed_slug" text GENERATED ALWAYS AS (
      btrim(regexp_replace(replace(regexp_replace(lower("name"), '[^a-z0-9 -]', '', 'g'), ' ', '-'), '-+', '-', 'g'), '-')) STORED`);
    await q.query(`CREATE INDEX "genres_seed_slug_idx" ON "genres" ("seed_slug")`);

    await q.query(`ALTER TABLE "genres" ADD COLUMN "is_anime" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE UNIQUE INDEX "genres_one_anime_key" ON "genres" ("is_anime") WHERE "is_anime"`);
    await q.query(`UPDATE "genres" SET "is_anime" = true WHERE "id" = (
      SELECT "id" FROM "genres" WHERE "slug" = 'sries-animes' ORDER BY ("category" = 'Animés') DESC, "created_at", "id" LIMIT 1)`);

    const transliterated = `btrim(regexp_replace(replace(regexp_replace(
        lower(public.unaccent('public.unaccent'::regdictionary, replace(replace(replace(replace("name", 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'))),
        '[^a-z0-9 -]', '', 'g'), ' ', '-'), '-+', '-', 'g'), '-')`;
    await q.query(`WITH wanted AS (
        SELECT "id", "category", "slug", ${transliterated} AS "new_slug" FROM "genres"),
      ranked AS (
        SELECT w.*, row_number() OVER (PARTITION BY w."category", w."new_slug" ORDER BY (w."slug" = w."new_slug") DESC, w."id") AS "rank" FROM wanted w)
      UPDATE "genres" g SET "slug" = r."new_slug", "updated_at" = now() FROM ranked r
       WHERE g."id" = r."id" AND r."rank" = 1 AND r."new_slug" <> '' AND r."new_slug" <> g."slug"
         AND NOT EXISTS (SELECT 1 FROM "genres" o WHERE o."category" = g."category" AND o."slug" = r."new_slug" AND o."id" <> g."id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "genres" SET "slug" = "seed_slug" WHERE "seed_slug" <> '' AND NOT EXISTS (
      SELECT 1 FROM "genres" o WHERE o."category" = "genres"."category" AND o."slug" = "genres"."seed_slug" AND o."id" <> "genres"."id")`);
    await q.query(`DROP INDEX IF EXISTS "genres_one_anime_key"`);
    await q.query(`ALTER TABLE "genres" DROP COLUMN IF EXISTS "is_anime"`);
    await q.query(`DROP INDEX IF EXISTS "genres_seed_slug_idx"`);
    await q.query(`ALTER TABLE "genres" DROP COLUMN IF EXISTS "seed_slug"`);
  }
}
