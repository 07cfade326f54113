// The catalogue the catalogue and search scenarios read: the demo catalogue plus synthetic titles,
// loaded once per bench run into the run's own database with the catalogue's built seed scripts
// (services/catalogue/dist/seed/), and a direct PostgreSQL client for the queries the scenarios
// compare against (unindexed scans, the original product's full-row downloads).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ROOT } from '../../../scripts/lib/stack.mjs';
import { asTyped } from './typing.mjs';

const run = promisify(execFile);
const SEED_DIR = join(ROOT, 'services', 'catalogue', 'dist', 'seed');

/** Synthetic titles the bench database holds (on top of the demo catalogue) unless --titles says otherwise. */
export const DEFAULT_TITLES = 100000;
/** The most the synthetic seed adds in one go. */
export const MAX_TITLES = 5_000_000;

const loads = new Map();

/** Runs one of the catalogue's seeds; returns the lines it printed. */
async function seed(stack, script, args, log) {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [join(SEED_DIR, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...stack.env },
    maxBuffer: 16 * 1024 * 1024,
  });
  const lines = stdout.trim().split('\n');
  const summary = lines.findLast((line) => !line.startsWith('{')) ?? '';
  log(`  ${script} ${args.join(' ')}: ${summary} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return lines;
}

const countTitles = (ctx) =>
  withDb(ctx, async (db) => {
    const { rows: [counts] } = await db.query(`SELECT (SELECT count(*)::int FROM movies) AS movies, (SELECT count(*)::int FROM series) AS series`);
    return counts;
  });

/**
 * Loads the demo catalogue and ctx.titles synthetic titles (--titles) into this run's database, once
 * for all scenarios (the seeds drop the catalogue's cached reads; a database that already holds that
 * many titles is left as it is). The synthetic seed drops the secondary indexes of films, series and
 * episodes before its inserts and builds them again after. Returns { movies, series, load }: `load`,
 * when this call loaded the titles, is the seed's report { seconds (the synthetic load), indexSeconds,
 * indexes: [{ table, name, seconds }] }.
 */
export function loadCatalogue(ctx) {
  const key = ctx.stack.names.TEST_RUN_ID;
  if (!loads.has(key)) {
    loads.set(
      key,
      (async () => {
        const before = await countTitles(ctx);
        if (before.movies + before.series >= ctx.titles) return before;
        ctx.log(`  loading the demo catalogue and ${ctx.titles.toLocaleString('en-US')} synthetic titles into the bench database…`);
        await seed(ctx.stack, 'seed-demo.js', [], ctx.log);
        const lines = await seed(ctx.stack, 'seed-synthetic.js', [String(ctx.titles), '--json'], ctx.log);
        const load = JSON.parse(lines.at(-1));
        return { ...(await countTitles(ctx)), load };
      })(),
    );
  }
  return loads.get(key);
}

/**
 * The size of this run's database (pg_database_size) and of the films and series tables: the
 * table (heap and TOAST), its indexes, both, in bytes.
 */
export function databaseSizes(ctx) {
  return withDb(ctx, async (db) => {
    const { rows: [{ bytes }] } = await db.query(`SELECT pg_database_size(current_database())::bigint AS bytes`);
    const { rows } = await db.query(
      `SELECT t AS table, pg_table_size(t::regclass)::bigint AS data, pg_indexes_size(t::regclass)::bigint AS indexes,
              pg_total_relation_size(t::regclass)::bigint AS total
         FROM unnest(ARRAY['movies', 'series']) AS t`,
    );
    return { database: Number(bytes), tables: rows.map((r) => ({ table: r.table, data: Number(r.data), indexes: Number(r.indexes), total: Number(r.total) })) };
  });
}

/** A pg client on this run's database, catalogue schema first on the search path. */
export async function withDb(ctx, fn) {
  const client = new pg.Client({ connectionString: ctx.stack.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('SET search_path TO catalogue, public');
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Columns of the original product's tables: everything but what this schema adds for search and
 * listing (generated columns: normalised text, full-text document, anime flag), which the original
 * did not have and would not have downloaded.
 */
export async function originalColumns(db, table) {
  const { rows } = await db.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'catalogue' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => `"${r.column_name}"`);
}

/**
 * The bytes of the JSON array the original approach downloaded: `limit` full rows of `table`,
 * newest first, serialised by PostgreSQL (row_to_json), as a REST layer over the table returns them.
 */
export async function originalDownload(db, table, limit) {
  const columns = await originalColumns(db, table);
  const { rows: [r] } = await db.query(
    `SELECT count(*)::int AS n, coalesce(json_agg(x), '[]'::json)::text AS body
       FROM (SELECT ${columns.join(', ')} FROM ${table} ORDER BY created_at DESC LIMIT ${Number(limit)}) x`,
  );
  return { rows: r.n, body: r.body };
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
};

/** Titles of the catalogue as people type them, `n` distinct ones in a fixed order (by md5 of the title: the same on every run). */
export async function sampleTitles(ctx, n) {
  const rows = await withDb(ctx, async (db) =>
    (await db.query(
      `SELECT title FROM (SELECT DISTINCT title FROM (SELECT title FROM movies UNION ALL SELECT title FROM series) t) d
        ORDER BY md5(title) LIMIT $1`,
      [n],
    )).rows,
  );
  return [...new Set(rows.map((r) => asTyped(r.title)))];
}
