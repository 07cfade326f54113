import { Injectable } from '@nestjs/common';
import { CatalogueReads } from '../database/catalogue-reads.js';
import { SqlParams } from '../database/title-sql.js';
import { SearchStatistics } from './search-statistics.repository.js';
import { COMMON_WORD_SHARE, matchQuery, splitMatch, termQuery, type SearchTerm } from './search-query.js';
import {
  containsSql, creditsWordsSql, escapeLike, fewCredits, HELD_FIRST_MIN_ROWS, HELD_OTHERS_MAX, kindOf, originalWordsSql, pointsSql, startsWithSql,
  SUGGEST_TIERS, SUGGEST_WALK_GAIN, SUGGEST_WALK_MAX_ROWS, suggestStartsOutrank, tablesOf, titleLikeSql, TITLED_OTHERS_MAX, WALK_INSIDE_SCORE, WALK_WORD_SCORE,
  walkStartsScore, wordMatchSql,
} from './search-sql.js';
import type { SearchRow, WordStats } from './search-types.js';

type SuggestTable = 'movies' | 'series';

/** One suggestion's statement to build (suggestSql). */
interface SuggestQuery {
  terms: SearchTerm[];
  phrase: string;
  limit: number;
  /** title_document's word match: the terms looked up in its index, and the common ones checked on those rows ('' when none). */
  match: { indexed: string; checked: string };
  /** Every candidate scored, always (what the short ways are checked against). */
  everyCandidate: boolean;
  /** The tables walked (walkable). */
  walks: ReadonlySet<SuggestTable>;
  /** The tables whose titles starting with the query are walked (startsWalks). */
  startsWalks: ReadonlySet<SuggestTable>;
  /** The tables whose rows that may rank are read first, a query of one word alone or with short words (heldFirst). */
  heldFirst: ReadonlySet<SuggestTable>;
}

const RANK = 'rating DESC NULLS LAST, views_count DESC, id';
const rankOf = (alias: string) => RANK.split(', ').map((part) => `${alias}.${part}`).join(', ');

/**
 * The header's live search on PostgreSQL: films and series whose title, original title or director
 * contains what was typed or holds every word of it. Every read is a public one; nothing here writes.
 */
@Injectable()
export class SuggestRepository {
  constructor(
    private readonly reads: CatalogueReads,
    private readonly statistics: SearchStatistics,
  ) {}

  /** The suggestions' word match: every term in title_document, its common words apart (splitCommonTerms). */
  private titleMatch(terms: SearchTerm[], stats: WordStats): { indexed: string; checked: string } {
    return splitMatch(terms, [...stats.values()].map((st) => ({ rows: st.rows, shares: st.titleShares })));
  }

  /**
   * The header's live search: titles, original titles and directors that contain the query (accent-
   * and case-free), or hold every word of it (with one typo allowed); titles starting with it first,
   * `limit` films and `limit` series in one statement (suggestSql: the short ways it takes, and how).
   * `tiers: false` scores every candidate always (what the short ways are checked against). Looking
   * first at the titles that hold the query (trigram index) for every query was tried: it cost more
   * than it saved (tests/load/search-rounds.md).
   */
  async suggest(
    terms: SearchTerm[], phrase: string, limit: number, opts: { tiers?: boolean } = {},
  ): Promise<{ movies: SearchRow[]; series: SearchRow[] }> {
    const everyCandidate = opts.tiers === false;
    const stats = await this.statistics.get();
    const none = new Set<SuggestTable>();
    const walks = everyCandidate ? none : walkable(terms, phrase, limit, stats);
    const query: SuggestQuery = {
      terms, phrase, limit, everyCandidate, walks,
      match: this.titleMatch(terms, stats),
      startsWalks: everyCandidate ? none : startsWalks(terms, phrase, limit, stats),
      heldFirst: everyCandidate ? none : heldFirst(terms, phrase, stats, walks),
    };
    const p = new SqlParams();
    const rows = await this.reads.queryPrepared<SearchRow>(suggestSql(query, p), p.values);
    return { movies: rows.filter((r) => r.kind === 'movie'), series: rows.filter((r) => r.kind === 'series') };
  }
}

/**
 * Whether a walk pays, by the statistics: it reads about limit / share rows where scoring the
 * `holding` rows reads them all, and is taken when it reads SUGGEST_WALK_GAIN times fewer.
 */
const walkPays = (holding: number, rows: number, limit: number) => rows > 0 && holding >= Math.sqrt(SUGGEST_WALK_GAIN * limit * rows);

/**
 * The tables a suggestion may walk (suggestSql): a query of one word without typo corrections that
 * many rows hold in their titles and few in their credits, by the statistics of title_document and of
 * the credits index (a first name is often both: its rows would all be read in full anyway), when the
 * walk pays. Typed with short words, the whole query is looked up too (trigram index, short words
 * included): worth it for a common word only (COMMON_WORD_SHARE).
 */
function walkable(terms: SearchTerm[], phrase: string, limit: number, stats: WordStats): Set<SuggestTable> {
  if (terms.length !== 1 || terms[0].fuzzy.length) return new Set();
  const [{ word }] = terms;
  return new Set(tablesOf(undefined).filter((table) => {
    const st = stats.get(table);
    if (!st) return false;
    const titleOnly = st.titleShares.shareOf([word]) - st.creditsShares.shareOf([word]);
    if (phrase.includes(' ') && titleOnly < COMMON_WORD_SHARE) return false;
    return walkPays(titleOnly * st.rows, st.rows, limit) && fewCredits(st, word);
  }));
}

/**
 * The tables whose titles starting with the query are walked (suggestSql) rather than all scored:
 * terms without typo corrections, each in few credits (as for walkable), and enough titles starting
 * with the query by title_sort's statistics for the walk to pay.
 */
function startsWalks(terms: SearchTerm[], phrase: string, limit: number, stats: WordStats): Set<SuggestTable> {
  if (!terms.length || terms.some((term) => term.fuzzy.length)) return new Set();
  return new Set(tablesOf(undefined).filter((table) => {
    const st = stats.get(table);
    return !!st && walkPays(st.titleStarts.shareOf(phrase) * st.rows, st.rows, limit) && terms.every((term) => fewCredits(st, term.word));
  }));
}

/**
 * The tables (not walked) whose rows that may rank are read first (suggestSql: heldSql), for a query
 * of one word without synonym or typo correction, typed with short words ("ana et la s", "gael et le
 * d") or alone ("nak", "par"): scoring every candidate would read every row holding the word ("ana":
 * 2,238 films at 100,000 titles, most of them by a director of that first name; "nak": 940 of the
 * 1,009 films holding it). Worth it when the statistics give the table HELD_FIRST_MIN_ROWS such rows
 * at least, and many in their credits (not fewCredits: otherwise most are titles, read either way).
 */
function heldFirst(terms: SearchTerm[], phrase: string, stats: WordStats, walks: ReadonlySet<SuggestTable>): Set<SuggestTable> {
  if (terms.length !== 1 || terms[0].fuzzy.length || terms[0].prefixes.length !== 1) return new Set();
  if (!phrase.includes(' ') && phrase !== terms[0].word) return new Set();
  const [{ word }] = terms;
  return new Set(tablesOf(undefined).filter((table) => {
    const st = stats.get(table);
    return !!st && !walks.has(table) && !fewCredits(st, word) && st.titleShares.shareOf([word]) * st.rows >= HELD_FIRST_MIN_ROWS;
  }));
}

/**
 * Films and series in one statement, `limit` of each, best score first. A title starting with the
 * query outranks every other row (suggestStartsOutrank): when `limit` titles of a kind start with it,
 * they are the answer (title prefix index), with no trigram or full-text scan. Otherwise every
 * candidate of that kind is scored, unless the kind is walked: then the rows of WALK_INSIDE_SCORE or
 * WALK_WORD_SCORE, all alike, are read best rated first (rank index, at most SUGGEST_WALK_MAX_ROWS),
 * and only the rows that may score more are read in full: the titles starting with the query, those
 * holding the word in their original title or director (credits_words index), and for a query with
 * short words those holding it whole. The list is theirs when enough rows score more than the
 * walked ones or were walked; the rows left unread then score less, or as much with a lower rank.
 */
function suggestSql(s: SuggestQuery, p: SqlParams): string {
  const q = p.add(s.phrase);
  const limit = Number(s.limit);
  // The query inside search_text (trigram index), or every word in title_document (its own index,
  // which holds no synopsis; the common words checked on the rows the others find).
  const where = s.match.indexed ? `(${containsSql(s.phrase, p, q)} OR ${wordMatchSql('t.title_document', s.match, p)})` : containsSql(s.phrase, p, q);
  const starting = `t.title_sort LIKE ${q} || '%'`;
  const score = `CASE WHEN ${starting} THEN ${SUGGEST_TIERS.starts} WHEN t.title_sort LIKE '%' || ${q} || '%' THEN ${SUGGEST_TIERS.inside}
                      WHEN t.search_text LIKE '%' || ${q} || '%' THEN ${SUGGEST_TIERS.text} ELSE 0 END + ${pointsSql(s.terms, ['A', 'B', 'C'], s.phrase, p)}`;
  const select = (table: SuggestTable, condition: string, order = `score DESC, ${RANK}`, from = `${table} t`) => `SELECT '${kindOf(table)}' AS kind, t.id, t.title,
         t.original_title, t.director, t.release_year, t.poster_url, t.rating, t.views_count, t.quality, ${score} AS score
    FROM ${from} WHERE ${condition} ORDER BY ${order} LIMIT ${limit}`;
  const b: WalkBuilder = {
    p, q, starting, score, select,
    whole: () => p.add(`%${escapeLike(s.phrase)}%`),
    walk: (table, condition) => select(table, condition, rankOf('t'), `(SELECT w.* FROM ${table} w ORDER BY ${rankOf('w')} LIMIT ${SUGGEST_WALK_MAX_ROWS}) t`),
    inCredits: () => creditsWordsSql(p.add(matchQuery(s.terms, 'any'))),
    noCredits: () => `NOT ts_match_vq(t.title_document, ${p.add(s.terms.map((term) => termQuery(term, 'BC', 'exact')).join(' | '))}::tsquery)`,
  };
  const tables = tablesOf(undefined);
  const ordered = (sql: string) => `${sql} ORDER BY kind, score DESC, ${RANK}`;
  if (s.everyCandidate || !suggestStartsOutrank(s.terms.length)) {
    return ordered(tables.map((table) => `SELECT * FROM (${select(table, where)}) every_${table}`).join(' UNION ALL '));
  }
  const enough = (table: SuggestTable) => `(SELECT count(*) FROM starts_${table}) >= ${limit}`;
  const ctes = tables.flatMap((table) => {
    const plain = `starts_${table} AS MATERIALIZED (${select(table, startsWithSql('t.title_sort', q))})`;
    return s.startsWalks.has(table) ? startsWalkSql(table, s, b) : [plain];
  });
  const branches = tables.map((table) => {
    const every = `SELECT * FROM (${select(table, where)}) every_${table} WHERE NOT ${enough(table)}`;
    if (s.heldFirst.has(table)) {
      const held = heldSql(table, s, b);
      ctes.push(...held.ctes);
      return `SELECT * FROM starts_${table} WHERE ${enough(table)}
        UNION ALL SELECT * FROM (${bestOf(held.sets, limit)}) held_best_${table} WHERE NOT ${enough(table)} AND ${held.filled}
        UNION ALL ${every} AND NOT ${held.filled}`;
    }
    if (!s.walks.has(table)) return `SELECT * FROM starts_${table} WHERE ${enough(table)} UNION ALL ${every}`;
    const walk = walkSql(table, s, b);
    ctes.push(...walk.ctes);
    return `SELECT * FROM starts_${table} WHERE ${enough(table)}
      UNION ALL SELECT * FROM (${bestOf(walk.sets, limit)}) walked_${table} WHERE NOT ${enough(table)} AND ${walk.filled}
      UNION ALL ${every} AND NOT ${walk.filled}`;
  });
  return ordered(`WITH ${ctes.join(', ')} ${branches.join(' UNION ALL ')}`);
}

/** What the walks build their statements with (suggestSql): the statement's parameters, score and row selects. */
interface WalkBuilder {
  p: SqlParams;
  /** The phrase's parameter. */
  q: string;
  /** The title starts with the query. */
  starting: string;
  /** A new parameter: a LIKE pattern of the whole query anywhere. */
  whole: () => string;
  score: string;
  select: (table: SuggestTable, condition: string) => string;
  /** The rows of `table` meeting `condition`, in rank order, among the first SUGGEST_WALK_MAX_ROWS of the rank index. */
  walk: (table: SuggestTable, condition: string) => string;
  /** A term in the row's original title or director (credits_words index). */
  inCredits: () => string;
  /** No term in the row's original title or director (checked on the row). */
  noCredits: () => string;
}

/** The best `limit` rows of some CTEs. */
const bestOf = (sets: string[], limit: number) => `${sets.map((set) => `SELECT * FROM ${set}`).join(' UNION ALL ')} ORDER BY score DESC, ${RANK} LIMIT ${Number(limit)}`;

/** Whether the rows read in full that score more than `above`, plus the walked ones if any, fill the list. */
const filledSql = (full: string[], above: number, limit: number, walk?: string) =>
  `((SELECT count(*) FROM (${full.map((set) => `SELECT score FROM ${set}`).join(' UNION ALL ')}) x WHERE x.score > ${above})${walk ? ` + (SELECT count(*) FROM ${walk})` : ''} >= ${Number(limit)})`;

/** One table's walk: its CTEs, the sets the list is taken from, and whether they fill it. */
function walkSql(table: SuggestTable, s: SuggestQuery, b: WalkBuilder): { ctes: string[]; sets: string[]; filled: string } {
  const short = s.phrase.includes(' ');
  const walked = short ? WALK_WORD_SCORE : WALK_INSIDE_SCORE;
  const notStarting = `NOT (${b.starting})`;
  const whole = short ? b.whole() : '';
  // Read in full: the rows holding the word in their original title or director (and, with short
  // words, the rows holding the whole query, apart).
  const ctes = [
    `credits_${table} AS MATERIALIZED (${b.select(table, `${b.inCredits()} AND ${notStarting}${short ? ` AND NOT (t.search_text LIKE ${whole})` : ''}`)})`,
    ...(short ? [`whole_${table} AS MATERIALIZED (${b.select(table, `t.search_text LIKE ${whole} AND ${notStarting}`)})`] : []),
    `walk_${table} AS MATERIALIZED (${b.walk(table, `${b.noCredits()} AND ${b.score} = ${walked}`)})`,
  ];
  const full = [`starts_${table}`, `credits_${table}`, ...(short ? [`whole_${table}`] : [])];
  return { ctes, sets: [...full, `walk_${table}`], filled: filledSql(full, walked, s.limit, `walk_${table}`) };
}

/**
 * For a query of one word (heldFirst), a table's rows that may rank, read in full besides the titles
 * starting with the query; every other row scores less, and when enough of these score more, the list
 * is theirs; otherwise every candidate is scored.
 * - Typed alone: the titles holding it (the titles' trigram index); every other row scores
 *   TITLED_OTHERS_MAX at most.
 * - Typed with short words: the rows holding the whole query in their title, original title or
 *   director (trigram index, every trigram of the query), and those with a word starting with it in
 *   their title (the titles' trigram index: a title's words are title_sort's) or their original title
 *   (original_words index); every other row scores the director's weight at most (HELD_OTHERS_MAX).
 */
function heldSql(table: SuggestTable, s: SuggestQuery, b: WalkBuilder): { ctes: string[]; sets: string[]; filled: string } {
  const sets = [`starts_${table}`, `held_${table}`];
  if (!s.phrase.includes(' ')) {
    const titled = `${titleLikeSql(b.p.add(`%${escapeLike(s.phrase)}%`))} AND NOT (${b.starting})`;
    return { ctes: [`held_${table} AS MATERIALIZED (${b.select(table, titled)})`], sets, filled: filledSql(sets, TITLED_OTHERS_MAX, s.limit) };
  }
  const titleWord = titleLikeSql(b.p.add(`% ${escapeLike(s.terms[0].word)}%`));
  const original = originalWordsSql(b.p.add(matchQuery(s.terms, 'any')));
  const held = `(t.search_text LIKE ${b.whole()} OR ${titleWord} OR ${original}) AND NOT (${b.starting})`;
  return { ctes: [`held_${table} AS MATERIALIZED (${b.select(table, held)})`], sets, filled: filledSql(sets, HELD_OTHERS_MAX, s.limit) };
}

/**
 * A table's titles starting with the query, when many do (startsWalks): the titles equal to the query
 * and those holding a term in their original title or director (credits_words index) read in full, and
 * those scoring walkStartsScore, all alike, best rated first (rank index, at most
 * SUGGEST_WALK_MAX_ROWS). When the rows scoring more plus the walked ones fill the list, it is theirs
 * (the others score less, or as much with a lower rank); otherwise every title starting with the query
 * is scored.
 */
function startsWalkSql(table: SuggestTable, s: SuggestQuery, b: WalkBuilder): string[] {
  const walked = walkStartsScore(s.terms.length);
  const { starting } = b;
  const filled = filledSql([`startsfull_${table}`], walked, s.limit, `startswalk_${table}`);
  return [
    `startsfull_${table} AS MATERIALIZED (${b.select(table, `t.title_sort = ${b.q} OR (${b.inCredits()} AND ${starting})`)})`,
    `startswalk_${table} AS MATERIALIZED (${b.walk(table, `${starting} AND ${b.noCredits()} AND ${b.score} = ${walked}`)})`,
    `starts_${table} AS MATERIALIZED (SELECT * FROM (${bestOf([`startsfull_${table}`, `startswalk_${table}`], s.limit)}) walked WHERE ${filled}
      UNION ALL SELECT * FROM (${b.select(table, startsWithSql('t.title_sort', b.q))}) scored WHERE NOT ${filled})`,
  ];
}
