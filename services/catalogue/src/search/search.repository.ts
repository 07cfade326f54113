import { Injectable } from '@nestjs/common';
import { SEARCH_TOTAL_CAP, type ContentKind } from '@streaming/contracts';
import type { Paging } from '@streaming/platform';
import { SqlParams } from '../database/title-sql.js';
import { SearchStatistics } from './search-statistics.repository.js';
import type { RankQuery, SearchRow, TableStats } from './search-types.js';
import { CatalogueReads } from '../database/catalogue-reads.js';
import { FIELD_WEIGHTS, TYPO_FACTOR, atLeastQuery, matchQuery, splitMatch, termQuery, type SearchTerm } from './search-query.js';
import {
  cappedPage, commonInDocuments, containsSql, creditsWordsSql, escapeLike, fewCredits, kindOf, matchPointsSql, points, pointsSql, POINTS, RANK_ORDER, startsWithSql, tablesOf, synopsisWordsSql, TITLE_ALONE_MAX, titleLikeSql, TITLE_ROWS_OUTRANK,
  WORD_START, wordMatchSql,
} from './search-sql.js';

/**
 * A term matches a row one way only: as typed (no typo corrections), or only through its typo
 * corrections (its word, which no indexed word starts with, is its one prefix: no synonym).
 */
const matchesOneWay = (term: SearchTerm) => !term.fuzzy.length || term.prefixes.length === 1;

/**
 * Matches a query of several words may have per table and still be scored in full, in the statement
 * that counts them (more: its page from the tiers). Past the cap, the page from the tiers counts the
 * matches (up to the cap) and reads those holding a word in their title, one heap read of each more;
 * up to a few thousand, scoring them all in one read costs less ("la nuit étrange" at 1,000,000
 * titles: 3,425 films). One word keeps the cap: its tiers read its titles first.
 */
export const SEVERAL_WORDS_SCORED_MAX = 5000;
/** The matches per table a query's set is scored in full up to (see SEVERAL_WORDS_SCORED_MAX). */
const scoredMax = (terms: readonly SearchTerm[]) => (terms.length > 1 ? SEVERAL_WORDS_SCORED_MAX : SEARCH_TOTAL_CAP);

/**
 * Whether some table (its statistics, as read for the query) likely holds more than `most` matches,
 * from PostgreSQL's own statistics of the full-text column (its most common words and their shares,
 * refreshed by ANALYZE): for each term, the share of the common words it matches; their product
 * (independent words, as the planner assumes) times the table's rows.
 */
function likelyMore(tableStats: ReadonlyArray<TableStats | undefined>, terms: SearchTerm[], most: number): boolean {
  return tableStats.some((st) => {
    if (!st) return false;
    const shares = terms.map((term) => Math.min(st.shares.shareOf([...term.prefixes, ...term.fuzzy]), 1));
    return shares.reduce((a, b) => a * b, 1) * st.rows > most;
  });
}

/**
 * A query of one word, the whole of what was typed, matched as typed (no synonym, no typo
 * correction): the rows whose title contains it outrank the others (TITLE_ROWS_OUTRANK).
 */
const titleFirst = (q: RankQuery) =>
  TITLE_ROWS_OUTRANK && q.terms.length === 1 && q.terms[0].prefixes.length === 1 && !q.terms[0].fuzzy.length && q.phrase === q.terms[0].word;

/**
 * The results page on PostgreSQL: weighted full-text documents, trigram indexes and the lexicon's
 * counts (the words the query's terms stand for come from SearchLexicon). Every read is a public one
 * (a read replica when there is one); nothing here writes.
 */
@Injectable()
export class SearchRepository {
  constructor(
    private readonly reads: CatalogueReads,
    private readonly statistics: SearchStatistics,
  ) {}

  /**
   * The results page: films and series ranked together, at most SEARCH_TOTAL_CAP of them. Rows hold
   * at least `required` of the terms (see relaxations()); the others still count where found.
   *
   * Most queries match a few hundred titles: every match is scored. A common word can match
   * thousands, nearly all through their synopses only, where they all score alike: then only the rows
   * whose title, original title or director may hold a term are scored, and the others are read best
   * rated first, as many as the page needs (tierSql). Same results, same order; one statement.
   */
  async search(
    terms: SearchTerm[], required: number, phrase: string, kind: ContentKind | undefined, pg: Paging,
    /** tiers: false scores every match even for a common word (what the tiers are checked against). */
    opts: { tiers?: boolean } = {},
  ): Promise<{ rows: SearchRow[]; total: number; capped: boolean }> {
    const everyTerm = required >= terms.length;
    const stats = await this.statistics.get();
    /** The query's one word, and the statistics of the tables searched (what the one-word ways are picked by). */
    const word = terms.length === 1 ? terms[0].word : undefined;
    const tables = tablesOf(kind);
    const tableStats = tables.map((table) => stats.get(table));
    const q: RankQuery = {
      tables,
      terms,
      required,
      everyTerm,
      phrase,
      page: cappedPage(pg),
      // Synopsis-only rows score alike when every term must be there and each matches one way: as
      // typed (no typo corrections), or only through its corrections (a word no indexed word starts with, no synonym).
      tiersApply: opts.tiers !== false && terms.length > 0 && everyTerm && terms.every(matchesOneWay),
      // Every term required: the common words ("une": 90% of the films' documents) checked on the rows the others find.
      match: everyTerm ? splitMatch(terms, [...stats.values()]) : { indexed: atLeastQuery(terms, required), checked: '' },
      fewCredits: !!word && tableStats.every((st) => !!st && fewCredits(st, word)),
      commonInDocuments: !!word && tableStats.some((st) => !!st && commonInDocuments(st, word)),
    };
    // A word more titles hold than the cap (the lexicon's counts): nothing to count, the page from
    // the tiers. A common word by PostgreSQL's statistics: its matches only counted and its page from
    // the tiers; otherwise every match scored. When the count says otherwise, the other way.
    if (q.tiersApply && terms.length === 1 && (await this.surelyBig(q.tables, terms[0]))) {
      const rows = await this.rankedPage(q, true, true);
      return { total: SEARCH_TOTAL_CAP, capped: true, rows: rows.filter((r) => r.id !== null) };
    }
    const likelyBig = q.tiersApply && q.page.pageSize > 0 && likelyMore(tableStats, terms, scoredMax(terms));
    let found = await this.rankedPage(q, likelyBig);
    if (found[0].big !== likelyBig && q.page.pageSize > 0) found = await this.rankedPage(q, found[0].big);
    const { total: count } = found[0];
    return { total: Math.min(count, SEARCH_TOTAL_CAP), capped: count > SEARCH_TOTAL_CAP, rows: found.filter((r) => r.id !== null) };
  }

  /**
   * One statement: the matches (m: narrow rows; when the tiers apply, at most CAP + 1 per table, or
   * SEVERAL_WORDS_SCORED_MAX + 1 for several words, so that a table which fills them is a big set),
   * their count and whether the set is big (c), and the page (ranked), read in full. `byTiers`: the
   * page from the tiers, run only if the set is big, and the matches only counted (countSql);
   * otherwise the matches scored and ranked, unless the set is big. `knownBig`: the set is big
   * (surelyBig), the matches are not read at all.
   */
  private async rankedPage(q: RankQuery, byTiers: boolean, knownBig = false): Promise<Array<SearchRow & { total: number; big: boolean }>> {
    const p = new SqlParams();
    const match = this.matchCondition(q.match, q.phrase, p);
    const matched = match.all;
    const most = scoredMax(q.terms);
    const limit = q.tiersApply ? ` LIMIT ${most + 1}` : '';
    // When every matching row holds every term, no need to check each first (guard).
    const pointsExpr = byTiers ? 'NULL::int' : matchPointsSql(q.terms, q.everyTerm, q.phrase, p, !q.everyTerm);
    const scored = q.tables.map(
      (table) => `(SELECT '${kindOf(table)}'::text AS kind, t.id, t.rating, t.views_count, ${pointsExpr} AS points FROM ${table} t WHERE ${matched}${limit})`,
    );
    const big = q.tiersApply ? q.tables.map((table) => `count(*) FILTER (WHERE kind = '${kindOf(table)}') > ${most}`).join(' OR ') : 'false';
    const ctes = knownBig
      ? [`c AS (SELECT ${SEARCH_TOTAL_CAP + 1} AS n, true AS big)`]
      : byTiers
        ? this.countSql(q.tables, match)
        : [`m AS MATERIALIZED (${scored.join(' UNION ALL ')})`, `c AS (SELECT count(*)::int AS n, ${big} AS big FROM m)`];
    let candidates = `SELECT m.* FROM m WHERE NOT (SELECT big FROM c)`;
    if (byTiers) {
      const tiers = this.tierSql(q, matched, p);
      ctes.push(...tiers.ctes);
      candidates = tiers.candidates;
    }
    ctes.push(`ranked AS (SELECT u.* FROM (${candidates}) u ORDER BY ${RANK_ORDER('u')} LIMIT ${p.add(q.page.pageSize)} OFFSET ${p.add(q.page.offset)})`);
    const sql = this.pageSql(q.tables, ctes.join(', '));
    // Prepared, planned once (planning was a third of such a search at 100,000 titles, and half of the
    // tiers' page of one word); the tiers' page of several words planned for its values, parsed once:
    // which of its conditions finds few rows depends on the words ("les secrets": every title holding
    // "les" is a strong candidate, and only the match of both words finds few of them).
    return byTiers && q.terms.length > 1 ? this.reads.queryPlanned(sql, p.values) : this.reads.queryPrepared(sql, p.values);
  }

  /**
   * The CTEs `c` of a page from the tiers: whether some table holds more matches than the cap (big)
   * and how many (n; when big, CAP + 1: the page says "1,000 or more"), without reading the matches.
   * The rows holding the words are counted first, through their index alone, table after table
   * (`words_big`): more than the cap of them in one table is a big set, whatever the other conditions
   * find and the other table holds. Otherwise every match is counted (the title equal to the query,
   * the whole query inside a title). Each count stops at CAP + 1.
   */
  private countSql(tables: ReadonlyArray<'movies' | 'series'>, match: { all: string; words: string | null }): string[] {
    const cap = SEARCH_TOTAL_CAP;
    const upTo = (table: string, condition: string) => `(SELECT count(*) FROM (SELECT 1 FROM ${table} t WHERE ${condition} LIMIT ${cap + 1}) x)`;
    const { words } = match;
    const wordsBig = words ? tables.map((table) => `${upTo(table, words)} > ${cap}`).join(' OR ') : 'false';
    // Each table's count of every match is run only when no table is big by its words.
    const counts = tables.map((table) => `(CASE WHEN (SELECT big FROM words_big) THEN 0 ELSE ${upTo(table, match.all)} END)`);
    return [
      `words_big AS (SELECT ${wordsBig} AS big)`,
      `c AS (SELECT CASE WHEN w.big THEN ${cap + 1} ELSE f.n END AS n, w.big OR f.big AS big
               FROM words_big w, (SELECT sum(v.n)::int AS n, max(v.n) > ${cap} AS big FROM (VALUES ${counts.join(', ')}) v(n)) f)`,
    ];
  }

  /**
   * Whether some table surely holds more matches than the cap for a query of one word (every match
   * required, the term matching one way): a word the term matches (one starting with it or with one
   * of its synonyms; or one of its typo corrections) is held by more of that table's titles than
   * SEARCH_TOTAL_CAP, by the lexicon's counts, and each of those titles matches.
   */
  private async surelyBig(tables: ReadonlyArray<'movies' | 'series'>, term: SearchTerm): Promise<boolean> {
    // The words starting with a prefix, and the typo corrections themselves (a word found through them only).
    const [most] = await this.reads.queryPrepared<{ movies: number; series: number }>(`SELECT coalesce(max(x.movies), 0) AS movies, coalesce(max(x.series), 0) AS series
       FROM (SELECT l.movies, l.series FROM unnest($1::text[]) AS p(w), LATERAL (SELECT l.movies, l.series FROM search_lexicon l WHERE ${startsWithSql('l.word', 'p.w')}) l
             UNION ALL SELECT l.movies, l.series FROM search_lexicon l WHERE l.word = ANY($2::text[])) x`, [term.prefixes, term.fuzzy]);
    return tables.some((table) => most[table] > SEARCH_TOTAL_CAP);
  }

  /**
   * The rows of a results page: the terms' full-text match, the title equal to the query, or the whole
   * query inside a title, original title or director, as the header's suggestions match it (so that
   * the page finds at least what they showed): `all`, and `words`, the full-text match alone.
   */
  private matchCondition(match: RankQuery['match'], phrase: string, p: SqlParams): { all: string; words: string | null } {
    const whole = p.add(phrase);
    const conditions = [`t.title_sort = ${whole}`, containsSql(phrase, p, whole)];
    const words = match.indexed ? wordMatchSql('t.search_document', match, p) : null;
    if (words) conditions.push(words);
    return { all: `(${conditions.join(' OR ')})`, words };
  }

  /**
   * The page's rows of `ranked` (kind, id, points) read in full, in rank order, each with the count
   * of `c` (n, big); one row of nulls but the count when the page is empty.
   */
  private pageSql(tables: ReadonlyArray<'movies' | 'series'>, ctes: string): string {
    const full = tables.map(
      (table) => `SELECT r.kind, t.id, t.title, t.original_title, t.director, t.release_year, t.poster_url, t.rating, t.views_count, t.quality,
                         r.points / ${POINTS}.0 AS score, r.points
                    FROM ranked r JOIN ${table} t ON t.id = r.id WHERE r.kind = '${kindOf(table)}'`,
    );
    return `WITH ${ctes}
       SELECT x.kind, x.id, x.title, x.original_title, x.director, x.release_year, x.poster_url, x.rating, x.views_count, x.quality, x.score,
              c.n AS total, c.big
         FROM c LEFT JOIN (${full.join(' UNION ALL ')}) x ON true ORDER BY ${RANK_ORDER('x')}`;
  }

  /**
   * A common word's candidates, read only when the set is big: the rows whose title, original title
   * or director holds a term (title_document's index) or whose search_text holds the whole query
   * (trigram index), scored in full (the `strong` CTE); the others can only match in their synopses
   * and all score the same, so per table only the best rated offset + pageSize of them are read,
   * walking movies_search_rank_idx, and only when fewer strong rows than that outrank them.
   * For one word matched as typed (titleFirst), the rows whose title contains it outrank every other
   * (TITLE_ROWS_OUTRANK): they are read first (`titled`, the titles' trigram index), and the rows
   * holding the word in their original title or director only (a director's name: thousands of rows)
   * are scored only when the titles do not fill the page. When the word is in few credits, the titles
   * that may score more than one holding it nowhere else are read first (`titled_more`), and the other
   * titles only when those do not fill the page.
   */
  private tierSql(q: RankQuery, matched: string, p: SqlParams): { ctes: string[]; candidates: string } {
    // The page of one word is planned once for every word (rankedPage), so the plan cannot weigh how many
    // rows a value finds. `matched` (the word anywhere, synopses included: thousands of rows) is then
    // checked on the rows found and never looked up in its index (IS TRUE keeps it out of the index
    // conditions): the strong rows are found by their own condition (the word in the title, original
    // title or director, or the whole query inside them: few rows), and the weak ones by walking the rank
    // index until the page is full. Same rows, same order.
    const held = q.terms.length === 1 ? `${matched} IS TRUE` : matched;
    const anyTerm = matchQuery(q.terms, 'any');
    const isStrong = `(${containsSql(q.phrase, p)}${anyTerm ? ` OR t.title_document @@ ${p.add(anyTerm)}::tsquery` : ''})`;
    const weakPoints = q.terms.reduce((sum, term) => sum + points(FIELD_WEIGHTS.D * (term.fuzzy.length ? TYPO_FACTOR : 1)), 0);
    const needed = p.add(q.page.offset + q.page.pageSize);
    const scored = (table: 'movies' | 'series', condition: string) =>
      `SELECT '${kindOf(table)}'::text AS kind, t.id, t.rating, t.views_count, ${pointsSql(q.terms, ['A', 'B', 'C', 'D'], q.phrase, p)} AS points
         FROM ${table} t WHERE (SELECT big FROM c) AND ${condition}`;
    const ctes: string[] = [];
    if (titleFirst(q)) {
      // A title containing the word is a strong row and a match (search_text holds the title): no other condition to check.
      const inTitle = titleLikeSql(p.add(`%${escapeLike(q.phrase)}%`));
      const allTitles = (unless?: string) => q.tables.map((table) => scored(table, unless ? `NOT ${unless} AND ${inTitle}` : inTitle)).join(' UNION ALL ');
      // Built only as used: each select adds its own parameters, and a parameter no select uses has no type.
      let titled: string;
      if (!q.fewCredits) titled = allTitles();
      else {
        // Among them, those that may score more than a title holding the word nowhere else (TITLE_ALONE_MAX): the title
        // equal to it, the word in the credits (few: fewCredits), or in the synopsis and in a title word (an index each;
        // the title is checked on the rows found: the planner does not know how many titles contain a word). When
        // enough of them do score more, they are the page, and the other titles (thousands for "noir" at 1,000,000
        // titles) are not read.
        const word = p.add(termQuery(q.terms[0], ''));
        const phrase = p.add(q.phrase);
        // A common word ("une": 90% of the synopses) is checked on the titles found, not looked up in the synopses' index.
        const inSynopsis = q.commonInDocuments ? `(${synopsisWordsSql(word)}) IS TRUE` : synopsisWordsSql(word);
        const more = `strpos(t.title_sort, ${phrase}) > 0 AND (t.title_sort = ${phrase} OR ${creditsWordsSql(word)}
                        OR (${inSynopsis} AND t.title_document @@ ${word}::tsquery))`;
        ctes.push(`titled_more AS MATERIALIZED (${q.tables.map((table) => scored(table, more)).join(' UNION ALL ')})`);
        const enough = `(SELECT count(*) FROM titled_more WHERE points > ${TITLE_ALONE_MAX}) >= ${needed}`;
        titled = `SELECT * FROM titled_more WHERE ${enough} UNION ALL ${allTitles(enough)}`;
      }
      ctes.push(`titled AS MATERIALIZED (${titled})`);
      const others = q.tables.map((table) => scored(table, `(SELECT count(*) FROM titled) < ${needed} AND ${isStrong} AND NOT (${inTitle}) AND ${held}`));
      ctes.push(`strong AS MATERIALIZED (SELECT * FROM titled UNION ALL ${others.join(' UNION ALL ')})`);
    } else {
      ctes.push(`strong AS MATERIALIZED (${q.tables.map((table) => scored(table, `${isStrong} AND ${held}`)).join(' UNION ALL ')})`);
    }
    const weak = q.tables.map(
      (table) => `(SELECT '${kindOf(table)}'::text AS kind, t.id, t.rating, t.views_count, ${weakPoints} AS points
                     FROM ${table} t WHERE (SELECT big FROM c) AND (SELECT count(*) FROM strong s WHERE s.points > ${weakPoints}) < ${needed}
                      AND NOT ${isStrong} AND ${held}
                    ORDER BY t.rating DESC NULLS LAST, t.views_count DESC, t.id LIMIT ${needed})`,
    );
    return { ctes, candidates: ['SELECT * FROM strong', ...weak].join(' UNION ALL ') };
  }

  /**
   * A query without any word of 3 letters or more ('le', 'va', 'le c'), for the results page and the
   * header's suggestions alike: the titles that start with it, then the titles, original titles and
   * directors with a word that starts with it, each best rated first (WORD_START). Each part is read
   * in rank order only as far as the page needs (title prefix index, which holds the rank's columns,
   * and rank index), and the matches are counted up to the cap only (`count: false`: not at all), so
   * that a query matching half the catalogue costs a page, not the catalogue. `perKind`: a page of
   * each kind (the header's suggestions: films and series in one statement, planned once).
   */
  async searchByWordStart(
    phrase: string, kind: ContentKind | undefined, pg: Paging,
    /** tiers: false looks for the words inside whether or not the titles fill the page (what that is checked against). */
    { count = true, tiers = true, perKind = false }: { count?: boolean; tiers?: boolean; perKind?: boolean } = {},
  ): Promise<{ rows: SearchRow[]; total: number; capped: boolean }> {
    const tables = tablesOf(kind);
    const page = cappedPage(pg);
    const p = new SqlParams();
    const q = p.add(phrase);
    const needed = p.add(page.offset + page.pageSize);
    const order = `ORDER BY t.rating DESC NULLS LAST, t.views_count DESC, t.id`;
    // Titles starting with the query outrank the others (WORD_START's points): the words inside
    // titles, original titles and directors are looked for only when those titles do not fill the
    // page (each kind's own with perKind).
    const starts = (table: 'movies' | 'series') => `starts_${table}`;
    const filled = (list: ReadonlyArray<'movies' | 'series'>) => `(${list.map((table) => `(SELECT count(*) FROM ${starts(table)})`).join(' + ')}) >= ${needed}`;
    const enoughStarts = (table: 'movies' | 'series') => (!tiers ? 'false' : filled(perKind ? [table] : tables));
    const partsOf = (table: 'movies' | 'series') => [
      `SELECT * FROM ${starts(table)}`,
      `(SELECT '${kindOf(table)}'::text AS kind, t.id, t.rating, t.views_count, ${WORD_START.wordPoints} AS points
          FROM ${table} t WHERE NOT ${enoughStarts(table)} AND ${WORD_START.word(q)} AND NOT (${WORD_START.title(q)}) ${order} LIMIT ${needed})`,
    ];
    const pageOf = (parts: string[]) =>
      `SELECT u.* FROM (${parts.join(' UNION ALL ')}) u ORDER BY ${RANK_ORDER('u')} LIMIT ${p.add(page.pageSize)} OFFSET ${p.add(page.offset)}`;
    const ranked = perKind ? tables.map((table) => `(${pageOf(partsOf(table))})`).join(' UNION ALL ') : pageOf(tables.flatMap(partsOf));
    const counted = count
      ? tables.map((table) => `(SELECT count(*) FROM (SELECT 1 FROM ${table} t WHERE (${WORD_START.title(q)}) OR ${WORD_START.word(q)} LIMIT ${SEARCH_TOTAL_CAP + 1}) x)`).join(' + ')
      : '0';
    const ctes = [
      `c AS (SELECT (${counted})::int AS n, false AS big)`,
      ...tables.map(
        (table) => `${starts(table)} AS MATERIALIZED (SELECT '${kindOf(table)}'::text AS kind, t.id, t.rating, t.views_count, ${WORD_START.titlePoints} AS points
          FROM ${table} t WHERE ${WORD_START.title(q)} ${order} LIMIT ${needed})`,
      ),
      `ranked AS (${ranked})`,
    ];
    // Planned for its values at every run, parsed once: its best plan depends on how many titles start
    // with the query (a generic plan sorted every title starting with "le", 1.3 s at 100,000 titles,
    // instead of walking the rank index).
    const found = await this.reads.queryPlanned<SearchRow & { total: number }>(this.pageSql(tables, ctes.join(', ')), p.values);
    const n = found[0]?.total ?? 0;
    return { total: Math.min(n, SEARCH_TOTAL_CAP), capped: n > SEARCH_TOTAL_CAP, rows: found.filter((r) => r.id !== null) };
  }
}
