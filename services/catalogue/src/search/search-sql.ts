import { SEARCH_TOTAL_CAP, type ContentKind } from '@streaming/contracts';
import type { Paging } from '@streaming/platform';
import {
  FIELD_WEIGHTS, TITLE_CONTAINS_BONUS, TITLE_EQUALS_BONUS, TYPO_FACTOR, termQuery, type FieldLabel, type SearchTerm,
} from './search-query.js';
import type { SqlParams } from '../database/title-sql.js';
import type { TableStats } from './search-types.js';

// The SQL text the search repository's statements are built from: the tables of a kind, the rank
// order, scores in whole quarter points, and the LIKE and prefix tests of titles and words. Pure
// string building (tested through the search integration tests); only the repository runs it.

export const kindOf = (table: 'movies' | 'series'): ContentKind => (table === 'movies' ? 'movie' : 'series');
/** The tables a search of one kind (or both) reads. */
export const tablesOf = (kind: ContentKind | undefined) => (['movies', 'series'] as const).filter((t) => !kind || kindOf(t) === kind);
/** Relevance, then best rated, most viewed, and the id for a stable order. */
export const RANK_ORDER = (a: string) => `${a}.points DESC, ${a}.rating DESC NULLS LAST, ${a}.views_count DESC, ${a}.id`;

/**
 * Scores are added up in SQL in quarter points: every weight, typo share and bonus is then a whole
 * number, and PostgreSQL adds integers instead of numerics (the ranking is the same).
 */
export const POINTS = 4;
export function points(score: number): number {
  const n = score * POINTS;
  if (!Number.isInteger(n)) throw new Error(`score ${score} is not a whole number of 1/${POINTS} points`);
  return n;
}

/**
 * LIKE patterns for what the terms may match in a title, original title or director (prefixes,
 * synonyms, typo corrections) and the whole query: a row whose search_text holds none of them has
 * no term in those fields (their words are pieces of search_text) and no title bonus.
 */
export function textPieces(terms: SearchTerm[], phrase: string): string[] {
  return [...new Set([phrase, ...terms.flatMap((t) => [...t.prefixes, ...t.fuzzy])])].map((w) => `%${escapeLike(w)}%`);
}

/** Text for a LIKE pattern, its wildcards and escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` starts with `prefix` (SQL expressions): a range of a text_pattern_ops index, then the
 * exact test. LIKE with a pattern computed in the query cannot use the index by itself.
 */
export const startsWithSql = (column: string, prefix: string) =>
  `${column} ~>=~ ${prefix} AND ${column} ~<~ (${prefix} || chr(1114111)) AND ${column} LIKE (${prefix} || '%')`;

/**
 * A LIKE pattern that every text holding `phrase` matches: its words of 3 letters or more, in order
 * ('%fugitif%revolut%' for 'le fugitif de la revolut'). The trigram index finds the candidates
 * through these words' trigrams alone: the short words and the spaces around them ('le ', ' de',
 * 'la ') are in most titles, and reading those trigrams' postings cost most of a long query.
 */
export function trigramPattern(phrase: string): string {
  const words = phrase.split(' ').filter((w) => [...w].length >= 3);
  return `%${(words.length ? words : [phrase]).map(escapeLike).join('%')}%`;
}

/**
 * The whole query (`phrase`, normalised text, hence no LIKE wildcard) inside a title, original title
 * or director: how the suggestions and the results page match a query that holds a word of 3 letters
 * or more, besides its words. Found through trigramPattern (trigram index), then checked whole.
 * `phraseSql`: the parameter already holding the phrase, if any.
 */
export const containsSql = (phrase: string, p: SqlParams, phraseSql = p.add(phrase)) =>
  `(t.search_text LIKE ${p.add(trigramPattern(phrase))} AND strpos(t.search_text, ${phraseSql}) > 0)`;

/**
 * A split word match (splitMatch) on one full-text column: its `indexed` words through the column's
 * index, its `checked` ones on the rows found.
 */
export function wordMatchSql(column: string, match: { indexed: string; checked: string }, p: SqlParams): string {
  const indexed = `${column} @@ ${p.add(match.indexed)}::tsquery`;
  return match.checked ? `(${indexed} AND ts_match_vq(${column}, ${p.add(match.checked)}::tsquery))` : indexed;
}

/**
 * The words of a row's original title and director (title_document's weights B and C) matching a
 * tsquery (`tsquery`: an SQL expression of text), written as their index (credits_words) reads them.
 */
export const creditsWordsSql = (tsquery: string) => `ts_filter(t.title_document, '{b,c}') @@ ${tsquery}::tsquery`;

/**
 * A row's title (with a space before it) matching a LIKE pattern (`pattern`: an SQL expression),
 * written as the titles' trigram index (migration TitleTrigramIndex) reads it.
 */
export const titleLikeSql = (pattern: string) => `(' ' || t.title_sort) LIKE ${pattern}`;

/** The words of a row's original title (title_document's weight B) matching a tsquery, as their index (original_words) reads them. */
export const originalWordsSql = (tsquery: string) => `ts_filter(t.title_document, '{b}') @@ ${tsquery}::tsquery`;

/** The words of a row's synopsis (search_document's weight D) matching a tsquery, as their index (synopsis_words) reads them. */
export const synopsisWordsSql = (tsquery: string) => `ts_filter(t.search_document, '{d}') @@ ${tsquery}::tsquery`;

/**
 * A query without such a word ('le', 'va', 'le c'): a title starting with it, or a word of a title,
 * original title or director starting with it. A contains-anywhere match of so few letters would
 * read most of the catalogue for nothing a member means.
 */
export const WORD_START = {
  title: (phrase: string) => startsWithSql('t.title_sort', phrase),
  word: (phrase: string) => `t.search_text LIKE ('% ' || ${phrase} || '%')`,
  /** Scores: the suggestions' and the results page's order, titles starting with the query first. */
  titlePoints: points(100),
  wordPoints: points(50),
};

/**
 * For a results page of one word, the whole query, matched as typed (no synonym, no typo correction):
 * a row whose title contains the word scores the contains bonus at least; a row whose title does not
 * has no title word starting with it (a title's words are pieces of title_sort) and no bonus, so it
 * scores the original title's, the director's and the synopsis' weights at most. Whether every row of
 * the first kind outranks every row of the second.
 */
export const TITLE_ROWS_OUTRANK = points(TITLE_CONTAINS_BONUS) > points(FIELD_WEIGHTS.B + FIELD_WEIGHTS.C + FIELD_WEIGHTS.D);

/**
 * What such a title (TITLE_ROWS_OUTRANK) scores at most when the word is nowhere else: not the title
 * itself, not in its original title, director or synopsis (the contains bonus and the title's weight).
 * A title holding it elsewhere too and scoring more outranks every title that does not.
 */
export const TITLE_ALONE_MAX = points(TITLE_CONTAINS_BONUS) + points(FIELD_WEIGHTS.A);

/** A results page cut at SEARCH_TOTAL_CAP: nothing is ranked past it. */
export const cappedPage = (pg: Paging): Paging => ({ ...pg, pageSize: Math.max(0, Math.min(pg.pageSize, SEARCH_TOTAL_CAP - pg.offset)) });

/**
 * The header's suggestions score a row by where the whole query is: the start of its title, inside
 * its title, inside search_text (its title, original title or director), or nowhere (every word
 * matched apart); then by its words (pointsSql over A, B and C) and the title bonuses.
 */
export const SUGGEST_TIERS = { starts: points(100), inside: points(50), text: points(20) };

/**
 * Whether a title starting with the query outranks every other row, whatever their words, for a
 * query of `termCount` words: then the titles starting with it, when they fill the list, are the
 * answer. Such a title holds every word of the query as the start of one of its words (A) and the
 * query (the contains bonus); no other row can have more than the second tier, every word in A, B and
 * C, and the contains bonus (the exact-title one goes with the first tier only).
 */
export function suggestStartsOutrank(termCount: number): boolean {
  const contains = points(TITLE_CONTAINS_BONUS);
  const startsMin = SUGGEST_TIERS.starts + contains + termCount * points(FIELD_WEIGHTS.A);
  const othersMax = SUGGEST_TIERS.inside + contains + termCount * points(FIELD_WEIGHTS.A + FIELD_WEIGHTS.B + FIELD_WEIGHTS.C);
  return startsMin > othersMax;
}

/**
 * The suggestions' walks (suggest.repository.ts), for a query of one word without typo corrections once fewer titles than
 * a list start with it. Typed as one word: the rows holding the query inside their titles, as a title
 * word, and the word in neither their original title nor their director (the second tier, the
 * contains bonus and the title's weight). Every other row not starting with the query and holding the
 * word in neither of those two fields scores less: the query inside its title but not as a word (the
 * tier and the bonus), or outside its title (the third tier and the title's weight at most), or only
 * the word (the title's weight).
 */
export const WALK_INSIDE_SCORE = SUGGEST_TIERS.inside + points(TITLE_CONTAINS_BONUS) + points(FIELD_WEIGHTS.A);
/**
 * Typed with short words around it ("les va", "la mémoire de la ma"): the rows holding the word in
 * their title only and not the whole query, which score the title's weight alone. Every row holding
 * the whole query scores more (the third tier at least): those are all read, through the trigram
 * index with the whole query as the pattern.
 */
export const WALK_WORD_SCORE = points(FIELD_WEIGHTS.A);
/** How many times fewer rows a walk must be expected to read than scoring every candidate, to be taken (suggest.repository.ts: walkPays). */
export const SUGGEST_WALK_GAIN = 2;
/** The credits' rows (read in full) a walked word may have, at most, for each of its rows in titles alone. */
export const WALK_MAX_CREDITS = 0.25;

/**
 * Whether few of a table's rows hold `word` in their credits (original title, director) against those
 * holding it in their titles only (statistics): the suggestions' walks read the credits' rows in full,
 * and so does a results page of one word when it reads its titles first (SearchRepository.tierSql).
 */
export function fewCredits(st: TableStats, word: string): boolean {
  const credits = st.creditsShares.shareOf([word]);
  return credits <= (st.titleShares.shareOf([word]) - credits) * WALK_MAX_CREDITS;
}
/**
 * The share of a table's documents (search_document, synopses included) holding a word from which the
 * word is common in them ("une": 90% of the synthetic films; COMMON_WORD_SHARE is the titles' own
 * measure): a results page of that one word, planned once for every word, checks the synopses on the
 * titles found instead of looking the word up in their index (SearchRepository.tierSql). Measured at
 * 1,000,000 titles: "des", "dans", "perd" (12-16%) 2-3 times faster so; "dragon", "mystere" (1-2%) and
 * "noir" (5.5%) slower.
 */
export const COMMON_DOCUMENT_SHARE = 0.1;
/** Whether `word` is in COMMON_DOCUMENT_SHARE of the table's documents or more (statistics). */
export const commonInDocuments = (st: TableStats, word: string) => st.shares.shareOf([word]) >= COMMON_DOCUMENT_SHARE;
/**
 * For a query whose terms have no typo corrections, among the titles starting with it: the score of
 * one not equal to the query, with every term a title word and none in its original title or director
 * (the first tier, the contains bonus, the title's weight per term). Another title starting with the
 * query and holding no term in those two fields, not equal to it, lacks some term in its title, and
 * scores a title's weight less at least.
 */
export const walkStartsScore = (termCount: number) => SUGGEST_TIERS.starts + points(TITLE_CONTAINS_BONUS) + termCount * points(FIELD_WEIGHTS.A);
/** Rows of the rank index a walk reads at most; when it found too few there, every candidate is scored as before. */
export const SUGGEST_WALK_MAX_ROWS = 2000;

/**
 * For a suggestion of one word (no synonym, no typo correction) typed with short words: the most a row
 * scores when its title, original title and director (search_text) do not hold the whole query and
 * neither its title nor its original title has a word starting with the word (no tier, no title bonus,
 * the director's weight at most).
 */
export const HELD_OTHERS_MAX = points(FIELD_WEIGHTS.C);
/**
 * For a suggestion of one word typed alone, as typed (no synonym, no typo correction): the most a row
 * scores when its title does not hold the word (no title tier, no title bonus, no title word starting
 * with it: a title's words are pieces of title_sort): the third tier and the credits' weights. A title
 * holding it scores the second tier and the contains bonus at least, far more.
 */
export const TITLED_OTHERS_MAX = SUGGEST_TIERS.text + points(FIELD_WEIGHTS.B) + points(FIELD_WEIGHTS.C);
/**
 * The rows holding its word a table is expected to have, at least, for such a suggestion to read
 * first the rows that may score more than HELD_OTHERS_MAX, or TITLED_OTHERS_MAX for a word typed
 * alone (suggest.repository.ts: heldFirst).
 */
export const HELD_FIRST_MIN_ROWS = 500;

/**
 * The document a field's words are checked in: the synopsis (D) in search_document, the title,
 * original title and director (A, B, C) in title_document, which holds them alone and is far smaller.
 */
const documentOf = (label: FieldLabel) => (label === 'D' ? 't.search_document' : 't.title_document');

/**
 * Relevance of a row, in quarter points (see POINTS): per term and field, the field weight (half
 * for a typo match), plus title bonuses. `guard` skips a term's field checks when the term is not
 * in the row at all (worth it when rows need not hold every term).
 */
export function pointsSql(terms: SearchTerm[], labels: FieldLabel[], phrase: string, p: SqlParams, guard = false): string {
  const parts: string[] = [];
  for (const term of terms) {
    const fields: string[] = [];
    for (const label of labels) {
      const exact = termQuery(term, label, 'exact');
      const fuzzy = termQuery(term, label, 'fuzzy');
      const doc = documentOf(label);
      const whens = [`WHEN ${doc} @@ ${p.add(exact)}::tsquery THEN ${points(FIELD_WEIGHTS[label])}`];
      if (fuzzy) whens.push(`WHEN ${doc} @@ ${p.add(fuzzy)}::tsquery THEN ${points(FIELD_WEIGHTS[label] * TYPO_FACTOR)}`);
      fields.push(`CASE ${whens.join(' ')} ELSE 0 END`);
    }
    parts.push(guard ? `CASE WHEN t.search_document @@ ${p.add(termQuery(term, ''))}::tsquery THEN ${fields.join(' + ')} ELSE 0 END` : fields.join(' + '));
  }
  parts.push(`CASE WHEN t.title_sort = ${p.add(phrase)} THEN ${points(TITLE_EQUALS_BONUS)} WHEN t.title_sort LIKE ${p.add(`%${phrase}%`)} THEN ${points(TITLE_CONTAINS_BONUS)} ELSE 0 END`);
  return parts.join(' + ');
}

/**
 * pointsSql over every field, computed in full only for the rows that may hold a query word in
 * their title, original title or director: those whose search_text (the three, normalised)
 * contains a searched prefix, typo correction or the whole query. Any word those fields hold
 * (tsvector lexeme) is a piece of that text, so the other rows can only match in the synopsis and
 * earn no title bonus: their points are the synopsis ones alone, found with one check per term,
 * or none when every term must be there and this one has no typo correction. Same points, most
 * rows of a common word (matched in synopses) checked once instead of four times.
 */
export function matchPointsSql(terms: SearchTerm[], everyTerm: boolean, phrase: string, p: SqlParams, guard: boolean): string {
  const full = pointsSql(terms, ['A', 'B', 'C', 'D'], phrase, p, guard);
  if (!terms.length) return full;
  const synopsisOnly = terms.map((term) => {
    const exact = points(FIELD_WEIGHTS.D);
    if (everyTerm && !term.fuzzy.length) return String(exact);
    const whens = [`WHEN t.search_document @@ ${p.add(termQuery(term, 'D', 'exact'))}::tsquery THEN ${exact}`];
    if (term.fuzzy.length) whens.push(`WHEN t.search_document @@ ${p.add(termQuery(term, 'D', 'fuzzy'))}::tsquery THEN ${points(FIELD_WEIGHTS.D * TYPO_FACTOR)}`);
    return `CASE ${whens.join(' ')} ELSE 0 END`;
  });
  return `CASE WHEN t.search_text LIKE ANY (${p.add(textPieces(terms, phrase))}::text[]) THEN ${full} ELSE ${synopsisOnly.join(' + ')} END`;
}
