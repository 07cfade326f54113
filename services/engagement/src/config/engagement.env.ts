import { IsInt, Max, Min } from 'class-validator';
import { DatabaseEnv } from '@streaming/platform';

/** The engagement service's configuration: its pool and how views and progress saves are grouped into statements. */
export class EngagementEnv extends DatabaseEnv {
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;

  /**
   * Views (and, separately, progress saves) arriving together are written together: a batch is
   * written once it holds this many, or WRITE_BATCH_WAIT_MS after its first one, whichever comes first.
   */
  @IsInt()
  @Min(1)
  @Max(5000)
  WRITE_BATCH_MAX = 500;

  @IsInt()
  @Min(0)
  @Max(1000)
  WRITE_BATCH_WAIT_MS = 0;

  /** Batches of each kind written at the same time at most (each holds a PostgreSQL connection). */
  @IsInt()
  @Min(1)
  @Max(50)
  WRITE_BATCH_CONCURRENCY = 3;
}
