import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { CatalogueReads } from '../src/database/catalogue-reads.js';
import { createCatalogueDataSource } from '../src/database/catalogue-data-source.js';

// DB_POOL_SIZE is the connections a catalogue process opens to a PostgreSQL server, what the
// deployment docs count against max_connections: its reads planned once (queryPrepared, the
// generic-plan pool) and the others (ds.query, queryPlanned) share it.
const names = currentTestNames();
const admin = new pg.Client({ connectionString: names.DATABASE_URL });

/** The backends whose last statement held `marker` (their connection stays open, idle, afterwards). */
async function backendsHolding(marker: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE strpos(query, $1) > 0 AND pid <> pg_backend_pid()`, [marker]);
  return rows[0].n;
}

beforeAll(() => admin.connect());
afterAll(() => admin.end());

describe('the catalogue’s connections to PostgreSQL', () => {
  it.each([
    [4, 2, 2],
    [5, 3, 3],
  ])('DB_POOL_SIZE=%i: reads of both kinds 12 at a time open %i generic-plan and %i other connections', async (size, generic, others) => {
    const ds = createCatalogueDataSource(names.DATABASE_URL, size);
    await ds.initialize();
    try {
      const reads = new CatalogueReads(ds);
      const run = randomUUID();
      const [prepared, planned, plain] = ['prepared', 'planned', 'plain'].map((kind) => `budget-${kind}-${run}`);
      // Each read holds its connection 150 ms: every pool is asked for more connections than it may open.
      const answers = await Promise.all([
        ...Array.from({ length: 12 }, () => reads.queryPrepared<{ probe: string }>(`SELECT '${prepared}' AS probe, pg_sleep(0.15)::text AS slept`, [])),
        ...Array.from({ length: 6 }, () => reads.queryPlanned<{ probe: string }>(`SELECT '${planned}' AS probe, pg_sleep(0.15)::text AS slept`, [])),
        ...Array.from({ length: 6 }, () => reads.query<Array<{ probe: string }>>(`SELECT '${plain}' AS probe, pg_sleep(0.15)::text AS slept`)),
      ]);
      expect(answers.map(([row]) => row.probe).sort()).toEqual([...Array(6).fill(plain), ...Array(6).fill(planned), ...Array(12).fill(prepared)]);
      expect(await backendsHolding(prepared)).toBe(generic);
      // The same pool runs the planned reads and ds.query: a connection's last statement is one or the other.
      expect((await backendsHolding(planned)) + (await backendsHolding(plain))).toBe(others);
    } finally {
      await ds.destroy();
    }
  }, 20_000);
});
