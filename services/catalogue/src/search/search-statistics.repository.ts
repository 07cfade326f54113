import { Injectable } from '@nestjs/common';
import { ExpiringValue } from '@streaming/platform';
import { CatalogueReads } from '../database/catalogue-reads.js';
import { TitleStarts, WordShares } from './sorted-words.js';
import type { WordStats, WordStatsRow } from './search-types.js';

/** How long the full-text columns' statistics (most common words) are kept before being read again. */
const WORD_STATS_TTL_MS = 5 * 60_000;

/**
 * PostgreSQL's own statistics of the searched documents (refreshed by ANALYZE), for the search and
 * the suggestions to pick their way: per table, the most common words of search_document, of
 * title_document and of the credits index's expression (original title and director words), with
 * the share of rows holding each, and title_sort's most common values and histogram, read every
 * WORD_STATS_TTL_MS.
 */
@Injectable()
export class SearchStatistics {
  constructor(private readonly reads: CatalogueReads) {}

  private readonly stats = new ExpiringValue<WordStats>(
    async () => {
      // The credits index's expression (its original title and director words) has statistics of its own.
      const rows = await this.reads.query<WordStatsRow[]>(
        `SELECT regexp_replace(s.tablename, '_credits_words_idx$', '') AS table,
                CASE WHEN s.attname = 'ts_filter' THEN 'credits' ELSE s.attname END AS column, c.reltuples::float8 AS rows,
                s.most_common_elems::text::text[] AS words, s.most_common_elem_freqs AS freqs,
                s.most_common_vals::text::text[] AS values, s.most_common_freqs AS "valueFreqs", s.histogram_bounds::text::text[] AS bounds
           FROM pg_stats s JOIN pg_class c ON c.relname = s.tablename AND c.relnamespace = to_regnamespace(s.schemaname)
          WHERE s.schemaname = current_schema() AND (s.tablename IN ('movies', 'series') AND s.attname IN ('search_document', 'title_document', 'title_sort')
                OR s.tablename IN ('movies_credits_words_idx', 'series_credits_words_idx'))`,
      );
      const map: WordStats = new Map();
      const sharesOf = (r: WordStatsRow | undefined) => new WordShares((r?.words ?? []).map((w, i): [string, number] => [w, r?.freqs?.[i] ?? 0]));
      for (const table of new Set(rows.filter((r) => r.column !== 'credits').map((r) => r.table))) {
        const of = (column: WordStatsRow['column']) => rows.find((r) => r.table === table && r.column === column);
        const titles = of('title_sort');
        map.set(table, {
          rows: of('title_document')?.rows ?? of('search_document')?.rows ?? 0,
          shares: sharesOf(of('search_document')),
          titleShares: sharesOf(of('title_document')),
          creditsShares: sharesOf(of('credits')),
          titleStarts: new TitleStarts((titles?.values ?? []).map((v, i): [string, number] => [v, titles?.valueFreqs?.[i] ?? 0]), titles?.bounds ?? []),
        });
      }
      return map;
    },
    WORD_STATS_TTL_MS,
    () => new Map(),
  );

  get(): Promise<WordStats> {
    return this.stats.get();
  }
}
