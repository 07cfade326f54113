import pg from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * A statement run many times a second (a service's hot write): PostgreSQL parses and plans it once
 * per connection, then only binds and executes it. `name` is unique in the service.
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * Runs a prepared statement on the primary's pool, or with `replica` on one of the read replicas
 * picked at random (the primary when there are none), and answers its rows. For the few statements
 * of a hot path only: it skips TypeORM's query runner (a pool client is taken and given back by pg
 * itself) and, once a connection has seen the statement, PostgreSQL's parse (and, as the pool's
 * plan_cache_mode lets it, plan), which cost a batch of progress saves about a quarter of a
 * millisecond each time. Called from repositories, like every SQL statement.
 */
export async function runPrepared<Row>(ds: DataSource, statement: PreparedStatement, values: unknown[], where: { replica?: boolean } = {}): Promise<Row[]> {
  const result = await (where.replica ? replicaPool(ds) : primaryPool(ds)).query({ name: statement.name, text: statement.text, values });
  return result.rows;
}

/**
 * A prepared statement planned once for all its parameters (`plan_cache_mode=force_generic_plan`),
 * on the primary, or with `replica` on one of the read replicas picked at random (the primary when
 * there are none). For statements built from a few shapes and run at every keystroke, whose best plan
 * does not depend on the values. Left to itself, PostgreSQL plans such a statement again at each run
 * whenever its generic plan's estimate is above the custom plans' (the header's suggestions of one
 * word: planned at each of 29,009 runs of a typing stream), and planning cost as much as running.
 * The setting is the connection's, so these connections are pools of their own, one beside each pool
 * of the data source, made on first use with its settings, kept as long as the data source's own
 * (IDLE_CONNECTION_MS), of its size (a data source made with `genericPlans` gives each half of its
 * connections), never keeping the process alive, and ended with the data source
 * (endGenericPlanPools). A connection lost while idle (the server restarted, the database dropped)
 * only leaves its pool: the next statement opens another.
 */
export async function runPreparedGeneric<Row>(ds: DataSource, statement: PreparedStatement, values: unknown[], where: { replica?: boolean } = {}): Promise<Row[]> {
  const result = await genericPlanPool(where.replica ? replicaPool(ds) : primaryPool(ds)).query({ name: statement.name, text: statement.text, values });
  return result.rows;
}

/**
 * How long an idle connection of a service's pools stays open. A new connection's first statements
 * cost PostgreSQL far more than the same statements on a connection in use (its caches and the
 * prepared statements start empty): closed after 5 s idle, the header's suggestions answered the
 * first keystroke after a pause of 7 to 12 s in 17-26 ms through the gateway, against 6-12 ms with
 * the connections kept (tests/load/search-rounds.md). A minute covers a member's pause between two
 * searches; a pool never holds more than its size.
 */
export const IDLE_CONNECTION_MS = 60_000;

/**
 * The generic-plan pools' settings. Planned once for every value, a plan cannot tell a scan of a
 * few rows from one of thousands, so it is planned without parallel workers: their start (a few
 * milliseconds at every run) pays only for the latter, and a plan is chosen once for both.
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0';
const genericPools = new WeakMap<pg.Pool, pg.Pool>();

function genericPlanPool(beside: pg.Pool): pg.Pool {
  let pool = genericPools.get(beside);
  if (!pool) {
    const settings = beside.options as pg.PoolConfig;
    pool = new pg.Pool({ ...settings, options: `${settings.options ?? ''} ${GENERIC_PLANS}`.trim(), idleTimeoutMillis: IDLE_CONNECTION_MS, allowExitOnIdle: true });
    pool.on('error', () => undefined);
    genericPools.set(beside, pool);
  }
  return pool;
}

/** Ends the generic-plan pools made beside the data source's pools (runPreparedGeneric), before the data source itself is destroyed. */
export async function endGenericPlanPools(ds: DataSource): Promise<void> {
  const driver = ds.driver;
  if (!(driver instanceof PostgresDriver)) return;
  const besides: pg.Pool[] = [driver.master, ...driver.slaves].filter((pool): pool is pg.Pool => !!pool);
  await Promise.all(
    besides.map(async (beside) => {
      const pool = genericPools.get(beside);
      genericPools.delete(beside);
      await pool?.end();
    }),
  );
}

/** One of the read replicas' pools, at random; the primary's when there are none. */
function replicaPool(ds: DataSource): pg.Pool {
  const driver = ds.driver;
  const slaves = driver instanceof PostgresDriver ? (driver.slaves as pg.Pool[]) : [];
  return slaves.length ? slaves[Math.floor(Math.random() * slaves.length)] : primaryPool(ds);
}

/**
 * Names for statements a repository builds at run time from a few shapes (the header's search
 * suggestions: one text per number of words): the same text, the same name, so that each connection
 * prepares it once. At most `max` texts are named: each named text is kept by every connection of
 * the pool, so a shape past them runs unnamed (parsed and planned each time) rather than grow that
 * without end.
 */
export class StatementNames {
  private readonly names = new Map<string, PreparedStatement>();

  constructor(
    private readonly prefix: string,
    private readonly max = 64,
  ) {}

  /** The statement named for `text`, or undefined once `max` other texts have names. */
  of(text: string): PreparedStatement | undefined {
    let statement = this.names.get(text);
    if (statement === undefined && this.names.size < this.max) {
      statement = { name: `${this.prefix}${this.names.size}`, text };
      this.names.set(text, statement);
    }
    return statement;
  }
}

function primaryPool(ds: DataSource): pg.Pool {
  const driver = ds.driver;
  if (!(driver instanceof PostgresDriver) || !driver.master) throw new Error('runPrepared needs an initialised PostgreSQL data source');
  const pool: pg.Pool = driver.master;
  return pool;
}
