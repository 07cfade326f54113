import { afterAll, beforeAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Actor, BusEvent, BusEventType, BusPattern, EventMap, RpcRequestData, RpcResponseData } from '@streaming/contracts';
import { dropDatabase, loadConfig, migrate, RpcClient } from '@streaming/platform';
import { stopTopicService, topicTestNames } from '../../../tests/support/service-context.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { storedEvents as storedEventsOf } from '../../../tests/support/stored-events.js';
import type { TestNames } from '../../../tests/support/test-env.js';
import { startCatalogue, type RunningCatalogue } from '../../catalogue/src/catalogue.app.js';
import { CatalogueEnv } from '../../catalogue/src/config/catalogue.env.js';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../../catalogue/src/database/catalogue-data-source.js';
import { CatalogueFactory } from '../../catalogue/test/factories.js';
import { startModeration, type RunningModeration } from '../src/moderation.app.js';
import { ModerationEnv } from '../src/config/moderation.env.js';
import { createModerationDataSource, MODERATION_SCHEMA } from '../src/database/moderation-data-source.js';

/**
 * One integration file's moderation service, with the real catalogue it asks for titles beside it:
 * both on this file's names (one database, each service in its own schema as deployed; a NATS
 * prefix, an event stream and a Redis prefix of its own), started in `beforeAll`, stopped and
 * dropped in `afterAll`.
 */
export interface ModerationContext {
  names: TestNames;
  moderation: RunningModeration;
  catalogue: RunningCatalogue;
  rpc: RpcClient;
  /** Direct SQL on this file's database (search_path on the moderation schema), to check and arrange rows. */
  db: pg.Client;
  /** Builds catalogue titles straight in its schema. */
  titles: CatalogueFactory;
  /** The titles loaded in `beforeAll`: films metropolis and nosferatu, series vampires with episodes vampiresE1 (S1E1) and vampiresE2 (S1E2). */
  ids: Record<'metropolis' | 'nosferatu' | 'vampires' | 'vampiresE1' | 'vampiresE2', string>;
  /** RpcClient.call with an actor; `data` defaults to `{}` (bad-input tests send what callers may not). */
  call<P extends BusPattern>(pattern: P, data?: object, actor?: Actor): Promise<RpcResponseData<P>>;
}

/** A signed-in member (a fresh id each time). */
export const member = (): Actor => ({ userId: randomUUID(), isAdmin: false });
export const admin = (): Actor => ({ userId: randomUUID(), isAdmin: true });

export function useModeration(topic: string): ModerationContext {
  const names = topicTestNames(`mod${topic}`);
  const ctx = {
    names,
    // Bad-input tests send data the map forbids on purpose: the one place a test widens it.
    call: <P extends BusPattern>(pattern: P, data: object = {}, actor?: Actor) => ctx.rpc.call(pattern, data as RpcRequestData<P>, { actor }),
  } as ModerationContext;

  beforeAll(async () => {
    await dropDatabase(names.DATABASE_URL);
    await migrate(createCatalogueDataSource(names.DATABASE_URL), names.DATABASE_URL, CATALOGUE_SCHEMA);
    await migrate(createModerationDataSource(names.DATABASE_URL), names.DATABASE_URL, MODERATION_SCHEMA);
    ctx.catalogue = await startCatalogue(loadConfig(CatalogueEnv, { ...process.env, ...names }));
    const env = loadConfig(ModerationEnv, { ...process.env, ...names });
    ctx.moderation = await startModeration(env);
    ctx.rpc = await RpcClient.connect(env, `moderation-int-${topic}`, 5000);
    ctx.db = new pg.Client({ connectionString: names.DATABASE_URL });
    await ctx.db.connect();
    await ctx.db.query(`SET search_path = "${MODERATION_SCHEMA}", public`);
    ctx.titles = await CatalogueFactory.connect(names.DATABASE_URL);
    const metropolis = await ctx.titles.movie({ title: 'Metropolis', release_year: 1927 });
    const nosferatu = await ctx.titles.movie({ title: 'Nosferatu', release_year: 1922 });
    const vampires = await ctx.titles.series({ title: 'Les Vampires', release_year: 1915 }, [], [[1, 1, 'La Tête coupée'], [1, 2, 'La Bague qui tue']]);
    const episodes = await ctx.titles.query<{ id: string }>(`SELECT id FROM episodes WHERE series_id = $1 ORDER BY episode_number`, [vampires]);
    ctx.ids = { metropolis, nosferatu, vampires, vampiresE1: episodes[0].id, vampiresE2: episodes[1].id };
  });

  afterAll(async () => {
    await ctx.titles?.close();
    await ctx.db?.end();
    await ctx.rpc?.close();
    await ctx.catalogue?.close();
    await stopTopicService(names, ctx.moderation);
  });

  return ctx;
}

/** Every event of `type` stored in this file's stream so far, oldest first. */
export function storedEvents<T extends BusEventType>(ctx: ModerationContext, type: T): Promise<Array<BusEvent<T>>> {
  return storedEventsOf<BusEvent<T>>(ctx.moderation.infra.js, ctx.names.EVENTS_STREAM, `${ctx.names.EVENTS_PREFIX}.${type}`);
}

/** Publishes an event on this file's stream as its service's relay would (signed, a message id of its own). */
export async function publishEvent<T extends BusEventType>(ctx: ModerationContext, type: T, data: EventMap[T], id: string = randomUUID()): Promise<string> {
  const envelope = { id, type, occurredAt: new Date().toISOString(), data };
  await publishSignedEvent(ctx.moderation.infra.js, ctx.moderation.infra.signing, `${ctx.names.EVENTS_PREFIX}.${type}`, envelope, randomUUID());
  return id;
}
