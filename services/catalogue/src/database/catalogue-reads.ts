import {
  hasReadReplicas, onReplica, PgErrorClass, PgErrorCode, runPrepared, runPreparedGeneric, StatementNames, type Logger,
} from '@streaming/platform';
import type { DataSource } from 'typeorm';

/** Runs one SQL statement: an EntityManager (the primary, or a write's transaction) or CatalogueReads. */
export interface SqlReader {
  query<T = unknown>(sql: string, params?: unknown[]): Promise<T>;
}

/** Where a public read runs. */
export type ReadSource = 'replica' | 'primary';

/**
 * The prepared reads' names, one registry for the process: two CatalogueReads on one pool (tests)
 * never give one name to two texts.
 */
const READ_STATEMENTS = new StatementNames('catalogue_read_');
/** The same for the reads planned for their values (queryPlanned). */
const PLANNED_STATEMENTS = new StatementNames('catalogue_planned_');

/** How long reads stay on the primary after a replica failed to answer. */
export const REPLICA_RETRY_AFTER_MS = 10_000;

/**
 * The catalogue's public reads (home lists, listings, detail pages, search, suggestions, genres,
 * counters): the repositories run them through `query`, which sends them to a read replica when
 * DATABASE_READ_URL names some. Writes, migrations, the seeds and the back office's reads inside
 * its transactions run on an EntityManager, that is on the primary.
 *
 * Freshness: a replica replays the primary's changes a little later (usually well under a second).
 * A catalogue change drops the cached reads; the refills that follow must not store the replica's
 * older rows for the cache's lifetime. So for `primaryAfterChangeMs` after a change this process
 * committed or saw (`changed()`, called by CatalogueCache on every drop and catalogue event), public
 * reads go to the primary too. After a replica failed to answer (down, restarting, a statement
 * cancelled by replay) the read is retried on the primary, and reads stay there for
 * REPLICA_RETRY_AFTER_MS.
 */
export class CatalogueReads implements SqlReader {
  private readonly replicated: boolean;
  private readonly primaryAfterChangeMs: number;
  private readonly logger?: Logger;
  private primaryUntil = 0;
  private changes = 0;

  constructor(
    private readonly ds: DataSource,
    opts: { primaryAfterChangeMs?: number; logger?: Logger } = {},
  ) {
    this.replicated = hasReadReplicas(ds);
    this.primaryAfterChangeMs = opts.primaryAfterChangeMs ?? 5000;
    this.logger = opts.logger;
  }

  /** A catalogue change was committed or its event seen: reads that follow must see it. */
  changed(now = Date.now()): void {
    this.primaryUntil = Math.max(this.primaryUntil, now + this.primaryAfterChangeMs);
    this.changes++;
  }

  /** How many catalogue changes this process committed or saw (changed()): what is read from the catalogue for good is read again when it moves. */
  get changeCount(): number {
    return this.changes;
  }

  /** Where a public read made now goes. */
  source(now = Date.now()): ReadSource {
    return this.replicated && now >= this.primaryUntil ? 'replica' : 'primary';
  }

  async query<T = unknown>(sql: string, params?: unknown[]): Promise<T> {
    return this.read(() => this.ds.query(sql, params), () => onReplica(this.ds, (replica) => replica.query(sql, params)));
  }

  /**
   * A public read whose text comes from a few shapes (the header's suggestions, the results page, the
   * lexicon look-ups): run as a prepared statement, which each connection parses and PostgreSQL plans
   * once (a generic plan, runPreparedGeneric) instead of at every keystroke or search, where planning
   * cost about as much as running. Only for statements whose best plan does not depend on the values.
   * Past StatementNames' limit of shapes, as query().
   */
  async queryPrepared<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    return this.named<Row>(READ_STATEMENTS, runPreparedGeneric, sql, params);
  }

  /**
   * A public read whose text comes from a few shapes but whose best plan depends on the values (the
   * results page of a common word from its tiers, the titles and words starting with a query of short
   * words): run as a prepared statement on the catalogue's own pools, which plan it for its values at
   * every run (CATALOGUE_SESSION_SETTINGS) but parse it once per connection. Past StatementNames'
   * limit of shapes, as query().
   */
  async queryPlanned<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    return this.named<Row>(PLANNED_STATEMENTS, runPrepared, sql, params);
  }

  /** A named statement of `names` run by `run`, where public reads go now; past the names' limit, as query(). */
  private async named<Row>(names: StatementNames, run: typeof runPrepared, sql: string, params: unknown[]): Promise<Row[]> {
    const statement = names.of(sql);
    if (!statement) return this.query(sql, params);
    return this.read(() => run<Row>(this.ds, statement, params), () => run<Row>(this.ds, statement, params, { replica: true }));
  }

  /** A public read on a replica when there is one and reads go there now, else on the primary. */
  private async read<T>(onPrimary: () => Promise<T>, onReplicaRead: () => Promise<T>): Promise<T> {
    if (this.source() === 'primary') return onPrimary();
    try {
      return await onReplicaRead();
    } catch (err) {
      if (!replicaUnavailable(err)) throw err;
      this.primaryUntil = Math.max(this.primaryUntil, Date.now() + REPLICA_RETRY_AFTER_MS);
      this.logger?.warn({ err: (err as Error).message, retryAfterMs: REPLICA_RETRY_AFTER_MS }, 'read replica unavailable: reading the primary');
      return onPrimary();
    }
  }
}

/**
 * A failure of the replica rather than of the statement: no connection (refused, reset, pool
 * timeout, connection lost: a socket error code or a message about the connection), a connection
 * class error (SQLSTATE 08), the server shutting down or starting up (57P01-57P03), or a statement
 * cancelled by a conflict with recovery (40001 on a standby). A statement error (bad SQL, statement
 * timeout) would fail on the primary too: it is thrown as it is.
 */
export function replicaUnavailable(err: unknown): boolean {
  // Not `instanceof Error`: socket errors may come from another realm (a test runner's sandbox).
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    return code.startsWith(PgErrorClass.connectionException) || code.startsWith('57P') || code === PgErrorCode.serializationFailure;
  }
  return (typeof code === 'string' && /^E[A-Z]+$/.test(code)) || (typeof message === 'string' && /connect/i.test(message));
}
