import { createDataSource, InboxEntity, OutboxEntity } from '@streaming/platform';
import { MovieEntity, MovieGenreEntity } from '../movies/movie.entity.js';
import { EpisodeEntity, SeriesEntity, SeriesGenreEntity } from '../series/series.entity.js';
import { GenreEntity } from '../genres/genre.entity.js';
import { CatalogueInit1763900000000 } from './migrations/1763900000000-catalogue-init.js';
import { SearchRankIndex1764000000000 } from './migrations/1764000000000-search-rank-index.js';
import { SearchPrefixIndexes1764100000000 } from './migrations/1764100000000-search-prefix-indexes.js';
import { InboxPruning1764400000000 } from './migrations/1764400000000-inbox-pruning.js';
import { VostfrSubtitles1764500000000 } from './migrations/1764500000000-vostfr-subtitles.js';
import { GenreSlugs1764600000000 } from './migrations/1764600000000-genre-slugs.js';
import { TitleDocuments1764700000000 } from './migrations/1764700000000-title-documents.js';
import { SearchWordCounts1764800000000 } from './migrations/1764800000000-search-word-counts.js';
import { CreditsWordsIndex1764900000000 } from './migrations/1764900000000-credits-words-index.js';
import { TitleTrigramIndex1765000000000 } from './migrations/1765000000000-title-trigram-index.js';
import { SynopsisWordsIndex1765100000000 } from './migrations/1765100000000-synopsis-words-index.js';
import { OriginalTitleWordsIndex1765200000000 } from './migrations/1765200000000-original-title-words-index.js';
import { TitlePrefixCoveringIndex1765300000000 } from './migrations/1765300000000-title-prefix-covering-index.js';

export const CATALOGUE_SCHEMA = 'catalogue';

/**
 * The catalogue's tables and indexes are read from memory, where a random page costs about what a
 * sequential one does. With PostgreSQL's default (4, for disks), a search word found in 10% of the
 * series was planned as a sequential scan evaluating the full-text match on every row (18 ms at
 * 20,000 series) instead of the full-text index (3 ms).
 */
export const CATALOGUE_RANDOM_PAGE_COST = 1.1;

/**
 * The catalogue's connections also plan a named statement for its values at every run
 * (`plan_cache_mode=force_custom_plan`): a read whose best plan depends on the values
 * (CatalogueReads.queryPlanned) is parsed once per connection and planned each time. Parsing and
 * analysing the short words' suggestion statement was a third of its cost (3.8 → 2.5 ms of the
 * server's CPU). The generic-plan pools beside (runPreparedGeneric) set their own mode after this one.
 *
 * They also run without PostgreSQL's JIT compilation. A statement whose
 * estimated cost passes jit_above_cost (100,000) is compiled before it runs, at every run: at
 * 1,000,000 titles the results page of "une" (a plan estimated at 202,663) spent 102-108 ms compiling
 * each time, and took 358-582 ms with it against 261-314 ms without. Every catalogue read is a
 * statement that compiling cannot pay back.
 */
export const CATALOGUE_SESSION_SETTINGS = `-c random_page_cost=${CATALOGUE_RANDOM_PAGE_COST} -c jit=off -c plan_cache_mode=force_custom_plan`;

/**
 * The catalogue's data source on the primary `url`; with `readUrls`, also a pool per read replica,
 * used only by CatalogueReads (the public reads). Migrations and the seeds never pass them.
 *
 * `poolSize` (DB_POOL_SIZE) is the connections a catalogue process opens to each server, at most:
 * CatalogueReads.queryPrepared's generic-plan pools take half (`genericPlans`). The suggestions at 8
 * connections took the same share of PostgreSQL's CPU with 4 or 5 connections a pool and with 10
 * (tests/load/search-rounds.md).
 */
export function createCatalogueDataSource(url: string, poolSize?: number, readUrls: string[] = []) {
  const ds = createDataSource({
    url,
    readUrls,
    schema: CATALOGUE_SCHEMA,
    entities: [MovieEntity, MovieGenreEntity, SeriesEntity, SeriesGenreEntity, EpisodeEntity, GenreEntity, OutboxEntity, InboxEntity],
    migrations: [CatalogueInit1763900000000, SearchRankIndex1764000000000, SearchPrefixIndexes1764100000000, InboxPruning1764400000000, VostfrSubtitles1764500000000, GenreSlugs1764600000000, TitleDocuments1764700000000, SearchWordCounts1764800000000, CreditsWordsIndex1764900000000, TitleTrigramIndex1765000000000, SynopsisWordsIndex1765100000000, OriginalTitleWordsIndex1765200000000, TitlePrefixCoveringIndex1765300000000],
    poolSize,
    genericPlans: true,
  });
  const extra = ds.options.extra as { options?: string };
  extra.options = `${extra.options ?? ''} ${CATALOGUE_SESSION_SETTINGS}`.trim();
  return ds;
}
