// The catalogue the catalogue and search scenarios read: the demo catalogue plus synthetic titles,
// loaded once per bench run into the run's own database with the catalogue's built seed scripts
// (services/catalogue/dist/seed/), and a direct PostgreSQL client for the queries the scenarios
// compare against (unindexed scans, the original product's full-row downloads).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ROOT } from '../../../scripts/lib/stack.mjs';

const run = promisify(execFile);
const SEED_DIR = join(ROOT, 'services', 'catalogue', 'dist', 'seed');

/** Synthetic titles the bench database holds (on top of the demo catalogue). */
export const SYNTHETIC_TITLES = 100000;

const loads = new Map();

async function seed(stack, script, args, log) {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [join(SEED_DIR, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...stack.env },
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = stdout.trim().split('\n').at(-1) ?? '';
  log(`  ${script} ${args.join(' ')}: ${last} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const countTitles = (ctx) =>
  withDb(ctx, async (db) => {
    const { rows: [counts] } = await db.query(`SELECT (SELECT count(*)::int FROM movies) AS movies, (SELECT count(*)::int FROM series) AS series`);
    return counts;
  });

/**
 * Loads the demo catalogue and SYNTHETIC_TITLES synthetic titles into this run's database, once for
 * all scenarios (the seeds drop the catalogue's cached reads; a database that already holds that
 * many titles is left as it is). Returns { movies, series }.
 */
export function loadCatalogue(ctx) {
  const key = ctx.stack.names.TEST_RUN_ID;
  if (!loads.has(key)) {
    loads.set(
      key,
      (async () => {
        const before = await countTitles(ctx);
        if (before.movies + before.series >= SYNTHETIC_TITLES) return before;
        ctx.log(`  loading the demo catalogue and ${SYNTHETIC_TITLES.toLocaleString('en-US')} synthetic titles into the bench database…`);
        await seed(ctx.stack, 'seed-demo.js', [], ctx.log);
        await seed(ctx.stack, 'seed-synthetic.js', [String(SYNTHETIC_TITLES)], ctx.log);
        return countTitles(ctx);
      })(),
    );
  }
  return loads.get(key);
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
