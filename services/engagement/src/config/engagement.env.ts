import { IsInt, Max, Min } from 'class-validator';
import { DatabaseEnv } from '@streaming/platform';

/** The engagement service's configuration: its pool and how views are grouped into transactions. */
export class EngagementEnv extends DatabaseEnv {
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;

  /**
   * View requests arriving together are written in one transaction: a batch is written once it
   * holds this many views, or VIEW_BATCH_WAIT_MS after its first one, whichever comes first.
   */
  @IsInt()
  @Min(1)
  @Max(5000)
  VIEW_BATCH_MAX = 500;

  @IsInt()
  @Min(0)
  @Max(1000)
  VIEW_BATCH_WAIT_MS = 2;

  /** Batches of views written at the same time at most (each holds a PostgreSQL connection). */
  @IsInt()
  @Min(1)
  @Max(50)
  VIEW_BATCH_CONCURRENCY = 3;
}
