import { isOneTypoAway, lexeme } from './search-normalize.js';
import { synonymsOf } from './synonyms.js';
import type { WordShares } from './sorted-words.js';
import type { LexiconHits } from './search-types.js';

/** One query word and what it may match in the documents. */
export interface SearchTerm {
  word: string;
  /** Matched as word beginnings: the word itself and its synonyms. */
  prefixes: string[];
  /** Known words one typo away, matched whole, at half weight. Only when the word itself is unknown. */
  fuzzy: string[];
  /**
   * Every indexed word its prefixes start with, when the lexicon says so (LexiconHits.wordsOf): a
   * full-text index finds them as whole words, without the prefix look-up (GIN's partial match,
   * which gathers each word's rows in a bitmap first: "orchidee & bruxelles" 0.5 ms, as prefixes 1.9
   * ms, on 80,000 films). Row checks keep the prefixes.
   */
  words?: string[];
}

/** Full-text weights: A title, B original title, C director, D synopsis. */
export const FIELD_WEIGHTS = { A: 5, B: 3, C: 2, D: 0.5 } as const;
export type FieldLabel = keyof typeof FIELD_WEIGHTS;
/** A word found only through a typo correction counts this much of the field weight. */
export const TYPO_FACTOR = 0.5;
/** The whole query is the title / is in the title. */
export const TITLE_EQUALS_BONUS = 20;
export const TITLE_CONTAINS_BONUS = 10;

/**
 * Builds the terms of a query from what the lexicon says of its words: `known`, some indexed word
 * starts with it; `nearby`, the indexed words found close to each unknown word (trigram search);
 * `wordsOf`, the indexed words a prefix stands for, when few.
 */
export function buildTerms(words: string[], { known, nearby, wordsOf }: LexiconHits): SearchTerm[] {
  return words.map((word) => {
    const prefixes = [word, ...synonymsOf(word)];
    const fuzzy = known.has(word) ? [] : (nearby.get(word) ?? []).filter((candidate) => isOneTypoAway(word, candidate));
    const term: SearchTerm = { word, prefixes, fuzzy: [...new Set(fuzzy)].slice(0, 10) };
    const whole = wordsOf && prefixes.map(wordsOf);
    // A prefix no word starts with stays a prefix (it matches nothing either way; an empty term would match everything).
    if (whole?.every((w) => w?.length)) term.words = [...new Set(whole.flatMap((w) => w ?? []))];
    return term;
  });
}

/** tsquery text for one term, restricted to the given weight labels ('' = any field). */
export function termQuery(term: SearchTerm, labels: string, part: 'exact' | 'fuzzy' | 'both' = 'both'): string {
  const alts: string[] = [];
  if (part !== 'fuzzy') alts.push(...(term.words && !labels ? term.words.map(lexeme) : term.prefixes.map((p) => `${lexeme(p)}:*${labels}`)));
  if (part !== 'exact') alts.push(...term.fuzzy.map((f) => `${lexeme(f)}${labels ? `:${labels}` : ''}`));
  return alts.length ? `(${alts.join(' | ')})` : '';
}

/** Every term must match (mode all) or at least one (mode any), in the given fields. */
export function matchQuery(terms: SearchTerm[], mode: 'all' | 'any', labels = ''): string {
  return terms
    .map((t) => termQuery(t, labels))
    .filter(Boolean)
    .join(mode === 'all' ? ' & ' : ' | ');
}

/**
 * At least `required` of the terms must match: every term (required = all), all but one (each term
 * left out in turn), or any (required = 1).
 */
export function atLeastQuery(terms: SearchTerm[], required: number): string {
  if (required >= terms.length) return matchQuery(terms, 'all');
  if (required <= 1) return matchQuery(terms, 'any');
  if (required !== terms.length - 1) throw new Error(`atLeastQuery: ${required} of ${terms.length} terms is not supported`);
  return terms
    .map((_, left) => matchQuery(terms.filter((__, i) => i !== left), 'all'))
    .filter(Boolean)
    .map((q) => `(${q})`)
    .join(' | ');
}

/**
 * How many of the query's terms the results must hold, strictest first: every word; when that finds
 * nothing, all words but one (a word the catalogue does not hold, or a wrong one, is dropped, as
 * search engines do); then any word.
 */
export function relaxations(termCount: number): number[] {
  if (termCount <= 1) return [termCount];
  return [...new Set([termCount, termCount - 1, 1])];
}

/**
 * A word held by this share of a table's titles, original titles and directors (title_document) or
 * more is common: "les", "une" (7% and 4% of the synthetic films).
 */
export const COMMON_WORD_SHARE = 0.03;
/**
 * What checking one row costs, in postings read from a full-text index: a common word is checked on
 * the rows the others find when its postings are more than this many times those rows. Measured on
 * title_document at 100,000 titles: about 0.2 µs a posting, 1.3 µs a row checked.
 */
export const ROW_CHECK_POSTINGS = 8;

/**
 * A word match (every term in one full-text document) split in two: the terms looked up in the
 * index, and the common ones ("les", "une"), checked on the rows the others find. From the most
 * common term down, a term is checked rather than looked up when its postings (its share of the
 * rows) outnumber ROW_CHECK_POSTINGS times the rows the terms left are expected to find (their shares
 * multiplied, independent words as the planner assumes), by that document's statistics (`stats`: per
 * table, its rows and the shares of its most common words). Null when no term is worth checking.
 * The rows are the same either way ("les mémoires de marie arna": 2.7 ms for the four words through
 * title_document's index, 0.5 ms for "marie arna" with the rest checked; "une soeur a hanoi": "une"
 * is in 90% of the films' search_document, "soeur" and "hanoi" find 44 films together).
 */
export function splitCommonTerms(
  terms: SearchTerm[], stats: ReadonlyArray<{ rows: number; shares: WordShares }>,
): { rare: SearchTerm[]; common: SearchTerm[] } | null {
  if (!stats.length || terms.length < 2) return null;
  const rows = Math.max(...stats.map((st) => st.rows));
  // A word the statistics do not list is rarer than the least common one they list.
  const shareOf = (term: SearchTerm) => Math.max(...stats.map((st) => Math.max(st.shares.shareOf(term.prefixes), st.shares.least)));
  const looked = terms.map((term) => ({ term, share: shareOf(term) })).sort((a, b) => b.share - a.share);
  const common = new Set<SearchTerm>();
  while (looked.length > 1) {
    const found = rows * looked.slice(1).reduce((product, t) => product * t.share, 1);
    if (looked[0].share * rows <= ROW_CHECK_POSTINGS * found) break;
    common.add(looked[0].term);
    looked.shift();
  }
  if (!common.size) return null;
  return { rare: terms.filter((t) => !common.has(t)), common: terms.filter((t) => common.has(t)) };
}

/**
 * Every term in one full-text document, as two tsquery texts: `indexed`, looked up in the index, and
 * `checked` ('' when none), the common words checked on the rows found (splitCommonTerms).
 */
export function splitMatch(
  terms: SearchTerm[], stats: ReadonlyArray<{ rows: number; shares: WordShares }>,
): { indexed: string; checked: string } {
  const split = splitCommonTerms(terms, stats);
  return split ? { indexed: matchQuery(split.rare, 'all'), checked: matchQuery(split.common, 'all') } : { indexed: matchQuery(terms, 'all'), checked: '' };
}
