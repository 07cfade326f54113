import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { onReplica } from './data-source.js';

/**
 * A statement run many times a second (a service's hot write): PostgreSQL parses and plans it once
 * per connection, then only binds and executes it. `name` is unique in the service.
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * Runs a prepared statement on the primary's pool and answers its rows. For the few statements of
 * a hot path only: it skips TypeORM's query runner (a pool client is taken and given back by pg
 * itself) and, once a connection has seen the statement, PostgreSQL's parse and plan, which cost a
 * batch of progress saves about a quarter of a millisecond each time. Called from repositories,
 * like every SQL statement.
 */
export async function runPrepared<Row>(ds: DataSource, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  const result = await primaryPool(ds).query({ name: statement.name, text: statement.text, values });
  return result.rows;
}

/** runPrepared on a connection of a read replica (onReplica: the primary when there is none). */
export function runPreparedOnReplica<Row>(ds: DataSource, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  return onReplica(ds, async (runner): Promise<Row[]> => {
    const client: pg.PoolClient = await runner.connect();
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows;
  });
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
