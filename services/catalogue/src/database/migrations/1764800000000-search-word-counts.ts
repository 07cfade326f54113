import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many films and how many series hold each word of the lexicon (in their title, original title,
 * director or synopsis), kept exact by the words trigger, which now also counts a title's words out
 * when it changes or goes. A search of one common word knows from the counts alone that more titles
 * hold it than a results page counts (SEARCH_TOTAL_CAP), instead of reading a thousand of them.
 *
 * `recount_search_words()` counts them all again from the tables: this migration, and the synthetic
 * seed after a load with the trigger off, call it.
 */
export class SearchWordCounts1764800000000 implements MigrationInterface {
  name = 'SearchWordCounts1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "search_lexicon" ADD COLUMN "movies" int NOT NULL DEFAULT 0, ADD COLUMN "series" int NOT NULL DEFAULT 0`);

    // A title's words (3 letters or more, as the lexicon keeps them) in, its former words out, in
    // word order so that two writes lock the words they share in the same order.
    await q.query(`CREATE FUNCTION count_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        gained text[] := '{}';
        lost text[] := '{}';
      BEGIN
        IF TG_OP <> 'DELETE' THEN
          gained := ARRAY(SELECT w FROM unnest(tsvector_to_array(NEW.search_document)) AS w WHERE length(w) >= 3);
        END IF;
        IF TG_OP <> 'INSERT' THEN
          lost := ARRAY(SELECT w FROM unnest(tsvector_to_array(OLD.search_document)) AS w WHERE length(w) >= 3);
        END IF;
        INSERT INTO search_lexicon AS l (word, movies, series)
          SELECT d.w, CASE WHEN TG_TABLE_NAME = 'movies' THEN d.n ELSE 0 END, CASE WHEN TG_TABLE_NAME = 'series' THEN d.n ELSE 0 END
            FROM (SELECT x.w, sum(x.n)::int AS n
                    FROM (SELECT g AS w, 1 AS n FROM unnest(gained) AS g UNION ALL SELECT o, -1 FROM unnest(lost) AS o) x
                   GROUP BY x.w HAVING sum(x.n) <> 0) d
           ORDER BY d.w
        ON CONFLICT (word) DO UPDATE SET movies = l.movies + excluded.movies, series = l.series + excluded.series;
        RETURN NULL;
      END $$`);
    for (const table of ['movies', 'series']) {
      await q.query(`DROP TRIGGER "${table}_search_words" ON "${table}"`);
      await q.query(`CREATE TRIGGER "${table}_search_words" AFTER INSERT OR DELETE OR UPDATE OF title, original_title, director, synopsis
        ON "${table}" FOR EACH ROW EXECUTE FUNCTION count_search_words()`);
    }
    await q.query(`DROP FUNCTION add_search_words()`);

    await q.query(`CREATE FUNCTION recount_search_words() RETURNS void LANGUAGE sql AS $$
      INSERT INTO search_lexicon (word)
        SELECT DISTINCT w FROM (SELECT unnest(tsvector_to_array(search_document)) AS w FROM movies
                                UNION ALL SELECT unnest(tsvector_to_array(search_document)) FROM series) x
         WHERE length(w) >= 3
      ON CONFLICT DO NOTHING;
      UPDATE search_lexicon SET movies = 0, series = 0 WHERE movies <> 0 OR series <> 0;
      UPDATE search_lexicon l SET movies = c.movies, series = c.series
        FROM (SELECT w, count(*) FILTER (WHERE m)::int AS movies, count(*) FILTER (WHERE NOT m)::int AS series
                FROM (SELECT unnest(tsvector_to_array(search_document)) AS w, true AS m FROM movies
                      UNION ALL SELECT unnest(tsvector_to_array(search_document)), false FROM series) x
               WHERE length(w) >= 3
               GROUP BY w) c
       WHERE l.word = c.w;
    $$`);
    await q.query(`SELECT recount_search_words()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION recount_search_words()`);
    await q.query(`CREATE FUNCTION add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_lexicon (word)
          SELECT w FROM unnest(tsvector_to_array(NEW.search_document)) AS w WHERE length(w) >= 3
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const table of ['movies', 'series']) {
      await q.query(`DROP TRIGGER "${table}_search_words" ON "${table}"`);
      await q.query(`CREATE TRIGGER "${table}_search_words" AFTER INSERT OR UPDATE OF title, original_title, director, synopsis
        ON "${table}" FOR EACH ROW EXECUTE FUNCTION add_search_words()`);
    }
    await q.query(`DROP FUNCTION count_search_words()`);
    await q.query(`ALTER TABLE "search_lexicon" DROP COLUMN "movies", DROP COLUMN "series"`);
  }
}
