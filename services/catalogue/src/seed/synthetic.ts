import type { DataSource } from 'typeorm';
import {
  ADJECTIVES, CLOSINGS, CONNECTORS, FIRST_NAMES, LAST_NAMES, NOUNS_F, NOUNS_M, PLACES, ROLES, VERBS,
} from './synthetic-words.js';

const arr = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
/** A deterministic index in a list of `length`, from a row number and a salt (no random(): reproducible). */
const index = (length: number, n: string, salt: number | string) => `(1 + abs(hashtext(${n}::text || '${salt}')) % ${length})`;
/** A deterministic pick in a word list. */
const pick = (list: readonly string[], n: string, salt: number | string) => `(${arr(list)})[${index(list.length, n, salt)}]`;
const frac = (n: string, salt: number | string) => `((abs(hashtext(${n}::text || '${salt}')) % 100000) / 100000.0)`;

const ADJ_M = ADJECTIVES.map(([m]) => m);
const ADJ_F = ADJECTIVES.map(([, f]) => f);
const VOWEL = `'^[AEIOUYÉÈÊÀÂÎÔŒaeiouyéèêàâîôœ]'`;

/**
 * A noun of either gender (from the row and salt) with its article and, optionally, an agreeing
 * adjective: 'Le Château maudit', 'L’Ombre perdue', 'du Phare', 'une rivière'…
 */
function nounPhrase(n: string, salt: number, form: 'the' | 'a' | 'of', opts: { adjective?: boolean; lower?: boolean } = {}): string {
  const masc = `${frac(n, `${salt}g`)} < 0.5`;
  const word = (list: readonly string[]) => (opts.lower ? `lower(${pick(list, n, `${salt}n`)})` : pick(list, n, `${salt}n`));
  const adj = (list: readonly string[]) => (opts.adjective ? ` || ' ' || ${pick(list, n, `${salt}a`)}` : '');
  const cap = (article: string) => (opts.lower || form === 'of' ? article.toLowerCase() : article);
  const articles = {
    the: { m: cap('Le '), f: cap('La '), elided: cap('L’') },
    a: { m: cap('Un '), f: cap('Une '), elided: '' },
    of: { m: 'du ', f: 'de la ', elided: 'de l’' },
  }[form];
  const withArticle = (noun: string, article: string) =>
    articles.elided ? `CASE WHEN ${noun} ~ ${VOWEL} THEN '${articles.elided}' ELSE '${article}' END || ${noun}` : `'${article}' || ${noun}`;
  return `CASE WHEN ${masc} THEN ${withArticle(word(NOUNS_M), articles.m)}${adj(ADJ_M)} ELSE ${withArticle(word(NOUNS_F), articles.f)}${adj(ADJ_F)} END`;
}

/** Title shapes and their shares, as French titles go. */
function titleSql(n: string): string {
  const t = frac(n, 4);
  return `CASE
    WHEN ${t} < 0.40 THEN ${nounPhrase(n, 1, 'the', { adjective: true })}
    WHEN ${t} < 0.60 THEN ${nounPhrase(n, 1, 'the')} || ' de ' || ${pick(PLACES, n, 5)}
    WHEN ${t} < 0.70 THEN ${nounPhrase(n, 1, 'the')} || ' ' || ${nounPhrase(n, 2, 'of')}
    WHEN ${t} < 0.78 THEN ${nounPhrase(n, 1, 'a')} || ' à ' || ${pick(PLACES, n, 5)}
    WHEN ${t} < 0.86 THEN ${pick(FIRST_NAMES, n, 6)} || ' et ' || ${nounPhrase(n, 1, 'the', { lower: true })}
    WHEN ${t} < 0.93 THEN ${nounPhrase(n, 1, 'the', { adjective: true })} || ' ' || (2 + abs(hashtext(${n}::text)) % 4)::text
    ELSE 'Les Mémoires de ' || ${pick(FIRST_NAMES, n, 6)} || ' ' || ${pick(LAST_NAMES, n, 7)} END`;
}

/** Three sentences, 25 to 40 words: where and who, what happens next, what kind of story. */
function synopsisSql(n: string): string {
  return `'À ' || ${pick(PLACES, n, 8)} || ', ' || ${pick(ROLES, n, 9)} || ' ' || ${pick(VERBS, n, 10)} || ' ' || ${nounPhrase(n, 11, 'a', { adjective: true, lower: true })}
    || '. ' || ${pick(CONNECTORS, n, 12)} || ', ' || ${pick(FIRST_NAMES, n, 13)} || ' ' || ${pick(LAST_NAMES, n, 14)} || ' ' || ${pick(VERBS, n, 15)}
    || ' ' || ${nounPhrase(n, 16, 'the', { lower: true })} || ' ' || ${nounPhrase(n, 17, 'of', { adjective: true, lower: true })} || ' jusqu’à ' || ${pick(PLACES, n, 18)}
    || '. ' || ${pick(CLOSINGS, n, 19)}`;
}

const COUNTRIES = ['France', 'Belgique', 'Suisse', 'Canada', 'États-Unis', 'Japon', 'Italie', 'Espagne', 'Allemagne', 'Royaume-Uni', 'Corée du Sud', 'Sénégal'];
const LANGUAGES = ['Français', 'Anglais', 'Japonais', 'Italien', 'Espagnol', 'Allemand', 'Coréen'];

/** The tables the load fills whose secondary indexes are dropped during the inserts and built again after. */
const BULK_TABLES = ['movies', 'series', 'episodes'];

/** One secondary index built again after the load, and how long its CREATE INDEX took. */
export interface IndexBuild {
  table: string;
  name: string;
  seconds: number;
}

export interface SyntheticReport {
  movies: number;
  series: number;
  episodes: number;
  /** The whole load, index builds, lexicon and VACUUM included. */
  seconds: number;
  /** The CREATE INDEX statements together. */
  indexSeconds: number;
  indexes: IndexBuild[];
}

/** An identifier as SQL writes it (pg_indexes gives the bare names). */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Fills the catalogue with `count` synthetic titles (80 % films, 20 % series with 1 to 3 seasons)
 * for benchmarks, in set-based INSERT ... SELECT statements, one transaction. The words trigger is
 * switched off during the load, and the lexicon's words and counts rebuilt once at the end. The
 * secondary indexes of movies, series and episodes (those of pg_indexes that no primary key or
 * constraint owns) are dropped before the inserts and created again after, from their own
 * definitions, each timed: the rows go in faster, and each index is built once from sorted data
 * instead of row by row. Everything is in the one transaction, so a load that fails half-way leaves
 * the tables and their indexes as they were; until it commits, the dropped indexes lock the three
 * tables (a bench database, loaded before it is read). Existing rows are indexed again too.
 */
export async function generateSynthetic(ds: DataSource, count: number, log: (msg: string) => void = () => undefined): Promise<SyntheticReport> {
  const started = Date.now();
  const movies = Math.round(count * 0.8);
  const series = count - movies;
  const batch = 20000;
  let episodes = 0;
  const indexes: IndexBuild[] = [];
  let indexMs = 0;
  await ds.transaction(async (m) => {
    // Index builds sort in memory rather than in temporary files (PostgreSQL's default is 64 MB).
    await m.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    const secondary: { schema: string; table: string; name: string; definition: string }[] = await m.query(
      `SELECT schemaname AS schema, tablename AS table, indexname AS name, indexdef AS definition FROM pg_indexes i
        WHERE schemaname = current_schema() AND tablename = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
        ORDER BY tablename, indexname`,
      [BULK_TABLES],
    );
    for (const index of secondary) await m.query(`DROP INDEX ${quoted(index.schema)}.${quoted(index.name)}`);
    log(`${secondary.length} index secondaires supprimés pendant le chargement`);
    await m.query(`ALTER TABLE movies DISABLE TRIGGER movies_search_words`);
    await m.query(`ALTER TABLE series DISABLE TRIGGER series_search_words`);
    const run = (await m.query(`SELECT coalesce(max(n), 0) AS n FROM (SELECT count(*) AS n FROM movies UNION ALL SELECT count(*) FROM series) x`))[0].n;
    const salt0 = Number(run);
    const genres = async (categories: string[]) =>
      (await m.query(`SELECT id FROM genres WHERE category = ANY($1) ORDER BY slug`, [categories])).map((r: { id: string }) => r.id) as string[];
    let movieGenres = await genres(['Films', 'Documentaires']);
    let seriesGenres = await genres(['Séries', 'Animés']);
    if (!movieGenres.length || !seriesGenres.length) {
      await m.query(`INSERT INTO genres (id, name, slug, category) VALUES
        (gen_random_uuid(), 'Synthétique', 'synthetique', 'Films'), (gen_random_uuid(), 'Synthétique', 'synthetique', 'Séries')
        ON CONFLICT DO NOTHING`);
      movieGenres = await genres(['Films', 'Documentaires']);
      seriesGenres = await genres(['Séries', 'Animés']);
    }
    const title = titleSql;
    const synopsis = synopsisSql;
    const common = (n: string) => `
        ${synopsis(n)},
        1920 + (abs(hashtext(${n}::text || 'y')) % 106),
        ${pick(FIRST_NAMES, n, 20)} || ' ' || ${pick(LAST_NAMES, n, 21)},
        ${pick(COUNTRIES, n, 22)}, ${pick(LANGUAGES, n, 23)},
        (ARRAY['4K', 'HD 1080p', 'HD 720p', 'SD'])[1 + abs(hashtext(${n}::text || 'q')) % 4],
        round((${frac(n, 'rating')} * 5)::numeric, 1),
        floor(power(${frac(n, 'views')}, 3) * 200000)::int,
        ${frac(n, 'featured')} < 0.03, ${frac(n, 'new')} < 0.05,
        now() - (${frac(n, 'created')} * interval '1800 days')`;

    for (let from = 1; from <= movies; from += batch) {
      const to = Math.min(movies, from + batch - 1);
      const n = `(g + ${salt0})`;
      await m.query(
        `INSERT INTO movies (id, title, synopsis, release_year, director, country, language, quality, rating, views_count, is_featured, is_new,
           created_at, duration_minutes, poster_url, updated_at)
         SELECT id, t, s, y, d, c, l, q, r, v, f, nw, ca, dur, '/api/posters/movie/' || id || '.svg', ca FROM (
           SELECT gen_random_uuid() AS id, ${title(n)} AS t, ${common(n).replace(/,\n/g, ',\n')} , 60 + abs(hashtext(${n}::text || 'd')) % 120
             FROM generate_series(${from}, ${to}) AS g) x(id, t, s, y, d, c, l, q, r, v, f, nw, ca, dur)`,
      );
      log(`films ${to}/${movies}`);
    }
    for (let from = 1; from <= series; from += batch) {
      const to = Math.min(series, from + batch - 1);
      const n = `(g + ${salt0} + 1000000000)`;
      await m.query(
        `INSERT INTO series (id, title, synopsis, release_year, director, country, language, quality, rating, views_count, is_featured, is_new,
           created_at, status, total_seasons, total_episodes, poster_url, updated_at)
         SELECT id, t, s, y, d, c, l, q, r, v, f, nw, ca, st, seasons, seasons * per, '/api/posters/series/' || id || '.svg', ca FROM (
           SELECT gen_random_uuid() AS id, ${title(n)} AS t, ${common(n)},
                  (ARRAY['ongoing', 'completed', 'cancelled'])[1 + abs(hashtext(${n}::text || 's')) % 3],
                  1 + abs(hashtext(${n}::text || 'n')) % 3, 3 + abs(hashtext(${n}::text || 'e')) % 6
             FROM generate_series(${from}, ${to}) AS g) x(id, t, s, y, d, c, l, q, r, v, f, nw, ca, st, seasons, per)`,
      );
      log(`séries ${to}/${series}`);
    }
    // Episodes of the series just added (those without any yet), 1 to 3 seasons of 3 to 8.
    const [{ n: added }] = await m.query(
      `WITH s AS (SELECT id, total_seasons, total_episodes / total_seasons AS per FROM series x
                   WHERE NOT EXISTS (SELECT 1 FROM episodes e WHERE e.series_id = x.id) AND total_seasons > 0),
            ins AS (
              INSERT INTO episodes (id, series_id, season_number, episode_number, title, duration_minutes, views_count)
              SELECT gen_random_uuid(), s.id, sn, en, 'Épisode ' || en, 20 + (en * 7) % 40, (en * 37) % 1000
                FROM s, generate_series(1, s.total_seasons) AS sn, generate_series(1, s.per) AS en
              RETURNING 1)
       SELECT count(*)::int AS n FROM ins`,
    );
    episodes = added;
    log(`épisodes ${episodes}`);
    const link = async (table: string, col: string, parent: string, ids: string[]) => {
      if (!ids.length) return;
      await m.query(
        `INSERT INTO ${table} (${col}, genre_id)
         SELECT t.id, ($1::uuid[])[1 + abs(hashtext(t.id::text || k::text)) % ${ids.length}]
           FROM ${parent} t CROSS JOIN generate_series(1, 2) AS k
          WHERE NOT EXISTS (SELECT 1 FROM ${table} l WHERE l.${col} = t.id)
         ON CONFLICT DO NOTHING`,
        [ids],
      );
    };
    await link('movie_genres', 'movie_id', 'movies', movieGenres);
    await link('series_genres', 'series_id', 'series', seriesGenres);
    log('genres liés');
    await m.query(`SELECT recount_search_words()`);
    await m.query(`ALTER TABLE movies ENABLE TRIGGER movies_search_words`);
    await m.query(`ALTER TABLE series ENABLE TRIGGER series_search_words`);
    log('lexique reconstruit');
    for (const index of secondary) {
      const building = Date.now();
      await m.query(index.definition);
      const ms = Date.now() - building;
      indexMs += ms;
      indexes.push({ table: index.table, name: index.name, seconds: seconds(ms) });
      log(`index ${index.name} reconstruit en ${seconds(ms)} s`);
    }
  });
  // Statistics for the planner and a fresh visibility map, so counts use index-only scans.
  for (const table of ['movies', 'series', 'episodes', 'movie_genres', 'series_genres', 'search_lexicon']) await ds.query(`VACUUM (ANALYZE) ${table}`);
  return { movies, series, episodes, seconds: seconds(Date.now() - started), indexSeconds: seconds(indexMs), indexes };
}
