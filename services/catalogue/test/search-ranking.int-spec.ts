import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase, migrate, runPreparedGeneric } from '@streaming/platform';
import { SEARCH_TOTAL_CAP } from '@streaming/contracts';
import type { DataSource } from 'typeorm';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../src/database/catalogue-data-source.js';
import { CatalogueReads } from '../src/database/catalogue-reads.js';
import { generateSynthetic } from '../src/seed/synthetic.js';
import { SearchLexicon } from '../src/search/search-lexicon.repository.js';
import { SearchRepository, SEVERAL_WORDS_SCORED_MAX } from '../src/search/search.repository.js';
import { SearchStatistics } from '../src/search/search-statistics.repository.js';
import { SuggestRepository } from '../src/search/suggest.repository.js';
import { SearchService } from '../src/search/search.service.js';
import { normalizeText, searchWords } from '../src/search/search-normalize.js';
import { buildTerms } from '../src/search/search-query.js';

// Search over thousands of synthetic titles, on its own database: common words match more titles
// than the results cap, and the short way of ranking them must give what ranking them all gives.
const url = `${currentTestNames().DATABASE_URL}_search`;
let ds: DataSource;
let repo: SearchRepository;
let lexicon: SearchLexicon;
let service: SearchService;
/** The statements the repository sent, in order. */
const sent: string[] = [];

/** The terms of `q`, as the service builds them from the lexicon. */
const terms = async (q: string) => {
  const words = searchWords(normalizeText(q));
  return buildTerms(words, await lexicon.lookUp(words));
};

type Found = Awaited<ReturnType<SearchRepository['search']>>;

/**
 * Each page of `q` for each kind, by the short ways and by scoring every match: the same total and rows, in
 * the same order, with the same scores. `each` also checks a page by the short ways and the statements it sent.
 */
async function expectAsScoringEveryMatch(
  q: string, kinds: ReadonlyArray<'movie' | 'series' | undefined>, pages: number[],
  each: (found: Found, page: number, statements: string[]) => void = () => undefined,
): Promise<void> {
  const t = await terms(q);
  for (const kind of kinds) {
    for (const page of pages) {
      const pg = { page, pageSize: 24, offset: (page - 1) * 24 };
      const all = await repo.search(t, t.length, normalizeText(q), kind, pg, { tiers: false });
      sent.length = 0;
      const tiers = await repo.search(t, t.length, normalizeText(q), kind, pg);
      const shown = (r: Found) => ({ q, kind, page, total: r.total, capped: r.capped, rows: r.rows.map((row) => [row.id, Number(row.score)]) });
      expect(shown(tiers)).toEqual(shown(all));
      each(tiers, page, [...sent]);
    }
  }
}

beforeAll(async () => {
  await dropDatabase(url);
  await migrate(createCatalogueDataSource(url), url, CATALOGUE_SCHEMA);
  ds = createCatalogueDataSource(url, 2);
  (ds.options.extra as Record<string, unknown>).statement_timeout = 0;
  await ds.initialize();
  await generateSynthetic(ds, 24000);
  // The statements the tiers' pages send: plain, prepared, or planned for their values.
  const reads = new CatalogueReads(ds);
  const query = reads.query.bind(reads);
  reads.query = <T>(sql: string, params?: unknown[]) => {
    sent.push(sql);
    return query<T>(sql, params);
  };
  const prepared = reads.queryPrepared.bind(reads);
  reads.queryPrepared = <Row>(sql: string, params: unknown[]) => {
    sent.push(sql);
    return prepared<Row>(sql, params);
  };
  const planned = reads.queryPlanned.bind(reads);
  reads.queryPlanned = <Row>(sql: string, params: unknown[]) => {
    sent.push(sql);
    return planned<Row>(sql, params);
  };
  const statistics = new SearchStatistics(reads);
  repo = new SearchRepository(reads, statistics);
  lexicon = new SearchLexicon(reads);
  service = new SearchService(repo, new SuggestRepository(reads, statistics), lexicon);
}, 120_000);

afterAll(async () => {
  await ds?.destroy();
  await dropDatabase(url);
});

describe('search over thousands of titles', () => {
  it('ranks a common word the short way exactly as scoring every match does, on every page and kind', async () => {
    // The short way is taken when a table holds more matches than the cap: these words do.
    for (const word of ['noir', 'paris']) {
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM movies WHERE search_document @@ to_tsquery('simple', $1)`, [`${word}:*`]);
      expect({ word, more: n > SEARCH_TOTAL_CAP }).toEqual({ word, more: true });
    }
    // "nuitt" is no word's start: found through its typo correction ("nuit") only, in more titles than the cap.
    expect(await terms('nuitt')).toMatchObject([{ prefixes: ['nuitt'], fuzzy: ['nuit'] }]);
    for (const q of ['noir', 'paris', 'la nuit', 'lisbonne', 'nuitt', 'la nuitt', 'nuitt noir', 'une nuit', "jusqu'à une"]) await expectAsScoringEveryMatch(q, [undefined, 'series'], [1, 2, 20, 42]);
  });

  it('ranks a name in many credits and a few titles from the titles first, exactly as scoring every match does', async () => {
    // "zorglub": a director's name on 1,100 films (some with it in their original title or synopsis too,
    // the best rated of all), and in the titles of 41 others (inside a word in 10 of them: "antizorglub").
    await ds.query(`INSERT INTO movies (id, title, original_title, director, synopsis, rating, views_count)
      SELECT gen_random_uuid(), 'Film ' || g, CASE WHEN g % 7 = 0 THEN 'Zorglub ' || g END, 'Ana Zorglub', CASE WHEN g % 3 = 0 THEN 'Un film de Zorglub.' ELSE 'Un film.' END,
             5 - (g % 50) / 10.0, g FROM generate_series(1, 1100) g`);
    await ds.query(`INSERT INTO movies (id, title, director, synopsis, rating, views_count)
      SELECT gen_random_uuid(), CASE WHEN g % 4 = 0 THEN 'Le Grand Antizorglub ' || g ELSE 'Zorglub et la lune ' || g END, 'Lee Park',
             CASE WHEN g % 5 = 0 THEN 'Zorglub revient.' ELSE 'Une histoire.' END, (g % 30) / 10.0, g FROM generate_series(1, 40) g`);
    await ds.query(`INSERT INTO movies (id, title, director, rating) VALUES (gen_random_uuid(), 'Zorglub', 'Lee Park', 1)`);
    await ds.query('ANALYZE movies');
    await expectAsScoringEveryMatch('zorglub', [undefined, 'movie'], [1, 2, 3, 20, 42], (tiers, page, statements) => {
      // The titles (41) fill the first page only: the credits are not read for it.
      expect({ page, titlesFirst: statements.some((sql) => sql.includes('titled AS')) }).toEqual({ page, titlesFirst: true });
      if (page === 1) expect(tiers.rows.every((row) => row.title.toLowerCase().includes('zorglub'))).toBe(true);
      if (page === 2) expect(tiers.rows.some((row) => !row.title.toLowerCase().includes('zorglub'))).toBe(true);
    });
    // Typed with another word, or with a short word around it, the titles do not outrank the credits: every match scored.
    for (const q of ['le zorglub', 'zorglub lune']) {
      const tq = await terms(q);
      const pg = { page: 1, pageSize: 24, offset: 0 };
      sent.length = 0;
      const tiers = await repo.search(tq, tq.length, normalizeText(q), undefined, pg);
      expect({ q, titlesFirst: sent.some((sql) => sql.includes('titled AS')) }).toEqual({ q, titlesFirst: false });
      const all = await repo.search(tq, tq.length, normalizeText(q), undefined, pg, { tiers: false });
      expect(tiers.rows.map((row) => row.id)).toEqual(all.rows.map((row) => row.id));
    }
  });

  it('ranks a word in many titles from those that hold it elsewhere too when they fill the page, exactly as scoring every match does', async () => {
    // "quasar": 90 titles (in the synopsis too for 40 of them), the title "Quasar" itself, 3 titles directed by "Quasar
    // Jones", 30 titles holding it inside a word ("antiquasar"), the best rated, 20 of them in their synopses too and 10
    // directed by "Quasar Jones", and 1,000 synopses alone (a big set).
    await ds.query(`INSERT INTO movies (id, title, director, synopsis, rating, views_count)
      SELECT gen_random_uuid(), 'Quasar ' || g, 'Lee Park', CASE WHEN g % 9 < 4 THEN 'Un quasar.' ELSE 'Une étoile.' END, (g % 30) / 10.0, g
        FROM generate_series(1, 90) g`);
    await ds.query(`INSERT INTO movies (id, title, director, synopsis, rating, views_count) VALUES
      (gen_random_uuid(), 'Quasar', 'Lee Park', NULL, 1, 0),
      (gen_random_uuid(), 'Quasar Bleu', 'Quasar Jones', NULL, 5, 1), (gen_random_uuid(), 'Quasar Vert', 'Quasar Jones', NULL, 4.9, 2),
      (gen_random_uuid(), 'Quasar Rouge', 'Quasar Jones', 'Un quasar.', 0.5, 3)`);
    await ds.query(`INSERT INTO movies (id, title, director, synopsis, rating, views_count)
      SELECT gen_random_uuid(), 'L''Antiquasar ' || g, CASE WHEN g > 20 THEN 'Quasar Jones' ELSE 'Lee Park' END,
             CASE WHEN g <= 20 THEN 'Le quasar revient.' END, 5, 100 + g FROM generate_series(1, 30) g`);
    await ds.query(`INSERT INTO movies (id, title, director, synopsis, rating, views_count)
      SELECT gen_random_uuid(), 'Film ' || g, 'Lee Park', 'Un quasar passe.', 4, g FROM generate_series(1, 1000) g`);
    await ds.query('ANALYZE movies');
    await expectAsScoringEveryMatch('quasar', [undefined, 'movie'], [1, 2, 3, 5, 42], (_, page, statements) => {
      expect({ page, titledMore: statements.some((sql) => sql.includes('titled_more AS')) }).toEqual({ page, titledMore: true });
    });
  });

  it('counts and pages at most 1,000 results, the best first', async () => {
    const first = await service.search({ q: 'noir' });
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(first.items).toHaveLength(24);
    const scores = first.items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(first.items[0].title.toLowerCase()).toContain('noir');

    const last = await service.search({ q: 'noir', page: 42 });
    expect(last.items).toHaveLength(SEARCH_TOTAL_CAP - 41 * 24);
    expect(await service.search({ q: 'noir', page: 43 })).toMatchObject({ items: [], total: SEARCH_TOTAL_CAP, totalCapped: true });

    const rare = await service.search({ q: 'hélène dupont' });
    expect(rare.totalCapped).toBe(false);
    expect(rare.total).toBeLessThan(SEARCH_TOTAL_CAP);
  });

  it('plans each shape of results page once, whatever the words searched', async () => {
    for (const q of ['noir', 'paris', 'hélène dupont', 'la nuit etrange', 'noir paris xqzwvk', 'vampyre']) await service.search({ q });
    await service.search({ q: 'noir', kind: 'series', page: 3 });
    // One at a time, the statements ran on one connection, which the next statement takes again.
    const plans: Array<{ generic: number; custom: number; tiers: boolean }> = await runPreparedGeneric(
      ds,
      {
        name: 'search_plans_check',
        text: `SELECT generic_plans::int AS generic, custom_plans::int AS custom, statement LIKE '%strong AS%' AS tiers
                 FROM pg_prepared_statements WHERE name LIKE 'catalogue_read_%' AND statement LIKE '%ranked AS%'`,
      },
      [],
    );
    expect(plans.length).toBeGreaterThan(1);
    expect(plans.filter((p) => p.custom > 0)).toEqual([]);
    expect(plans.reduce((n, p) => n + p.generic, 0)).toBeGreaterThan(plans.length);
    // A common word's page by tiers ('noir', 'paris', the series' third page of 'noir') too: planned once, run three times.
    expect(plans.filter((p) => p.tiers).reduce((n, p) => n + p.generic, 0)).toBeGreaterThanOrEqual(3);
  });

  it('scores every match of several words in one statement up to a few thousand of them, planned once', async () => {
    // "une nuit": more matches than a page counts, fewer than are scored in full.
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM movies WHERE search_document @@ to_tsquery('simple', 'une & nuit:*')`);
    expect(n > SEARCH_TOTAL_CAP && n <= SEVERAL_WORDS_SCORED_MAX).toBe(true);
    sent.length = 0;
    expect(await service.search({ q: 'une nuit' })).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    const pages = sent.filter((sql) => sql.includes('ranked AS'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('m AS MATERIALIZED');
    expect(pages[0]).not.toContain('strong AS');
    // Prepared, generic plan: one at a time, it ran on the generic plans' connection this check takes again.
    const plans: Array<{ generic: number }> = await runPreparedGeneric(
      ds,
      { name: 'several_words_plan_check', text: `SELECT generic_plans::int AS generic FROM pg_prepared_statements WHERE name LIKE 'catalogue_read_%' AND statement = $1` },
      [pages[0]],
    );
    expect(plans).toHaveLength(1);
    expect(plans[0].generic).toBeGreaterThanOrEqual(1);
  });

  it('plans the tiers\' page of several words for its values, parsed once', async () => {
    // "jusqu'à une": both words in most documents, more matches than are scored in full; the titles holding
    // either are most of them, or few, as the words go: the plan is made for the words searched.
    sent.length = 0;
    const found = await service.search({ q: "jusqu'à une" });
    expect(found.totalCapped).toBe(true);
    expect(sent.some((sql) => sql.includes('strong AS'))).toBe(true);
    await service.search({ q: "jusqu'à une", page: 2 });
    const plans: Array<{ generic: number; custom: number }> = await ds.query(
      `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
        WHERE name LIKE 'catalogue_planned_%' AND statement LIKE '%strong AS%'`,
    );
    // One at a time, the statements ran on the connection the next query takes again.
    expect(plans.map((p) => p.generic)).toEqual(plans.map(() => 0));
    expect(plans.reduce((n, p) => n + p.custom, 0)).toBeGreaterThanOrEqual(2);
  });

  it('drops one word of a query that finds nothing before falling back to any word', async () => {
    const both = await service.search({ q: 'noir paris', pageSize: 48 });
    expect(both.total).toBeGreaterThan(0);
    const relaxed = await service.search({ q: 'noir paris xqzwvk', pageSize: 48 });
    expect(relaxed.total).toBe(both.total);
    expect(relaxed.items.map((i) => i.id).sort()).toEqual(both.items.map((i) => i.id).sort());
    const any = await service.search({ q: 'xqzwvk paris', pageSize: 48 });
    expect(any.total).toBe((await service.search({ q: 'paris' })).total);
  });
});
