import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  CataloguePatterns,
  type Actor, type BusPattern, type RpcRequestData,
} from '@streaming/contracts';
import { loadConfig, migrate, RpcClient } from '@streaming/platform';
import { currentTestNames, type TestNames } from '../../../tests/support/test-env.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { startCatalogue, type RunningCatalogue } from '../src/catalogue.app.js';
import { CatalogueEnv } from '../src/config/catalogue.env.js';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../src/database/catalogue-data-source.js';
import { CatalogueFactory } from './factories.js';
import { titles } from './catalogue-context.js';
import { startReplicaPair, type ReplicaPair } from './pg-replica-pair.js';

// The catalogue with DATABASE_READ_URL on a PostgreSQL primary and hot standby of this test's own
// (initdb on free ports, streaming replication): public reads come from the replica, writes go to
// the primary, and right after a change the reads use the primary so no cache stores stale rows.
// To tell the servers apart, the replica's replay is paused: a row then exists on the primary only.

/** Reads stay on the primary this long after a change (short, so the test can wait it out). */
const PRIMARY_AFTER_CHANGE_MS = 1500;
const admin: Actor = { userId: randomUUID(), isAdmin: true };
const database = `streaming_replica_${process.pid}`;
const run = currentTestNames();
const names: TestNames = {
  ...run,
  NATS_PREFIX: `${run.NATS_PREFIX}replica`,
  EVENTS_STREAM: `${run.EVENTS_STREAM}_REPLICA`,
  EVENTS_PREFIX: `${run.EVENTS_PREFIX}_replica`,
  REDIS_PREFIX: `${run.REDIS_PREFIX}replica:`, // under the run's prefix: the global teardown drops these keys
};

let pair: ReplicaPair;
let catalogue: RunningCatalogue;
let rpc: RpcClient;
let primaryRows: CatalogueFactory;
const ids: Record<string, string> = {};

// `data` defaults to `{}`, what the patterns without data take.
const call = <P extends BusPattern>(pattern: P, data: object = {}, actor?: Actor) => rpc.call(pattern, data as RpcRequestData<P>, { actor });
const search = async (q: string) => titles((await call(CataloguePatterns.searchQuery, { q })).items);
/** The header's suggestions (prepared statements, on the replica's pool or the primary's) for `q`: film titles. */
const suggested = async (q: string) => (await call(CataloguePatterns.searchSuggest, { q })).movies.map((m) => m.title);
const moviesOn = async (server: 'primary' | 'replica') =>
  (await pair.query<{ title: string }>(server, 'SELECT title FROM catalogue.movies ORDER BY title', [], database)).map((r) => r.title);

/** Waits until the catalogue's cache-drop consumer has handled every event of the stream. */
async function eventsHandled(timeoutMs = 10_000): Promise<void> {
  const jsm = await jetstreamManager(catalogue.infra.nc);
  const sequences = async () => {
    const [stream, consumer] = await Promise.all([jsm.streams.info(names.EVENTS_STREAM), jsm.consumers.info(names.EVENTS_STREAM, 'catalogue-cache-drop')]);
    return { acked: consumer.ack_floor.stream_seq, last: stream.state.last_seq };
  };
  await waitUntil(sequences, (s) => s.acked >= s.last, { timeoutMs, intervalMs: 50, what: 'the catalogue to handle its events' });
}

beforeAll(async () => {
  pair = await startReplicaPair();
  const primaryUrl = pair.url('primary', database);
  // Migrations run on the primary only; the replica gets the database by replaying them.
  await migrate(createCatalogueDataSource(primaryUrl), primaryUrl, CATALOGUE_SCHEMA);
  // The catalogue reads the replica from its first call: the database and its tables replayed there first.
  await pair.waitReplayed();
  const env = loadConfig(CatalogueEnv, {
    ...process.env,
    ...names,
    DATABASE_URL: primaryUrl,
    DATABASE_READ_URL: pair.url('replica', database),
    READ_PRIMARY_AFTER_CHANGE_MS: String(PRIMARY_AFTER_CHANGE_MS),
  });
  catalogue = await startCatalogue(env);
  rpc = await RpcClient.connect(env, 'catalogue-int-replica', 5000);
  primaryRows = await CatalogueFactory.connect(primaryUrl);
}, 120_000);

afterAll(async () => {
  await primaryRows?.close();
  await rpc?.close();
  if (catalogue) {
    const jsm = await jetstreamManager(catalogue.infra.nc);
    await jsm.streams.delete(names.EVENTS_STREAM).catch(() => undefined);
    await catalogue.close();
  }
  await pair?.stop();
}, 60_000);

describe('catalogue reads on a PostgreSQL read replica', () => {
  it('writes through the service go to the primary; the replica refuses writes and replays them', async () => {
    const genre = await call(CataloguePatterns.genresCreate, { name: 'Science-Fiction', category: 'Films' }, admin);
    const menu = await call(CataloguePatterns.genresList);
    expect(JSON.stringify(menu)).toContain('Science-Fiction');
    for (const [key, title, releaseYear] of [['metropolis', 'Metropolis', 1927], ['lune', 'Le Voyage dans la Lune', 1902], ['nosferatu', 'Nosferatu', 1922]] as const) {
      const created = await call(CataloguePatterns.moviesCreate, { title, releaseYear, genreIds: [genre.id] }, admin);
      expect(created).toMatchObject({ title, releaseYear });
      ids[key] = created.id;
    }
    expect(await moviesOn('primary')).toEqual(['Le Voyage dans la Lune', 'Metropolis', 'Nosferatu']);

    await expect(pair.query('replica', `INSERT INTO catalogue.genres (id, name, slug, category) VALUES ($1, 'Drame', 'drame', 'Films')`, [randomUUID()], database))
      .rejects.toThrow('cannot execute INSERT in a read-only transaction');
    await pair.waitReplayed();
    expect(await moviesOn('replica')).toEqual(['Le Voyage dans la Lune', 'Metropolis', 'Nosferatu']);
  });

  it('serves the public reads from the replica: a row the replica has not replayed yet is not shown', async () => {
    await pair.waitReplayed();
    await pair.pauseReplay();
    // Written on the primary behind the service's back (no event): the replica does not get it now.
    ids.ombre = await primaryRows.movie({ title: 'Ombre du Primaire', release_year: 2024 });
    expect(await moviesOn('primary')).toContain('Ombre du Primaire');
    expect(await moviesOn('replica')).not.toContain('Ombre du Primaire');

    // Found while reads still use the primary after the last writes, then no more: the replica answers.
    await waitUntil(() => search('ombre'), (found) => found.length === 0, { what: 'reads back on the replica' });
    expect(await suggested('ombre du')).toEqual([]);
    expect(await suggested('om')).toEqual([]); // short words only: a statement planned for its values
    await expect(call(CataloguePatterns.moviesGet, { id: ids.ombre })).rejects.toMatchObject({ status: 404, message: 'Film non trouvé' });
    expect(await call(CataloguePatterns.statsGet)).toEqual({ movies: 3, series: 0 });
    const listed = await call(CataloguePatterns.moviesList, { sort: 'title', pageSize: 48 });
    expect(titles(listed.items)).toEqual(['Le Voyage dans la Lune', 'Metropolis', 'Nosferatu']);
    // The service's read pool is connected to the replica, under its own name.
    const readers = await pair.query<{ n: number }>('replica', `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'catalogue-read'`, [database]);
    expect(readers[0].n).toBeGreaterThan(0);
    const onPrimary = await pair.query<{ n: number }>('primary', `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'catalogue-read'`, [database]);
    expect(onPrimary[0].n).toBe(0);

    // Once replayed, the replica shows it.
    await pair.resumeReplay();
    await pair.waitReplayed();
    expect(await search('ombre')).toEqual(['Ombre du Primaire']);
    expect(await suggested('ombre du')).toEqual(['Ombre du Primaire']);
    expect(await suggested('om')).toEqual(['Ombre du Primaire']);
  });

  it('right after a change, reads use the primary, so the refilled cache holds the change', async () => {
    await call(CataloguePatterns.moviesGet, { id: ids.metropolis }); // cached: the old title
    await pair.pauseReplay();
    const updated = await call(CataloguePatterns.moviesUpdate, { id: ids.metropolis, title: 'Metropolis (version restaurée)' }, admin);
    // The back office reads its change back on the primary, in its transaction.
    expect(updated.title).toBe('Metropolis (version restaurée)');
    expect(await moviesOn('replica')).toContain('Metropolis');

    // The event drops the cached page (after the writer's own drop); the next read refills it from
    // the primary, though the replica has not replayed the change.
    await eventsHandled();
    expect((await call(CataloguePatterns.moviesGet, { id: ids.metropolis })).title).toBe('Metropolis (version restaurée)');
    expect(await search('restauree')).toEqual(['Metropolis (version restaurée)']);

    // Later, reads are the replica's again (still behind: the search misses the new title), and the
    // page cached from the primary keeps the change.
    await waitUntil(() => search('restauree'), (found) => found.length === 0, { what: 'reads back on the replica' });
    expect((await call(CataloguePatterns.moviesGet, { id: ids.metropolis })).title).toBe('Metropolis (version restaurée)');

    await pair.resumeReplay();
    await pair.waitReplayed();
    expect(await search('restauree')).toEqual(['Metropolis (version restaurée)']);
  });

  it('keeps answering from the primary when the replica goes down', async () => {
    await pair.stopReplica();
    expect(await search('nosferatu')).toEqual(['Nosferatu']);
    expect(await suggested('nosf')).toEqual(['Nosferatu']);
    const listed = await call(CataloguePatterns.moviesList, { sort: 'title', pageSize: 47 });
    expect(titles(listed.items)).toEqual(['Le Voyage dans la Lune', 'Metropolis (version restaurée)', 'Nosferatu', 'Ombre du Primaire']);
  });
});
