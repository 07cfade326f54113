import pg from 'pg';
import { DataSource, type EntitySchema, type MixedList, type QueryRunner } from 'typeorm';
import { pgErrorCode, PgErrorCode } from './pg-errors.js';
import { endGenericPlanPools, IDLE_CONNECTION_MS } from './prepared.js';

export interface ServiceDataSourceOptions {
  /** The primary: every write, transaction, migration and raw `ds.query()`. */
  url: string;
  /**
   * Read replicas (hot standbys of the primary). Only code that asks for one (`onReplica`) reads
   * there; everything else, `find*` and query builders included, stays on the primary.
   */
  readUrls?: string[];
  /** The service's own PostgreSQL schema; no service reads another's. */
  schema: string;
  entities: MixedList<string | Function | EntitySchema>;
  migrations: MixedList<string | Function>;
  /** Connections to each server, at most (DEFAULT_POOL_SIZE when not given), the generic-plan pools' included. */
  poolSize?: number;
  /**
   * The service runs reads planned once (runPreparedGeneric), whose pool beside each of the data
   * source's takes its size: each gets half of `poolSize` (an odd number rounded up).
   */
  genericPlans?: boolean;
}

/** A service's connections to each PostgreSQL server when its DB_POOL_SIZE is not given (the seeds, the migrations). */
const DEFAULT_POOL_SIZE = 10;

/** Creates the database named in the URL when it does not exist yet (dev and test runs). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-zA-Z0-9_]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (err) {
        // Another process created it in the meantime.
        if (pgErrorCode(err) !== PgErrorCode.duplicateDatabase) throw err;
      }
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A service's data source: destroying it ends the generic-plan pools made beside its pools too (runPreparedGeneric). */
class ServiceDataSource extends DataSource {
  override async destroy(): Promise<void> {
    await endGenericPlanPools(this);
    await super.destroy();
  }
}

export function createDataSource(opts: ServiceDataSourceOptions): DataSource {
  const readUrls = opts.readUrls?.filter((u) => u.length > 0) ?? [];
  // application_name tells the pools apart in pg_stat_activity (`catalogue`, `catalogue-read`).
  const connection = readUrls.length
    ? {
        replication: {
          master: { url: opts.url, applicationName: opts.schema },
          slaves: readUrls.map((url) => ({ url, applicationName: `${opts.schema}-read` })),
          // TypeORM's default sends find* and select query builders to a replica: here a replica
          // is read only where the code asks for it (onReplica).
          defaultMode: 'master' as const,
        },
      }
    : { url: opts.url };
  const poolSize = opts.poolSize ?? DEFAULT_POOL_SIZE;
  return new ServiceDataSource({
    type: 'postgres',
    ...connection,
    schema: opts.schema,
    entities: opts.entities,
    migrations: opts.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    // search_path makes raw SQL (migrations, hand-written queries) land in the service's schema too.
    extra: { max: opts.genericPlans ? Math.ceil(poolSize / 2) : poolSize, idleTimeoutMillis: IDLE_CONNECTION_MS, connectionTimeoutMillis: 3000, statement_timeout: 10000, options: `-c search_path="${opts.schema}",public` },
  });
}

/** Whether the data source was given read replicas (`readUrls`). */
export function hasReadReplicas(ds: DataSource): boolean {
  return ds.options.type === 'postgres' && !!ds.options.replication?.slaves.length;
}

/**
 * Runs read-only work on a connection of one of the read replicas (picked at random), or of the
 * primary when there are none. Nothing in `work` may write: a replica refuses (read-only).
 */
export async function onReplica<T>(ds: DataSource, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner('slave');
  try {
    return await work(runner);
  } finally {
    await runner.release();
  }
}

/** Creates the database and the schema if needed, then applies pending migrations. */
export async function migrate(ds: DataSource, url: string, schema: string): Promise<string[]> {
  await ensureDatabase(url);
  const bootstrap = new pg.Client({ connectionString: url });
  await bootstrap.connect();
  try {
    await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await bootstrap.end();
  }
  const wasInitialized = ds.isInitialized;
  if (!wasInitialized) {
    // A migration may rewrite or read every row of a large table: no 10 s statement cap for them.
    ds.options.extra.statement_timeout = 0;
    await ds.initialize();
  }
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    if (!wasInitialized) await ds.destroy();
  }
}
