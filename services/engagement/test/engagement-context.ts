import { afterAll, beforeAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Actor, BusPattern, RpcRequestData, RpcResponseData } from '@streaming/contracts';
import { dropDatabase, loadConfig, migrate, RpcClient } from '@streaming/platform';
import { stopTopicService, topicTestNames } from '../../../tests/support/service-context.js';
import type { TestNames } from '../../../tests/support/test-env.js';
import { startEngagement, type RunningEngagement } from '../src/engagement.app.js';
import { EngagementEnv } from '../src/config/engagement.env.js';
import { createEngagementDataSource, ENGAGEMENT_SCHEMA } from '../src/database/engagement-data-source.js';

/** One integration file's engagement service: started in `beforeAll`, stopped and dropped in `afterAll`. */
export interface EngagementContext {
  /** This file's database, NATS prefix, event stream and Redis prefix. */
  names: TestNames;
  engagement: RunningEngagement;
  rpc: RpcClient;
  /** Direct SQL on this file's database (search_path on the engagement schema), to check and arrange rows. */
  db: pg.Client;
  /** RpcClient.call with an actor; `data` defaults to `{}` (bad-input tests send what callers may not). */
  call<P extends BusPattern>(pattern: P, data?: object, actor?: Actor): Promise<RpcResponseData<P>>;
}

/** A signed-in member (a fresh id each time). */
export const member = (): Actor => ({ userId: randomUUID(), isAdmin: false });
export const admin = (): Actor => ({ userId: randomUUID(), isAdmin: true });

/**
 * Starts engagement for one test file, on names of its own derived from the run's (a database,
 * NATS prefix, event stream and Redis prefix suffixed with `topic`), so that one file's rows and
 * events never show in another.
 */
export function useEngagement(topic: string, extraEnv: Record<string, string> = {}): EngagementContext {
  const names = topicTestNames(topic);
  const ctx = {
    names,
    // Bad-input tests send data the map forbids on purpose: the one place a test widens it.
    call: <P extends BusPattern>(pattern: P, data: object = {}, actor?: Actor) => ctx.rpc.call(pattern, data as RpcRequestData<P>, { actor }),
  } as EngagementContext;

  beforeAll(async () => {
    await dropDatabase(names.DATABASE_URL);
    await migrate(createEngagementDataSource(names.DATABASE_URL), names.DATABASE_URL, ENGAGEMENT_SCHEMA);
    const env = loadConfig(EngagementEnv, { ...process.env, ...names, ...extraEnv });
    ctx.engagement = await startEngagement(env);
    ctx.rpc = await RpcClient.connect(env, `engagement-int-${topic}`, 5000);
    ctx.db = new pg.Client({ connectionString: names.DATABASE_URL });
    await ctx.db.connect();
    await ctx.db.query(`SET search_path = "${ENGAGEMENT_SCHEMA}"`);
  });

  afterAll(async () => {
    await ctx.db?.end();
    await ctx.rpc?.close();
    await stopTopicService(names, ctx.engagement);
  });

  return ctx;
}
