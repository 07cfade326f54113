import pg from 'pg';
import type { TestNames } from './test-env.js';

export async function queryDb<T = Record<string, unknown>>(names: TestNames, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: names.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
