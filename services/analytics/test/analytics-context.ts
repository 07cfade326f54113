import { afterAll, beforeAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { CatalogueEvents, EngagementEvents, type Actor, type BusEventType, type BusPattern, type EventMap, type RpcRequestData, type RpcResponseData } from '@streaming/contracts';
import { dropDatabase, loadConfig, migrate, natsConnectOptions, requestSigningFrom, RpcClient } from '@streaming/platform';
import { stopTopicService, topicTestNames } from '../../../tests/support/service-context.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import type { TestNames } from '../../../tests/support/test-env.js';
import { startCatalogue, type RunningCatalogue } from '../../catalogue/src/catalogue.app.js';
import { CatalogueCache } from '../../catalogue/src/cache/catalogue-cache.js';
import { CatalogueEnv } from '../../catalogue/src/config/catalogue.env.js';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../../catalogue/src/database/catalogue-data-source.js';
import { CatalogueFactory } from '../../catalogue/test/factories.js';
import { startAnalytics, type RunningAnalytics } from '../src/analytics.app.js';
import { AnalyticsEnv } from '../src/config/analytics.env.js';
import { ANALYTICS_SCHEMA, createAnalyticsDataSource } from '../src/database/analytics-data-source.js';

/**
 * One integration file's analytics service, with the real catalogue beside it (it counts views too,
 * and describes titles to analytics): both on this file's names (one database, each service in its
 * own schema as deployed; a NATS prefix, an event stream and a Redis prefix of its own), started in
 * `beforeAll`, stopped and dropped in `afterAll`. Views are published as engagement's outbox relay
 * publishes them (signed), catalogue events as the catalogue's.
 */
export interface AnalyticsContext {
  names: TestNames;
  env: AnalyticsEnv;
  /** The running analytics service (replaced by `restart`). */
  analytics: RunningAnalytics;
  catalogue: RunningCatalogue;
  rpc: RpcClient;
  /** The connection events are published on (neither service's: either may be stopped). */
  publisher: NatsConnection;
  /** Direct SQL on this file's database (search_path on the analytics schema), to check and arrange rows. */
  db: pg.Client;
  /** Builds catalogue titles straight in its schema. */
  titles: CatalogueFactory;
  /** RpcClient.call with an actor; `data` defaults to `{}` (bad-input tests send what callers may not). */
  call<P extends BusPattern>(pattern: P, data?: object, actor?: Actor): Promise<RpcResponseData<P>>;
  /** Stops analytics (its durable consumers keep their place in the stream). */
  stop(): Promise<void>;
  /** Starts analytics again on the same names. */
  start(): Promise<void>;
  /** Stops the catalogue. */
  stopCatalogue(): Promise<void>;
  /** Starts the catalogue again on the same names. */
  startCatalogue(): Promise<void>;
}

export const member = (): Actor => ({ userId: randomUUID(), isAdmin: false });
export const admin = (): Actor => ({ userId: randomUUID(), isAdmin: true });

/** Settings that make a file's waits short: small batches and titles described at once. */
const TEST_ENV = { VIEW_EVENTS_BATCH_WAIT_MS: '20', TITLES_REFRESH_DELAY_MS: '50', TITLES_RETRY_MS: '300' };

export function useAnalytics(topic: string, extraEnv: Record<string, string> = {}): AnalyticsContext {
  const names = topicTestNames(`ana${topic}`);
  const ctx = {
    names,
    // Bad-input tests send data the map forbids on purpose: the one place a test widens it.
    call: <P extends BusPattern>(pattern: P, data: object = {}, actor?: Actor) => ctx.rpc.call(pattern, data as RpcRequestData<P>, { actor }),
    async stop() {
      await ctx.analytics.close();
    },
    async start() {
      ctx.analytics = await startAnalytics(ctx.env);
    },
    async stopCatalogue() {
      await ctx.catalogue.close();
    },
    async startCatalogue() {
      ctx.catalogue = await startCatalogue(loadConfig(CatalogueEnv, { ...process.env, ...names, VIEWS_BATCH_WAIT_MS: '20' }));
    },
  } as AnalyticsContext;

  beforeAll(async () => {
    await dropDatabase(names.DATABASE_URL);
    await migrate(createCatalogueDataSource(names.DATABASE_URL), names.DATABASE_URL, CATALOGUE_SCHEMA);
    await migrate(createAnalyticsDataSource(names.DATABASE_URL), names.DATABASE_URL, ANALYTICS_SCHEMA);
    await ctx.startCatalogue();
    ctx.env = loadConfig(AnalyticsEnv, { ...process.env, ...names, ...TEST_ENV, ...extraEnv });
    ctx.analytics = await startAnalytics(ctx.env);
    ctx.rpc = await RpcClient.connect(ctx.env, `analytics-int-${topic}`, 5000);
    ctx.publisher = await connect({ ...natsConnectOptions(ctx.env), name: `analytics-int-${topic}-publisher` });
    ctx.db = new pg.Client({ connectionString: names.DATABASE_URL });
    await ctx.db.connect();
    await ctx.db.query(`SET search_path = "${ANALYTICS_SCHEMA}", public`);
    ctx.titles = await CatalogueFactory.connect(names.DATABASE_URL);
  });

  afterAll(async () => {
    await ctx.titles?.close();
    await ctx.db?.end();
    await ctx.rpc?.close();
    await ctx.publisher?.close();
    await ctx.catalogue?.close();
    await stopTopicService(names, ctx.analytics);
  });

  return ctx;
}

/** Publishes an event on this file's stream as its service's relay would (signed); `msgId` other than the id: a copy past the duplicate window. */
export async function publishEvent<T extends BusEventType>(ctx: AnalyticsContext, type: T, data: EventMap[T], id: string = randomUUID(), msgId = id): Promise<string> {
  const envelope = { id, type, occurredAt: new Date().toISOString(), data };
  await publishSignedEvent(jetstream(ctx.publisher), requestSigningFrom(ctx.env), `${ctx.names.EVENTS_PREFIX}.${type}`, envelope, msgId);
  return id;
}

/**
 * What the catalogue does after an admin's change written (here straight into its schema by the
 * factory): drops its cached reads, then publishes the event (its relay, right after the commit).
 */
export async function catalogueChanged<T extends (typeof CatalogueEvents)[keyof typeof CatalogueEvents]>(ctx: AnalyticsContext, type: T, data: EventMap[T]): Promise<void> {
  await ctx.catalogue.app.get(CatalogueCache).dropFor([{ type, data }]);
  await publishEvent(ctx, type, data);
}

/** A counted view of a title, as engagement publishes it; answers the event id. */
export function publishView(ctx: AnalyticsContext, view: { kind: 'movie' | 'series'; titleId: string; at?: Date; episodeId?: string }, id: string = randomUUID(), msgId = id): Promise<string> {
  const at = (view.at ?? new Date()).toISOString();
  return publishEvent(ctx, EngagementEvents.viewRecorded, { viewId: randomUUID(), userId: randomUUID(), kind: view.kind, titleId: view.titleId, episodeId: view.episodeId ?? null, at }, id, msgId);
}

/** How many views analytics counted, in all or for one title (from the daily counts). */
export async function countedViews(ctx: AnalyticsContext, titleId?: string): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT coalesce(sum(views), 0)::int AS n FROM title_day_views WHERE $1::uuid IS NULL OR title_id = $1`,
    [titleId ?? null],
  );
  return rows[0].n;
}
