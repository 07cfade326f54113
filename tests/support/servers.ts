import pg from 'pg';
import { Redis } from 'ioredis';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { dropDatabase, ensureDatabase, migrate } from '@streaming/platform';
import type { TestNames } from './test-env.js';
import { createIdentityDataSource, IDENTITY_SCHEMA } from '../../services/identity/src/database/identity-data-source.js';

/** Creates the run's database and applies every service's migrations. */
export async function prepareDatabase(names: TestNames): Promise<void> {
  await ensureDatabase(names.DATABASE_URL);
  await migrate(createIdentityDataSource(names.DATABASE_URL), names.DATABASE_URL, IDENTITY_SCHEMA);
}

/** Drops what the run created on the shared servers. */
export async function dropRunResources(names: TestNames): Promise<void> {
  await dropDatabase(names.DATABASE_URL).catch(() => undefined);
  const nc = await connect({ servers: process.env.NATS_URL ?? '127.0.0.1:4222' });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(names.EVENTS_STREAM).catch(() => undefined);
  } finally {
    await nc.close();
  }
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${names.REDIS_PREFIX}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } catch {
    // Redis may have been stopped by a test; its keys expire on their own.
  } finally {
    redis.disconnect();
  }
}

export async function queryDb<T = Record<string, unknown>>(names: TestNames, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: names.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
