import { isOneTypoAway, lexeme } from './search-normalize.js';
import { synonymsOf } from './synonyms.js';
import type { WordShares } from './sorted-words.js';

/** One query word and what it may match in the documents. */
export interface SearchTerm {
  word: string;
  /** Matched as word beginnings: the word itself and its synonyms. */
  prefixes: string[];
  /** Known words one typo away, matched whole, at half weight. Only when the word itself is unknown. */
  fuzzy: string[];
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
 * Builds the terms of a query. `known(word)` tells whether some indexed word starts with it;
 * `nearby` lists the indexed words found close to each unknown word (trigram search).
 */
export function buildTerms(words: string[], known: Set<string>, nearby: Map<string, string[]>): SearchTerm[] {
  return words.map((word) => {
    const prefixes = [word, ...synonymsOf(word)];
    const fuzzy = known.has(word) ? [] : (nearby.get(word) ?? []).filter((candidate) => isOneTypoAway(word, candidate));
    return { word, prefixes, fuzzy: [...new Set(fuzzy)].slice(0, 10) };
  });
}

/** tsquery text for one term, restricted to the given weight labels ('' = any field). */
export function termQuery(term: SearchTerm, labels: string, part: 'exact' | 'fuzzy' | 'both' = 'both'): string {
  const alts: string[] = [];
  if (part !== 'fuzzy') alts.push(...term.prefixes.map((p) => `${lexeme(p)}:*${labels}`));
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
 * A word held by this share of a table's titles, original titles and directors or more (title_document)
 * is common: "les", "une" (7% and 4% of the synthetic films).
 */
export const COMMON_TITLE_SHARE = 0.03;
/**
 * The rows the other words may be expected to find, at most, for the common words to be checked on
 * those rows rather than looked up in the index.
 */
export const COMMON_CHECK_MAX_ROWS = 500;

/**
 * The suggestions' word match (every term in title_document) split in two: the rare terms, looked
 * up in the index, and the common ones ("les", "une"), checked on the rows the rare ones find. Only
 * when the rare ones likely find few rows by title_document's statistics (`stats`: per table, its
 * rows and the shares of its most common words); null otherwise. The rows are the same either way;
 * reading a common word's postings cost more than the rest ("les mémoires de marie arna": 2.7 ms for
 * the four words through the index, 0.5 ms for "marie arna" with the rest checked; "les mémoires de
 * louis", whose "louis" alone finds 2,000 films, is slower split).
 */
export function splitCommonTerms(
  terms: SearchTerm[], stats: ReadonlyArray<{ rows: number; titleShares: WordShares }>,
): { rare: SearchTerm[]; common: SearchTerm[] } | null {
  if (!stats.length || terms.length < 2) return null;
  // A word the statistics do not list is rarer than the least common one they list.
  const shareOf = (term: SearchTerm) => Math.max(...stats.map((st) => Math.max(st.titleShares.shareOf(term.prefixes), st.titleShares.least)));
  const common = terms.filter((term) => shareOf(term) >= COMMON_TITLE_SHARE);
  const rare = terms.filter((term) => !common.includes(term));
  if (!common.length || !rare.length) return null;
  const expected = Math.max(...stats.map((st) => st.rows)) * rare.map(shareOf).reduce((a, b) => a * b, 1);
  return expected > COMMON_CHECK_MAX_ROWS ? null : { rare, common };
}
