import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase, migrate, runPreparedGeneric } from '@streaming/platform';
import { SUGGEST_PER_KIND } from '@streaming/contracts';
import type { DataSource } from 'typeorm';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { QUERIES, typedPrefixes } from '../../../tests/support/search-queries.mjs';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../src/database/catalogue-data-source.js';
import { CatalogueReads } from '../src/database/catalogue-reads.js';
import { generateSynthetic } from '../src/seed/synthetic.js';
import { SearchLexicon } from '../src/search/search-lexicon.repository.js';
import { SearchRepository } from '../src/search/search.repository.js';
import { SearchStatistics } from '../src/search/search-statistics.repository.js';
import type { SearchRow } from '../src/search/search-types.js';
import { SuggestRepository } from '../src/search/suggest.repository.js';
import { buildTerms } from '../src/search/search-query.js';
import { normalizeText, searchWords } from '../src/search/search-normalize.js';

// The header's suggestions over thousands of synthetic titles, on their own database: the short ways
// (titles starting with what was typed first, the words inside them only when those are too few)
// must give what scoring every candidate gives, for every keystroke of the benchmark's queries and
// of titles of the catalogue. And the lexicon's word counts, which let a search of a common word skip
// counting its matches, stay exact.
const url = `${currentTestNames().DATABASE_URL}_suggest`;
let ds: DataSource;
/** The repositories the suggestions read through. */
interface Repositories {
  search: SearchRepository;
  suggest: SuggestRepository;
  lexicon: SearchLexicon;
}
const repositories = (reads: CatalogueReads): Repositories => {
  const statistics = new SearchStatistics(reads);
  return { search: new SearchRepository(reads, statistics), suggest: new SuggestRepository(reads, statistics), lexicon: new SearchLexicon(reads) };
};
let repo: Repositories;

beforeAll(async () => {
  await dropDatabase(url);
  await migrate(createCatalogueDataSource(url), url, CATALOGUE_SCHEMA);
  ds = createCatalogueDataSource(url, 2);
  ds.options.extra.statement_timeout = 0;
  await ds.initialize();
  await generateSynthetic(ds, 20000);
  repo = repositories(new CatalogueReads(ds));
}, 120_000);

afterAll(async () => {
  await ds?.destroy();
  await dropDatabase(url);
});

/** CatalogueReads that keeps the text of every prepared read. */
class RecordingReads extends CatalogueReads {
  readonly statements: string[] = [];
  override async queryPrepared<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    this.statements.push(sql);
    return super.queryPrepared<Row>(sql, params);
  }
}

const shown = (rows: SearchRow[]) => rows.map((r) => `${r.kind} ${r.id} ${Number(r.score)} ${r.title}`);

/** Both ways of answering one prefix, for one table: [short way, every candidate scored]. */
async function bothWays(typed: string, table: 'movies' | 'series', using = repo): Promise<[string[], string[]]> {
  const phrase = normalizeText(typed);
  const words = searchWords(normalizeText(typed));
  if (!words.length) {
    // As the suggestions ask: a page of each kind in one statement.
    const kind = table === 'movies' ? 'movie' : 'series';
    const page = { page: 1, pageSize: SUGGEST_PER_KIND, offset: 0 };
    const fast = await using.search.searchByWordStart(phrase, undefined, page, { count: false, perKind: true });
    const full = await using.search.searchByWordStart(phrase, undefined, page, { count: false, tiers: false, perKind: true });
    // The same page as a results page of that kind alone.
    const ofKind = await using.search.searchByWordStart(phrase, kind, page, { count: false });
    expect(shown(fast.rows.filter((r) => r.kind === kind))).toEqual(shown(ofKind.rows));
    return [shown(fast.rows.filter((r) => r.kind === kind)), shown(full.rows.filter((r) => r.kind === kind))];
  }
  const hits = await using.lexicon.lookUp(words);
  const terms = buildTerms(words, hits);
  return [
    shown((await using.suggest.suggest(terms, phrase, SUGGEST_PER_KIND))[table]),
    shown((await using.suggest.suggest(terms, phrase, SUGGEST_PER_KIND, { tiers: false }))[table]),
  ];
}

describe('suggestions over thousands of titles', () => {
  it('answers every keystroke of the benchmark queries and of titles as scoring every candidate does', async () => {
    const titles: Array<{ title: string }> = await ds.query(`SELECT title FROM (SELECT DISTINCT title FROM movies UNION SELECT DISTINCT title FROM series) x ORDER BY md5(title) LIMIT 40`);
    const prefixes = [...new Set([...QUERIES, ...titles.map((t) => t.title)].flatMap(typedPrefixes))];
    const ways = { titleStarts: 0, everyCandidate: 0 };
    for (const typed of prefixes) {
      for (const table of ['movies', 'series'] as const) {
        const [fast, full] = await bothWays(typed, table);
        expect({ typed, table, rows: fast }).toEqual({ typed, table, rows: full });
        const [{ n }]: Array<{ n: number }> = await ds.query(`SELECT count(*)::int AS n FROM ${table} WHERE title_sort LIKE $1 || '%'`, [normalizeText(typed)]);
        ways[n >= SUGGEST_PER_KIND ? 'titleStarts' : 'everyCandidate']++;
      }
    }
    // Both ways were taken often: prefixes enough titles start with, and prefixes found inside titles or names.
    expect(ways.titleStarts).toBeGreaterThan(100);
    expect(ways.everyCandidate).toBeGreaterThan(100);
  });

  it('finds the titles holding every word when the common ones are checked on the rows the others find', async () => {
    // With this catalogue's statistics, "les" and "memoires" are common words (splitCommonTerms) and
    // a first name and a surname together are rare: the suggestions look those two up in the index.
    await ds.query('ANALYZE movies');
    const [{ title }]: Array<{ title: string }> = await ds.query(`SELECT title FROM movies WHERE title_sort LIKE 'les memoires de % %' ORDER BY md5(title) LIMIT 1`);
    const [first, last] = normalizeText(title).split(' ').slice(3, 5);
    const typed = `${last} les mémoires ${first}`;
    const words = searchWords(normalizeText(typed));
    const hits = await repo.lexicon.lookUp(words);
    const terms = buildTerms(words, hits);
    const holding: Array<{ id: string }> = await ds.query(`SELECT id FROM movies WHERE title_document @@ to_tsquery('simple', $1)`, [words.map((w) => `${w}:*`).join(' & ')]);
    expect(holding.length).toBeGreaterThan(0);
    expect(holding.length).toBeLessThanOrEqual(SUGGEST_PER_KIND);
    const found = await repo.suggest.suggest(terms, normalizeText(typed), SUGGEST_PER_KIND);
    expect(found.movies.map((r) => r.id).sort()).toEqual(holding.map((r) => r.id).sort());
  });

  it('reads the rows of a common word best rated first and stops, with the answers of scoring every candidate', async () => {
    // Statistics of this catalogue: "les", "cha"… are in many titles and few credits (original titles, directors).
    await ds.query('ANALYZE movies');
    await ds.query('ANALYZE series');
    const reads = new RecordingReads(ds);
    const walking = repositories(reads);
    const titles: Array<{ title: string }> = await ds.query(
      `SELECT title FROM (SELECT DISTINCT title FROM movies WHERE title_sort ~ '^(le|la|les|un|une) ' UNION SELECT DISTINCT title FROM series) x ORDER BY md5(title) LIMIT 40`,
    );
    const typed = ['les', 'cha', 'les va', 'les se', 'la memoire de la ma', 'le ch', 'nuit', 'les memoires', 'les memoires de', 'le chateau', ...titles.flatMap((t) => typedPrefixes(t.title))];
    for (const text of new Set(typed)) {
      for (const table of ['movies', 'series'] as const) {
        const [fast, full] = await bothWays(text, table, walking);
        expect({ text, table, rows: fast }).toEqual({ text, table, rows: full });
      }
    }
    // Both walks were taken: a word typed alone, and a word among short ones (the whole query read apart).
    const walks = reads.statements.filter((sql) => sql.includes(' walk_movies'));
    expect(walks.filter((sql) => !sql.includes('whole_movies')).length).toBeGreaterThan(5);
    expect(walks.filter((sql) => sql.includes('whole_movies')).length).toBeGreaterThan(5);
    // And the titles starting with the query, walked when many do ("les", "les memoires de").
    expect(reads.statements.filter((sql) => sql.includes('startswalk_movies')).length).toBeGreaterThan(5);
  });

  it('reads first the rows a first name among short words may rank, with the answers of scoring every candidate', async () => {
    // "ysolde": the director's first name on 700 films, in the titles of 40 others ("Ysolde et la 7"),
    // in the director's name of one holding the whole query ("Ysolde et la 7"), and in both the original
    // title and the director of the best rated film (as much as a title holding it, 20 points).
    await ds.query(`INSERT INTO movies (id, title, director, rating, views_count)
      SELECT gen_random_uuid(), 'Film ' || g, 'Ysolde Martin', 5 - (g % 50) / 10.0, g FROM generate_series(1, 700) g`);
    await ds.query(`INSERT INTO movies (id, title, director, rating, views_count)
      SELECT gen_random_uuid(), 'Ysolde et la ' || g, 'Lee Park', (g % 30) / 10.0, g FROM generate_series(1, 40) g`);
    await ds.query(`INSERT INTO movies (id, title, original_title, director, rating) VALUES
      (gen_random_uuid(), 'La Dame du lac', 'Ysolde', 'Ysolde Berg', 5), (gen_random_uuid(), 'Chronique', NULL, 'Ysolde et la 7', 0.5)`);
    await ds.query('ANALYZE movies');
    const reads = new RecordingReads(ds);
    const using = repositories(reads);
    const shownFor = new Map<string, string[]>();
    for (const text of new Set(['Ysolde et la 7', 'Ysolde et la 13', 'Ysolde et le 2', 'Ysolde à la 5'].flatMap(typedPrefixes))) {
      const [fast, full] = await bothWays(text, 'movies', using);
      expect({ text, rows: fast }).toEqual({ text, rows: full });
      shownFor.set(text, fast.map((row) => row.split(' ').slice(3).join(' ')));
    }
    // The rows that may rank were read first, and they were the answer.
    const held = reads.statements.filter((sql) => sql.includes('held_movies'));
    expect(held.length).toBeGreaterThan(3);
    // One title starts with "ysolde et la 7"; after it, the director holding the whole query (third tier),
    // then the best rated of the rows scoring a title's weight: the original title and director together.
    expect(shownFor.get('Ysolde et la 7')?.slice(0, 3)).toEqual(['Ysolde et la 7', 'Chronique', 'La Dame du lac']);
    expect(shownFor.get('Ysolde et le 2')?.[0]).toBe('La Dame du lac');
  });

  it('reads first the titles holding a name typed alone that many credits hold, with the answers of scoring every candidate', async () => {
    // "quirinus": the director's first name on 800 films, the best rated; in 10 titles as a word ("Le Retour de
    // Quirinus 3"), one title starting with it, and inside a word of 3 titles ("L'Antiquirinus 2"), which hold it in
    // their original title and director too: as much as a title holding the word, and better rated.
    await ds.query(`INSERT INTO movies (id, title, director, rating, views_count)
      SELECT gen_random_uuid(), 'Film Q' || g, 'Quirinus Vale', 5 - (g % 50) / 10.0, g FROM generate_series(1, 800) g`);
    await ds.query(`INSERT INTO movies (id, title, director, rating, views_count)
      SELECT gen_random_uuid(), 'Le Retour de Quirinus ' || g, 'Lee Park', g / 10.0, g FROM generate_series(1, 10) g`);
    await ds.query(`INSERT INTO movies (id, title, original_title, director, rating, views_count)
      SELECT gen_random_uuid(), 'L''Antiquirinus ' || g, 'Quirinus', 'Quirinus Vale', 4, g FROM generate_series(1, 3) g`);
    await ds.query(`INSERT INTO movies (id, title, original_title, director, rating) VALUES
      (gen_random_uuid(), 'Quirinus', NULL, 'Lee Park', 0.5), (gen_random_uuid(), 'La Harpe', 'Quirinus', 'Quirinus Vale', 5)`);
    await ds.query('ANALYZE movies');
    const reads = new RecordingReads(ds);
    const using = repositories(reads);
    const shownFor = new Map<string, string[]>();
    for (const text of typedPrefixes('Quirinus')) {
      const [fast, full] = await bothWays(text, 'movies', using);
      expect({ text, rows: fast }).toEqual({ text, rows: full });
      shownFor.set(text, fast.map((row) => row.split(' ').slice(3).join(' ')));
    }
    // The titles holding it were read first (not the original titles' words: that is the short words' way), and they were the answer.
    const titled = reads.statements.filter((sql) => sql.includes('held_movies') && !sql.includes(`'{b}'`));
    expect(titled.length).toBeGreaterThan(2);
    // The title equal to it, then the three holding it inside a word (as many points as "Le Retour de Quirinus", better rated), most viewed first.
    expect(shownFor.get('Quirinus')).toEqual(['Quirinus', "L'Antiquirinus 3", "L'Antiquirinus 2", "L'Antiquirinus 1"]);
  });

  it('plans the suggestions’ statements once for every keystroke, not again at each', async () => {
    for (const typed of ['nuit', 'marie', 'le chateau', 'les memoires de', 'voyage lune', 'samourai']) await bothWays(typed, 'movies');
    // One at a time, the statements ran on one connection, which the next statement takes again.
    const plans: Array<{ name: string; generic: number; custom: number }> = await runPreparedGeneric(
      ds,
      { name: 'suggest_plans_check', text: `SELECT name, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name LIKE 'catalogue_read_%'` },
      [],
    );
    expect(plans.length).toBeGreaterThan(2);
    expect(plans.filter((p) => p.custom > 0)).toEqual([]);
    expect(plans.reduce((n, p) => n + p.generic, 0)).toBeGreaterThan(plans.length);
  });

  it('reads without JIT compilation, on its pool and on the generic-plan connections beside it', async () => {
    // Compiling a plan estimated above jit_above_cost cost a results page about 100 ms at every run at 1,000,000 titles.
    // The catalogue's own pool plans a named statement for its values; the pool beside it, once for all.
    const settings = `SELECT current_setting('jit') AS jit, current_setting('random_page_cost') AS random_page_cost, current_setting('plan_cache_mode') AS plans`;
    expect(await ds.query(settings)).toEqual([{ jit: 'off', random_page_cost: '1.1', plans: 'force_custom_plan' }]);
    expect(await runPreparedGeneric(ds, { name: 'suggest_settings_check', text: settings }, [])).toEqual([{ jit: 'off', random_page_cost: '1.1', plans: 'force_generic_plan' }]);
  });

  it('parses the short words’ statement once and plans it for each query', async () => {
    // The titles starting with "le" are many, those starting with "le zz" none: a plan for each.
    const typed = ['le', 'le c', 'le zz', 'la', 'la m', 'un', 'le'];
    for (const q of typed) await repo.search.searchByWordStart(q, undefined, { page: 1, pageSize: SUGGEST_PER_KIND, offset: 0 }, { count: false, perKind: true });
    const plans: Array<{ name: string; generic: number; custom: number }> = await ds.query(
      `SELECT name, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name LIKE 'catalogue_planned_%'`,
    );
    // One at a time, the statements ran on the connection the next query takes again.
    expect(plans.map((p) => p.generic)).toEqual(plans.map(() => 0));
    expect(plans.reduce((n, p) => n + p.custom, 0)).toBeGreaterThanOrEqual(typed.length);
  });

  it('puts the titles that start with the query first, best rated first among equals', async () => {
    const found = await repo.search.searchByWordStart('le c', undefined, { page: 1, pageSize: SUGGEST_PER_KIND, offset: 0 }, { count: false, perKind: true });
    for (const kind of ['movie', 'series'] as const) {
      const rows = found.rows.filter((r) => r.kind === kind);
      expect(rows).toHaveLength(SUGGEST_PER_KIND);
      expect(rows.every((r) => normalizeText(r.title).startsWith('le c'))).toBe(true);
      const ratings = rows.map((r) => Number(r.rating));
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
  });

  it('keeps the lexicon’s counts of titles per word exact as titles are loaded, added, changed and deleted', async () => {
    const counted = async (words: string[]) => {
      const rows: Array<{ word: string; movies: number; series: number; movies_now: number; series_now: number }> = await ds.query(
        `SELECT w AS word, coalesce(l.movies, 0) AS movies, coalesce(l.series, 0) AS series,
                (SELECT count(*)::int FROM movies WHERE search_document @@ to_tsquery('simple', quote_literal(w))) AS movies_now,
                (SELECT count(*)::int FROM series WHERE search_document @@ to_tsquery('simple', quote_literal(w))) AS series_now
           FROM unnest($1::text[]) AS w LEFT JOIN search_lexicon l ON l.word = w ORDER BY w`,
        [words],
      );
      return rows.map((r) => ({ word: r.word, stored: [r.movies, r.series], actual: [r.movies_now, r.series_now] }));
    };
    const exact = async (words: string[]) => {
      const rows = await counted(words);
      expect(rows.map((r) => ({ word: r.word, counts: r.stored }))).toEqual(rows.map((r) => ({ word: r.word, counts: r.actual })));
      return rows;
    };
    // After the synthetic load (trigger off, counted again at the end): common words, in both tables.
    const loaded = await exact(['noir', 'paris', 'jusqu', 'chateau']);
    expect(loaded.every((r) => r.stored[0] > 0 && r.stored[1] > 0)).toBe(true);

    const [{ id }]: Array<{ id: string }> = await ds.query(
      `INSERT INTO movies (id, title, synopsis, director) VALUES (gen_random_uuid(), 'Zorglub et le noir', 'Un zorglub à Paris', 'Zéphyrin Zorglub') RETURNING id`,
    );
    const added = await exact(['zorglub', 'zephyrin', 'noir', 'paris']);
    expect(added.filter((r) => r.word.startsWith('z')).map((r) => [r.word, r.stored])).toEqual([['zephyrin', [1, 0]], ['zorglub', [1, 0]]]);
    expect(added.find((r) => r.word === 'noir')?.stored[0]).toBe(loaded.find((r) => r.word === 'noir')!.stored[0] + 1);
    await ds.query(`UPDATE movies SET synopsis = 'Un voyage à Lisbonne', director = NULL WHERE id = $1`, [id]);
    expect((await exact(['zorglub', 'zephyrin', 'lisbonne', 'paris'])).map((r) => [r.word, r.stored[0] > 0])).toEqual([
      ['lisbonne', true], ['paris', true], ['zephyrin', false], ['zorglub', true],
    ]);
    await ds.query(`DELETE FROM movies WHERE id = $1`, [id]);
    expect((await exact(['zorglub', 'zephyrin', 'noir', 'lisbonne'])).find((r) => r.word === 'zorglub')?.stored).toEqual([0, 0]);
  });
});
