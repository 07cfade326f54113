import { IsInt, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { DatabaseEnv } from '@streaming/platform';

/**
 * TMDB, the movie database the back office's prefill reads (tmdb/): only the catalogue holds its
 * credentials; the browser never sees them. Without either credential the lookups answer 503
 * TMDB_NOT_CONFIGURED and the forms are filled by hand.
 */
export class TmdbEnv extends DatabaseEnv {
  /** A TMDB API key (v3), sent as the `api_key` parameter. */
  @IsString()
  @Matches(/^[A-Za-z0-9]*$/, { message: 'TMDB_API_KEY must be letters and digits (a TMDB v3 API key)' })
  TMDB_API_KEY = '';

  /**
   * Or a TMDB read access token (v4), sent as `Authorization: Bearer`; used when both are set. Not
   * checked for its shape: a refused one would print it in the start-up error.
   */
  @IsString()
  TMDB_READ_TOKEN = '';

  @Matches(/^https?:\/\/[^\s?#]+[^/\s?#]$/, { message: 'TMDB_BASE_URL must be an http(s) address without a trailing slash' })
  TMDB_BASE_URL = 'https://api.themoviedb.org/3';

  /** Where TMDB's posters are (`<base>/w92/<path>` for thumbnails, `<base>/w500/<path>` for the form). */
  @Matches(/^https?:\/\/[^\s?#]+[^/\s?#]$/, { message: 'TMDB_IMAGE_BASE_URL must be an http(s) address without a trailing slash' })
  TMDB_IMAGE_BASE_URL = 'https://image.tmdb.org/t/p';

  /**
   * Longest a lookup waits for TMDB, its rate limit and a 429's Retry-After included; then 504
   * TMDB_TIMEOUT (or 503 TMDB_BUSY when TMDB asked to wait longer). Below the gateway's wait for
   * the lookup (TMDB_RPC_TIMEOUT_MS, 12 s), so the admin reads the catalogue's French message.
   */
  @IsInt()
  @Min(100)
  @Max(10000)
  TMDB_TIMEOUT_MS = 8000;

  /**
   * Requests sent to TMDB per second at most, by this process (TMDB's published ceiling is about 40
   * to 50 a second; the lookups are cached, so few reach it).
   */
  @IsInt()
  @Min(1)
  @Max(40)
  TMDB_MAX_REQUESTS_PER_SECOND = 20;

  /** How long TMDB's answers are kept in Redis. */
  @IsInt()
  @Min(1)
  @Max(604800)
  TMDB_CACHE_TTL_SECONDS = 86400;
}

/** The catalogue's configuration: cache freshness from the spec (section 9). */
export class CatalogueEnv extends TmdbEnv {
  /** Hot lists, home sections and counters. */
  @IsInt()
  @Min(1)
  @Max(86400)
  CACHE_LIST_TTL_SECONDS = 300;

  /** One film or series page. */
  @IsInt()
  @Min(1)
  @Max(86400)
  CACHE_ITEM_TTL_SECONDS = 300;

  /** Genre menus and similar films. */
  @IsInt()
  @Min(1)
  @Max(86400)
  CACHE_GENRES_TTL_SECONDS = 600;

  /**
   * Connections a catalogue process opens to each PostgreSQL server, at most (an odd number rounded
   * up): half for its reads and writes, half for the prepared reads planned once (createCatalogueDataSource).
   */
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;

  /**
   * PostgreSQL read replicas (hot standbys of DATABASE_URL's server), comma-separated. Set: the
   * public reads go to them (see database/catalogue-reads.ts); empty: everything on the primary.
   */
  @ValidateIf((env: CatalogueEnv) => env.DATABASE_READ_URL !== '')
  @Matches(/^\s*postgres(ql)?:\/\/[^,\s]+(\s*,\s*postgres(ql)?:\/\/[^,\s]+)*\s*$/, {
    message: 'DATABASE_READ_URL must be postgres:// addresses separated by commas',
  })
  DATABASE_READ_URL = '';

  /**
   * After a catalogue change (committed here or its event seen), public reads go to the primary for
   * this long, so that a cache refill never stores what a replica has not replayed yet. Keep it
   * above the replicas' replay lag.
   */
  @IsInt()
  @Min(0)
  @Max(600000)
  READ_PRIMARY_AFTER_CHANGE_MS = 5000;

  /**
   * Views (`engagement.view.recorded`) are added to `views_count` in batches of at most this many
   * events, one transaction per batch.
   */
  @IsInt()
  @Min(1)
  @Max(5000)
  VIEWS_BATCH_MAX = 500;

  /** Longest a view waits for its batch to fill (a view shows in `views_count` about this long after it was published). */
  @IsInt()
  @Min(0)
  @Max(5000)
  VIEWS_BATCH_WAIT_MS = 200;

  /**
   * How long the inbox keeps a counted view's event id. Must stay longer than the events stream
   * keeps an event (7 days, libs/platform/src/events/stream.ts): an event redelivered or replayed
   * after its id was pruned would be counted again.
   */
  @IsInt()
  @Min(8)
  @Max(365)
  VIEWS_INBOX_RETENTION_DAYS = 8;
}

/** The read replicas' addresses of DATABASE_READ_URL (none when it is empty). */
export function readReplicaUrls(env: Pick<CatalogueEnv, 'DATABASE_READ_URL'>): string[] {
  return env.DATABASE_READ_URL.split(',').map((u) => u.trim()).filter((u) => u.length > 0);
}
