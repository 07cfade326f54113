import type { MigrationInterface, QueryRunner } from 'typeorm';
import { OUTBOX_INBOX_DDL } from '@streaming/platform';

/**
 * Movies, series, episodes, genres and their links, with one index per filter and sort the screens
 * offer, and what search needs: accent-free normalised text (an IMMUTABLE wrapper around unaccent),
 * weighted full-text documents, trigram indexes, and a lexicon of known words for typo tolerance.
 */
export class CatalogueInit1763900000000 implements MigrationInterface {
  name = 'CatalogueInit1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);

    // Lower case, no accents, œ -> oe, æ -> ae, punctuation (colons, dashes, apostrophes...) as
    // spaces, spaces collapsed. search-normalize.ts does the same in TypeScript.
    await q.query(`CREATE FUNCTION norm_text(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT btrim(regexp_replace(
        lower(public.unaccent('public.unaccent'::regdictionary,
          replace(replace(replace(replace(t, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'))),
        '[[:space:][:punct:]’‘“”«»–—…·]+', ' ', 'g')) $$`);

    // Title 5, original title 3, director 2, synopsis 0.5: the four full-text weights A, B, C, D.
    const document = (synopsis: boolean) => `
      setweight(to_tsvector('simple'::regconfig, coalesce(norm_text(title), '')), 'A') ||
      setweight(to_tsvector('simple'::regconfig, coalesce(norm_text(original_title), '')), 'B') ||
      setweight(to_tsvector('simple'::regconfig, coalesce(norm_text(director), '')), 'C')
      ${synopsis ? `|| setweight(to_tsvector('simple'::regconfig, coalesce(norm_text(synopsis), '')), 'D')` : ''}`;
    const searchColumns = `
      "title_sort" text GENERATED ALWAYS AS (norm_text(title)) STORED,
      "director_norm" text GENERATED ALWAYS AS (coalesce(norm_text(director), '')) STORED,
      "country_norm" text GENERATED ALWAYS AS (coalesce(norm_text(country), '')) STORED,
      "search_text" text GENERATED ALWAYS AS (
        norm_text(title) || ' | ' || coalesce(norm_text(original_title), '') || ' | ' || coalesce(norm_text(director), '')) STORED,
      "search_document" tsvector GENERATED ALWAYS AS (${document(true)}) STORED`;

    await q.query(`CREATE TABLE "genres" (
      "id" uuid PRIMARY KEY,
      "name" text NOT NULL,
      "slug" text NOT NULL,
      "category" text NOT NULL CHECK ("category" IN ('Films', 'Séries', 'Animés', 'Spectacles', 'Documentaires')),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE UNIQUE INDEX "genres_category_name_key" ON "genres" ("category", lower("name"))`);
    await q.query(`CREATE UNIQUE INDEX "genres_category_slug_key" ON "genres" ("category", "slug")`);
    await q.query(`CREATE INDEX "genres_slug_idx" ON "genres" ("slug")`);

    await q.query(`CREATE TABLE "movies" (
      "id" uuid PRIMARY KEY,
      "title" text NOT NULL,
      "original_title" text,
      "synopsis" text,
      "release_year" int,
      "duration_minutes" int,
      "director" text,
      "country" text,
      "language" text,
      "quality" text CHECK ("quality" IN ('4K', 'HD 1080p', 'HD 720p', 'SD')),
      "poster_url" text,
      "trailer_url" text,
      "video_url" text,
      "video_url_vf" text,
      "video_url_vostfr" text,
      "rating" numeric(3,2) CHECK ("rating" BETWEEN 0 AND 5),
      "views_count" int NOT NULL DEFAULT 0 CHECK ("views_count" >= 0),
      "is_featured" boolean NOT NULL DEFAULT false,
      "is_new" boolean NOT NULL DEFAULT true,
      "budget" bigint,
      "box_office" bigint,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      ${searchColumns})`);

    await q.query(`CREATE TABLE "series" (
      "id" uuid PRIMARY KEY,
      "title" text NOT NULL,
      "original_title" text,
      "synopsis" text,
      "director" text,
      "release_year" int,
      "poster_url" text,
      "trailer_url" text,
      "video_url" text,
      "video_url_vf" text,
      "video_url_vostfr" text,
      "rating" numeric(3,2) CHECK ("rating" BETWEEN 0 AND 5),
      "quality" text CHECK ("quality" IN ('4K', 'HD 1080p', 'HD 720p', 'SD')),
      "country" text,
      "language" text,
      "views_count" int NOT NULL DEFAULT 0 CHECK ("views_count" >= 0),
      "total_seasons" int,
      "total_episodes" int,
      "status" text NOT NULL DEFAULT 'completed' CHECK ("status" IN ('ongoing', 'completed', 'cancelled')),
      "is_featured" boolean NOT NULL DEFAULT false,
      "is_new" boolean NOT NULL DEFAULT true,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "japanese" boolean GENERATED ALWAYS AS (coalesce(norm_text(country) = 'japon', false) OR coalesce(norm_text(language) = 'japonais', false)) STORED,
      ${searchColumns})`);

    await q.query(`CREATE TABLE "episodes" (
      "id" uuid PRIMARY KEY,
      "series_id" uuid NOT NULL REFERENCES "series"("id") ON DELETE CASCADE,
      "season_number" int NOT NULL CHECK ("season_number" >= 1),
      "episode_number" int NOT NULL CHECK ("episode_number" >= 1),
      "title" text NOT NULL,
      "synopsis" text,
      "duration_minutes" int DEFAULT 45,
      "air_date" date,
      "video_url" text,
      "video_url_vf" text,
      "video_url_vostfr" text,
      "thumbnail_url" text,
      "views_count" int NOT NULL DEFAULT 0 CHECK ("views_count" >= 0),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "episodes_series_season_episode_key" UNIQUE ("series_id", "season_number", "episode_number"))`);

    await q.query(`CREATE TABLE "movie_genres" (
      "movie_id" uuid NOT NULL REFERENCES "movies"("id") ON DELETE CASCADE,
      "genre_id" uuid NOT NULL REFERENCES "genres"("id") ON DELETE CASCADE,
      PRIMARY KEY ("movie_id", "genre_id"))`);
    await q.query(`CREATE INDEX "movie_genres_genre_idx" ON "movie_genres" ("genre_id", "movie_id")`);
    await q.query(`CREATE TABLE "series_genres" (
      "series_id" uuid NOT NULL REFERENCES "series"("id") ON DELETE CASCADE,
      "genre_id" uuid NOT NULL REFERENCES "genres"("id") ON DELETE CASCADE,
      PRIMARY KEY ("series_id", "genre_id"))`);
    await q.query(`CREATE INDEX "series_genres_genre_idx" ON "series_genres" ("genre_id", "series_id")`);

    // Every sort (both orders: nullable keys sort NULLS LAST either way, so each order has its
    // own index) and every filter of the films, series and genre pages.
    for (const table of ['movies', 'series']) {
      const idx = async (name: string, def: string) => q.query(`CREATE INDEX "${table}_${name}_idx" ON "${table}" ${def}`);
      await idx('recent', `("created_at", "id")`);
      await idx('year_asc', `("release_year" ASC NULLS LAST, "id")`);
      await idx('year_desc', `("release_year" DESC NULLS LAST, "id" DESC)`);
      await idx('rating_asc', `("rating" ASC NULLS LAST, "id")`);
      await idx('rating_desc', `("rating" DESC NULLS LAST, "id" DESC)`);
      await idx('views', `("views_count", "id")`);
      await idx('title', `("title_sort", "id")`);
      await idx('featured', `("created_at", "id") WHERE "is_featured"`);
      await idx('new', `("created_at", "id") WHERE "is_new"`);
      await idx('quality', `("quality")`);
      await idx('director_trgm', `USING gin ("director_norm" public.gin_trgm_ops)`);
      await idx('country_trgm', `USING gin ("country_norm" public.gin_trgm_ops)`);
      await idx('search_text_trgm', `USING gin ("search_text" public.gin_trgm_ops)`);
      await idx('search_document', `USING gin ("search_document")`);
    }
    await q.query(`CREATE INDEX "movies_duration_asc_idx" ON "movies" ("duration_minutes" ASC NULLS LAST, "id")`);
    await q.query(`CREATE INDEX "movies_duration_desc_idx" ON "movies" ("duration_minutes" DESC NULLS LAST, "id" DESC)`);
    await q.query(`CREATE INDEX "movies_director_idx" ON "movies" ("director_norm")`);
    await q.query(`CREATE INDEX "series_status_idx" ON "series" ("status", "created_at")`);
    await q.query(`CREATE INDEX "series_japanese_idx" ON "series" ("id") WHERE "japanese"`);

    // Known words (3 letters or more) of every title, original title, director and synopsis: a
    // misspelt query word is matched against them (trigram index, then one edit at most).
    await q.query(`CREATE TABLE "search_lexicon" ("word" text PRIMARY KEY)`);
    await q.query(`CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" public.gin_trgm_ops)`);
    await q.query(`CREATE FUNCTION add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_lexicon (word)
          SELECT w FROM unnest(tsvector_to_array(NEW.search_document)) AS w WHERE length(w) >= 3
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const table of ['movies', 'series']) {
      await q.query(`CREATE TRIGGER "${table}_search_words" AFTER INSERT OR UPDATE OF title, original_title, director, synopsis
        ON "${table}" FOR EACH ROW EXECUTE FUNCTION add_search_words()`);
    }

    // Which version of the demo catalogue was loaded, so npm start loads it once.
    await q.query(`CREATE TABLE "seed_runs" ("name" text PRIMARY KEY, "checksum" text NOT NULL, "applied_at" timestamptz NOT NULL DEFAULT now())`);

    for (const sql of OUTBOX_INBOX_DDL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['inbox', 'outbox', 'seed_runs', 'search_lexicon', 'series_genres', 'movie_genres', 'episodes', 'series', 'movies', 'genres']) {
      await q.query(`DROP TABLE IF EXISTS "${t}"`);
    }
    await q.query(`DROP FUNCTION IF EXISTS add_search_words()`);
    await q.query(`DROP FUNCTION IF EXISTS norm_text(text)`);
  }
}
