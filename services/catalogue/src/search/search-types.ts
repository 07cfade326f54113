import type { ContentKind } from '@streaming/contracts';
import type { Paging } from '@streaming/platform';
import type { SearchTerm } from './search-query.js';
import type { TitleStarts, WordShares } from './sorted-words.js';

// The search repository's rows and inputs.

export interface SearchRow {
  kind: ContentKind;
  id: string;
  title: string;
  original_title: string | null;
  director: string | null;
  release_year: number | null;
  poster_url: string | null;
  rating: string | null;
  views_count: number;
  quality: string | null;
  score: string | number;
}

export interface LexiconHits {
  /** Query words that some indexed word starts with. */
  known: Set<string>;
  /** Indexed words close to each query word (trigram similarity), to be checked for one typo. */
  nearby: Map<string, string[]>;
  /**
   * Every indexed word starting with a prefix, when the lexicon in memory lists them all and they are
   * few (undefined otherwise): the full-text indexes then look them up as whole words.
   */
  wordsOf?: (prefix: string) => string[] | undefined;
}

/**
 * One row of pg_stats: for a table's search_document, title_document or credits, its most common
 * words and their frequencies; for its title_sort, its most common values, their frequencies and
 * its histogram's bounds.
 */
export interface WordStatsRow {
  table: string;
  column: 'search_document' | 'title_document' | 'credits' | 'title_sort';
  rows: number;
  words: string[] | null;
  freqs: number[] | null;
  values: string[] | null;
  valueFreqs: number[] | null;
  bounds: string[] | null;
}

/**
 * Per table: its rows, the shares of the most common words of search_document, title_document and its
 * credits (original title and director), and the share of titles starting with a text.
 */
/** One table's statistics (WordStats). */
export interface TableStats { rows: number; shares: WordShares; titleShares: WordShares; creditsShares: WordShares; titleStarts: TitleStarts }
export type WordStats = Map<string, TableStats>;
/** One results page to rank (see SearchRepository.search). */
export interface RankQuery {
  tables: ReadonlyArray<'movies' | 'series'>;
  terms: SearchTerm[];
  /** How many of the terms a row must hold. */
  required: number;
  everyTerm: boolean;
  phrase: string;
  /** The page, cut at SEARCH_TOTAL_CAP. */
  page: Paging;
  /** A big set may be ranked by the tiers (every term required, each matching one way: matchesOneWay). */
  tiersApply: boolean;
  /** The terms' match in search_document: looked up in its index, and checked on the rows found ('' when none). */
  match: { indexed: string; checked: string };
  /** Every table holds the query's one word in few credits (fewCredits). */
  fewCredits: boolean;
  /** Some table holds the query's one word in many of its documents (commonInDocuments). */
  commonInDocuments: boolean;
}
