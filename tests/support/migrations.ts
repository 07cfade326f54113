// Migrating a database the way a long-lived one was (one run per landed migration, data in it) and
// the way a fresh one is (every migration in one run), then comparing the two schemas from pg_catalog.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { DataSource, type MigrationInterface } from 'typeorm';
import { dropDatabase, migrate } from '@streaming/platform';
import { currentTestNames } from './test-env.js';

export type MigrationClass = new () => MigrationInterface;

const timestampOf = (name: string) => Number(name.slice(-13));
/** The name TypeORM records for a migration class (its `name`, else the class name). */
export const nameOf = (m: MigrationClass) => new m().name ?? m.name;

/** The data source's migration classes in the order TypeORM runs them (by the timestamp ending their name). */
export function migrationsOf(ds: DataSource): MigrationClass[] {
  const classes = (ds.options.migrations ?? []) as MigrationClass[];
  return [...classes].sort((a, b) => timestampOf(nameOf(a)) - timestampOf(nameOf(b)));
}

/** The timestamps of the migration files in `dir` that the data source does not run, and of the classes no file holds. */
export function unregisteredMigrations(dir: string, ds: DataSource): { files: string[]; classes: string[] } {
  const files = readdirSync(dir).filter((f) => /^\d{13}-.*\.ts$/.test(f));
  const classes = migrationsOf(ds).map(nameOf);
  return {
    files: files.filter((f) => !classes.some((c) => c.endsWith(f.slice(0, 13)))),
    classes: classes.filter((c) => !files.some((f) => c.endsWith(f.slice(0, 13)))),
  };
}

/**
 * Applies `runs` one after the other, each a separate `migration:run` (platform `migrate`, as
 * `npm run migrate` does) of a data source made by `make` that knows only that run's migrations,
 * like a database migrated by each release in turn. `after(i)` runs once run i is done (e.g. to add rows).
 */
export async function migrateInRuns(
  make: (url: string) => DataSource, url: string, schema: string, runs: MigrationClass[][],
  after?: (run: number) => Promise<void>,
): Promise<string[][]> {
  const applied: string[][] = [];
  for (const [i, migrations] of runs.entries()) {
    const base = make(url);
    applied.push(await migrate(new DataSource({ ...base.options, migrations }), url, schema));
    await after?.(i);
  }
  return applied;
}

/** One run per migration, oldest first: the first run applies the first migration, the next one the second, and so on. */
export const oneRunPerMigration = (migrations: MigrationClass[]) => migrations.map((_, k) => migrations.slice(0, k + 1));

export async function execSql(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The schema of `schemas` in the database at `url`, one sorted line per object: extensions, tables,
 * views, sequences, columns (type, nullability, default, generated expression, identity, collation),
 * indexes (their definitions), constraints, functions (their full definitions), triggers (and whether
 * they are enabled), enum and domain types, and which migrations ran. Objects an extension owns
 * (pg_trgm's functions in public, say) are named by their extension's line only.
 */
export async function readSchema(url: string, schemas: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = async (sql: string, params: unknown[] = [schemas]) => (await client.query(sql, params)).rows as Array<Record<string, string>>;
  const notFromExtension = (oid: string) => `NOT EXISTS (SELECT 1 FROM pg_depend dep WHERE dep.objid = ${oid} AND dep.deptype = 'e')`;
  const lines: string[] = [];
  try {
    for (const r of await rows(`SELECT e.extname, e.extversion, n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace`, [])) {
      lines.push(`extension ${r.extname} ${r.extversion} in ${r.nspname}`);
    }
    const kinds: Record<string, string> = { r: 'table', p: 'partitioned table', v: 'view', m: 'materialized view', S: 'sequence', f: 'foreign table' };
    for (const r of await rows(`
      SELECT n.nspname, c.relname, c.relkind, c.relpersistence, c.reloptions::text AS options,
             CASE WHEN c.relkind IN ('v', 'm') THEN pg_get_viewdef(c.oid) END AS view
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${notFromExtension('c.oid')}`)) {
      const extra = [r.relpersistence === 'u' ? 'UNLOGGED' : '', r.options ? `WITH ${r.options}` : '', r.view ? `AS ${r.view.trim()}` : ''].filter(Boolean);
      lines.push(`${kinds[r.relkind]} ${r.nspname}.${r.relname}${extra.length ? ` ${extra.join(' ')}` : ''}`);
    }
    for (const r of await rows(`
      SELECT schemaname, sequencename, data_type::text, start_value, increment_by, min_value, max_value, cycle
      FROM pg_sequences WHERE schemaname = ANY($1)`)) {
      lines.push(`sequence ${r.schemaname}.${r.sequencename} ${r.data_type} start ${r.start_value} by ${r.increment_by} from ${r.min_value} to ${r.max_value}${r.cycle ? ' cycle' : ''}`);
    }
    for (const r of await rows(`
      SELECT n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull,
             pg_get_expr(d.adbin, d.adrelid) AS expr, a.attgenerated, a.attidentity, co.collname
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      LEFT JOIN pg_collation co ON co.oid = a.attcollation AND co.collname <> 'default'
      WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.attnum > 0 AND NOT a.attisdropped
        AND ${notFromExtension('c.oid')}`)) {
      const parts = [`column ${r.nspname}.${r.relname}.${r.attname} ${r.type}`];
      if (r.attnotnull) parts.push('NOT NULL');
      if (r.expr) parts.push(r.attgenerated === 's' ? `GENERATED ALWAYS AS (${r.expr}) STORED` : `DEFAULT ${r.expr}`);
      if (r.attidentity) parts.push(`IDENTITY ${r.attidentity === 'a' ? 'ALWAYS' : 'BY DEFAULT'}`);
      if (r.collname) parts.push(`COLLATE ${r.collname}`);
      lines.push(parts.join(' '));
    }
    for (const r of await rows(`SELECT schemaname, indexname, indexdef FROM pg_indexes WHERE schemaname = ANY($1)`)) {
      lines.push(`index ${r.schemaname}.${r.indexname}: ${r.indexdef}`);
    }
    for (const r of await rows(`
      SELECT n.nspname, coalesce(c.relname, t.typname) AS owner, con.conname, pg_get_constraintdef(con.oid) AS def,
             con.condeferrable, con.condeferred
      FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace
      LEFT JOIN pg_class c ON c.oid = con.conrelid LEFT JOIN pg_type t ON t.oid = con.contypid
      WHERE n.nspname = ANY($1)`)) {
      const deferrable = r.condeferrable ? (r.condeferred ? ' DEFERRABLE INITIALLY DEFERRED' : ' DEFERRABLE') : '';
      lines.push(`constraint ${r.nspname}.${r.owner}.${r.conname}: ${r.def}${deferrable}`);
    }
    for (const r of await rows(`
      SELECT n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) AS args, p.prokind,
             CASE WHEN p.prokind IN ('f', 'p') THEN pg_get_functiondef(p.oid) END AS def
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = ANY($1) AND ${notFromExtension('p.oid')}`)) {
      lines.push(`function ${r.nspname}.${r.proname}(${r.args})${r.def ? `: ${r.def.trim().replace(/\s+/g, ' ')}` : ` kind ${r.prokind}`}`);
    }
    for (const r of await rows(`
      SELECT n.nspname, c.relname, t.tgname, pg_get_triggerdef(t.oid) AS def, t.tgenabled
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND NOT t.tgisinternal`)) {
      lines.push(`trigger ${r.nspname}.${r.relname}.${r.tgname}: ${r.def}${r.tgenabled === 'D' ? ' (disabled)' : ''}`);
    }
    for (const r of await rows(`
      SELECT n.nspname, t.typname, t.typtype, format_type(t.typbasetype, t.typtypmod) AS base,
             (SELECT string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS labels
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = ANY($1) AND t.typtype IN ('e', 'd') AND ${notFromExtension('t.oid')}`)) {
      lines.push(r.typtype === 'e' ? `enum ${r.nspname}.${r.typname} (${r.labels})` : `domain ${r.nspname}.${r.typname} ${r.base}`);
    }
    for (const schema of schemas) {
      const [{ found }] = await rows(`SELECT to_regclass($1) IS NOT NULL AS found`, [`"${schema}"."migrations"`]);
      if (!found) continue;
      for (const r of await rows(`SELECT name FROM "${schema}"."migrations"`, [])) lines.push(`migration ${schema}: ${r.name} ran`);
    }
  } finally {
    await client.end();
  }
  return lines.sort();
}

/** What only one of two schemas has, under readable labels, so that a failing `toEqual` shows the objects. */
export function schemaDiff(labelA: string, a: string[], labelB: string, b: string[]): Record<string, string[]> {
  const inA = new Set(a);
  const inB = new Set(b);
  return { [`only ${labelA}`]: a.filter((l) => !inB.has(l)), [`only ${labelB}`]: b.filter((l) => !inA.has(l)) };
}

export const noDiff = (labelA: string, labelB: string) => ({ [`only ${labelA}`]: [], [`only ${labelB}`]: [] });

export interface MigrationHistory {
  service: string;
  /** The service's PostgreSQL schema; `public` (extensions, functions put there) is compared too. */
  schema: string;
  makeDataSource: (url: string) => DataSource;
  /** The service's migrations folder. */
  dir: string;
  /** SQL run right after the first migration (search_path set to the schema): rows as the first landed schema takes them. */
  rowsAfterFirst: string[];
  /** A count (SQL) of those rows, read at the end to check that the later migrations kept them. */
  countRows: string;
  /**
   * Each version main shipped of a migration that was edited after it landed: a database created
   * while it was on main ran these migrations in one run, then today's in a later one.
   */
  shipped?: Array<{ as: string; migrations: MigrationClass[] }>;
}

/**
 * Registers the tests of one service's migrations: the data source runs every migration file;
 * a database migrated one landed migration at a time, with rows in it, reaches the schema of a
 * database migrated fresh in one run; so does each database created while main shipped one version
 * of a migration that was edited after it landed. Each database has its own name and is dropped after.
 */
export function describeMigrationHistory(h: MigrationHistory) {
  const run = currentTestNames();
  const urlOf = (suffix: string) => `${run.DATABASE_URL}_mig_${h.service}_${suffix}`;
  const schemas = [h.schema, 'public'];
  const migrations = migrationsOf(h.makeDataSource(urlOf('fresh')));
  const used: string[] = [];
  const database = async (suffix: string) => {
    const url = urlOf(suffix);
    used.push(url);
    await dropDatabase(url);
    return url;
  };
  const ctx = { fresh: [] as string[] };

  beforeAll(async () => {
    const url = await database('fresh');
    await migrateInRuns(h.makeDataSource, url, h.schema, [migrations]);
    ctx.fresh = await readSchema(url, schemas);
  });

  afterAll(async () => {
    for (const url of used) await dropDatabase(url);
  });

  describe(`${h.service} migrations`, () => {
    it('are every file of the migrations folder, each run by the data source', () => {
      expect(migrations.length).toBeGreaterThan(0);
      expect(unregisteredMigrations(h.dir, h.makeDataSource(urlOf('fresh')))).toEqual({ files: [], classes: [] });
    });

    it('bring a database migrated one landed migration at a time, with rows in it, to the schema of a fresh one', async () => {
      const url = await database('steps');
      const rows = [`SET search_path = "${h.schema}", public`, ...h.rowsAfterFirst];
      const applied = await migrateInRuns(h.makeDataSource, url, h.schema, oneRunPerMigration(migrations), async (i) => {
        if (i === 0) await execSql(url, rows);
      });
      expect(applied).toEqual(migrations.map((m) => [nameOf(m)]));
      expect(schemaDiff('step by step', await readSchema(url, schemas), 'fresh', ctx.fresh)).toEqual(noDiff('step by step', 'fresh'));
      const [{ n }] = await queryRows(url, h.schema, h.countRows);
      expect(Number(n)).toBeGreaterThan(0);
    });

    for (const shipped of h.shipped ?? []) {
      it(`bring a database created while main shipped ${shipped.as} to the schema of a fresh one`, async () => {
        const url = await database(shipped.as.replace(/[^a-z0-9]/gi, '').toLowerCase().slice(0, 12));
        await migrateInRuns(h.makeDataSource, url, h.schema, [shipped.migrations, migrations]);
        expect(schemaDiff(`as of ${shipped.as}`, await readSchema(url, schemas), 'fresh', ctx.fresh)).toEqual(noDiff(`as of ${shipped.as}`, 'fresh'));
      });
    }
  });

  return ctx;
}

async function queryRows(url: string, schema: string, sql: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET search_path = "${schema}", public`);
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
