import { IsInt, Max, Min } from 'class-validator';
import { DatabaseEnv } from '@streaming/platform';

/** The analytics service's configuration: its pool, how views are batched, how long raw views are kept, how titles are refreshed. */
export class AnalyticsEnv extends DatabaseEnv {
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE = 10;

  /**
   * Views (`engagement.view.recorded`) are counted in batches of at most this many events, one
   * statement each (the raw views, the counts per title and day and month, the titles met for the
   * first time). A batch fills up to this only when views wait (a burst, a catch-up): the more views
   * of the same titles a statement holds, the fewer counts it updates per view.
   */
  @IsInt()
  @Min(1)
  @Max(5000)
  VIEW_EVENTS_BATCH_MAX = 2000;

  /** Longest a view waits for its batch to fill (a view shows in the counts about this long after it was published). */
  @IsInt()
  @Min(0)
  @Max(5000)
  VIEW_EVENTS_BATCH_WAIT_MS = 200;

  /**
   * How long the raw views (no member id: the event id, the title, the time) are kept, in days.
   * They are the inbox that counts each event once: at least 8 days, longer than the events stream
   * keeps an event (7 days), so that a redelivered or replayed event still finds its id. The daily
   * counts are kept whatever this says.
   */
  @IsInt()
  @Min(8)
  @Max(3650)
  VIEW_EVENTS_RETENTION_DAYS = 400;

  /**
   * How long after a catalogue event the titles it names are asked for again: the catalogue drops
   * its cached lists right after its commit, in parallel with the event's journey (its in-process
   * copies live 1 s), so asking at once could read the list of animes as it was before the change.
   */
  @IsInt()
  @Min(0)
  @Max(60_000)
  TITLES_REFRESH_DELAY_MS = 2000;

  /** While the catalogue does not answer, how long before the titles still to describe are asked for again. */
  @IsInt()
  @Min(100)
  @Max(600_000)
  TITLES_RETRY_MS = 30_000;
}
