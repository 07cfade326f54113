import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createDataSource, runPreparedGeneric, type PreparedStatement } from '../src/index.js';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { waitUntil } from '../../../tests/support/wait-until.js';

// The generic-plan connections of a data source (runPreparedGeneric): kept warm between requests a
// few seconds apart, and closed with the data source.
const names = currentTestNames();
const BACKEND: PreparedStatement = { name: 'pool_test_backend', text: 'SELECT pg_backend_pid() AS pid, current_setting($1) AS mode' };
const admin = new pg.Client({ connectionString: names.DATABASE_URL });

const backendOf = async (ds: ReturnType<typeof createDataSource>) =>
  (await runPreparedGeneric<{ pid: number; mode: string }>(ds, BACKEND, ['plan_cache_mode']))[0];
const isOpen = async (pid: number) => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 1;

beforeAll(() => admin.connect());
afterAll(() => admin.end());

describe('generic-plan connections', () => {
  it('stay open through a pause of several seconds: the next statement runs on the same prepared connection', async () => {
    const ds = createDataSource({ url: names.DATABASE_URL, schema: 'public', entities: [], migrations: [] });
    await ds.initialize();
    try {
      const first = await backendOf(ds);
      expect(first.mode).toBe('force_generic_plan');
      // A plan chosen once for every value launches no parallel workers (their start is paid at every run).
      const [{ mode: workers }] = await runPreparedGeneric<{ mode: string }>(ds, BACKEND, ['max_parallel_workers_per_gather']);
      expect(workers).toBe('0');
      // Longer than these connections were once kept idle (5 s): a member's pause between two searches.
      await sleep(6000);
      expect((await backendOf(ds)).pid).toBe(first.pid);
    } finally {
      await ds.destroy();
    }
  }, 20_000);

  it('close with their data source', async () => {
    const ds = createDataSource({ url: names.DATABASE_URL, schema: 'public', entities: [], migrations: [] });
    await ds.initialize();
    const { pid } = await backendOf(ds);
    expect(await isOpen(pid)).toBe(true);
    await ds.destroy();
    await waitUntil(() => isOpen(pid), (open) => !open, { timeoutMs: 3000, what: `generic-plan backend ${pid} to close with its data source` });
  });
});
