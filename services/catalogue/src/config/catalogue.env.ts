import { IsInt, Matches, Max, Min, ValidateIf } from 'class-validator';
import { DatabaseEnv } from '@streaming/platform';

/** The catalogue's configuration: cache freshness from the spec (section 9). */
export class CatalogueEnv extends DatabaseEnv {
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
