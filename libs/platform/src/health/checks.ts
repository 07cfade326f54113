import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

export interface CheckResult {
  status: 'up' | 'down';
  latencyMs?: number;
  error?: string;
}

async function timed(fn: () => Promise<unknown>, timeoutMs = 1000): Promise<CheckResult> {
  const started = performance.now();
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs).unref()),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (err) {
    return { status: 'down', error: (err as Error).message };
  }
}

export const checkPostgres = (ds: DataSource) => timed(() => ds.query('SELECT 1'));
export const checkRedis = (redis: Redis) => timed(() => redis.ping());
export const checkNats = (nc: NatsConnection) => timed(() => (nc.isClosed() ? Promise.reject(new Error('closed')) : nc.flush()));
