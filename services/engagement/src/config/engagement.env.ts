import { IsInt, Max, Min } from 'class-validator';
import { DatabaseEnv } from '@streaming/platform';

/** The engagement service's configuration: its pool and how views and progress saves are grouped into statements. */
export class EngagementEnv extends DatabaseEnv {
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;

  /**
   * Views arriving together are written together: a batch is
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

  /** Batches of views written at the same time at most (each holds a PostgreSQL connection). */
  @IsInt()
  @Min(1)
  @Max(50)
  WRITE_BATCH_CONCURRENCY = 3;

  /**
   * The progress queue (WorkQueues.engagementProgress, each message a batch of the gateway's saves,
   * written by ProgressQueueConsumer):
   * written once PROGRESS_QUEUE_BATCH_MAX messages are in, or PROGRESS_QUEUE_WAIT_MS after the first
   * one. Waiting a little makes statements of hundreds of saves under load (a fifth of the CPU per
   * save of writing each message as it comes); a read of a member's progress waits at most that long more.
   */
  @IsInt()
  @Min(1)
  @Max(1000)
  PROGRESS_QUEUE_BATCH_MAX = 200;

  @IsInt()
  @Min(0)
  @Max(1000)
  PROGRESS_QUEUE_WAIT_MS = 20;
}
