import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { MsgHdrs } from '@nats-io/transport-node';
import pg from 'pg';
import {
  EngagementPatterns as P, IdentityEvents, CatalogueEvents, queuedSave, WorkQueues,
  type Actor, type ProgressSaves, type ProgressView, type QueuedProgressSave, type SaveProgressDto,
} from '@streaming/contracts';
import { queueNames, requestSigningFrom, SignatureHeaders, signedMessageHeaders } from '@streaming/platform';
import { ENGAGEMENT_SCHEMA } from '../src/database/engagement-data-source.js';
import { member, useEngagement } from './engagement-context.js';
import { countStreamInfoRequests } from '../../../tests/support/servers.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { publishEvent } from './events.js';
import { queueSaves } from './member-writes.js';

// Members' progress saves as the gateway sends them (member-writes.ts). Engagement writes them;
// what a member reads (their title's progress, their history) includes every save
// queued before the read, and a removal (history cleared, a purge) removes those saves too.
const ctx = useEngagement('queue');
const { call } = ctx;
const id = () => randomUUID();

const queue = (...saves: QueuedProgressSave[]) => queueSaves(ctx, ...saves);

/** A member's save of a film (1,000 s long) as the gateway queues it, taken at `savedAt`. */
const filmSave = (who: Actor | string, titleId: string, positionSeconds: number, savedAt = Date.now(), dto: Partial<SaveProgressDto> = {}) =>
  queuedSave(typeof who === 'string' ? who : who.userId, { kind: 'movie', titleId, positionSeconds, durationSeconds: 1000, ...dto }, savedAt);

const iso = (ms: number) => new Date(ms).toISOString();
const filmEntries = async (m: Actor, film: string): Promise<ProgressView[]> => (await call(P.progressTitle, { kind: 'movie', id: film }, m)).entries;

/** Rows of `watch_progress` of a member (direct SQL: what is written, whatever the reads do). */
async function rowsOf(userId: string): Promise<Array<{ title_id: string; episode_id: string | null; position_seconds: number }>> {
  const { rows } = await ctx.db.query(
    `SELECT title_id, episode_id, position_seconds FROM watch_progress WHERE user_id = $1 ORDER BY position_seconds`,
    [userId],
  );
  return rows;
}

/**
 * Holds up the writing of the queue, as a slow database would: another transaction inserts the
 * member's row of `titleId` and keeps it uncommitted, so the statement writing a queued save of that
 * row (and the other saves written with it) waits. `release` rolls it back: the statement goes on.
 */
async function holdRow(userId: string, titleId: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: ctx.names.DATABASE_URL });
  await client.connect();
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO "${ENGAGEMENT_SCHEMA}".watch_progress (id, user_id, kind, title_id, position_seconds, duration_seconds, completed)
     VALUES ($1, $2, 'movie', $3, 0, 1, false)`,
    [randomUUID(), userId, titleId],
  );
  return {
    async release() {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

/**
 * Counts engagement's looks at the progress queue's stream from now on (its stream info requests,
 * seen on the wire): only the read barrier sends them, every few milliseconds while a read or a
 * removal waits for saves still queued.
 */
function barrierLooks(): { readonly n: number; stop(): void } {
  return countStreamInfoRequests(ctx.engagement.infra.nc, queueNames(ctx.names, WorkQueues.engagementProgress).stream);
}

/** Resolves once something waits at the barrier for saves that cannot be written yet (it keeps looking). */
async function waitingAtBarrier(looks: { readonly n: number }): Promise<void> {
  await waitUntil(() => looks.n, (n) => n >= 3, { what: 'a removal waiting at the barrier' });
}

describe('progress saves through the work queue', () => {
  it('a read made as soon as the save is queued already sees it, in the title and in the history', async () => {
    const alice = member();
    const [film, series, episode] = [id(), id(), id()];
    // Each time the read follows the publish at once: no wait, no retry.
    let filmSavedAt = 0;
    for (const position of [60, 120, 180, 240, 300]) {
      const savedAt = (filmSavedAt = Date.now());
      await queue(filmSave(alice, film, position, savedAt));
      const title = await call(P.progressTitle, { kind: 'movie', id: film }, alice);
      expect(title.entries).toEqual([
        expect.objectContaining({ kind: 'movie', titleId: film, episodeId: null, positionSeconds: position, durationSeconds: 1000, completed: false, updatedAt: iso(savedAt) }),
      ]);
      expect(title.resume).toEqual(title.entries[0]);
    }

    const savedAt = filmSavedAt + 1;
    await queue(queuedSave(alice.userId, { kind: 'episode', titleId: series, episodeId: episode, positionSeconds: 2500, durationSeconds: 2700 }, savedAt));
    const history = await call(P.historyList, {}, alice);
    expect(history.total).toBe(2);
    expect(history.items.map((e) => [e.titleId, e.episodeId, e.positionSeconds, e.completed, e.updatedAt])).toEqual([
      [series, episode, 2500, true, iso(savedAt)],
      [film, null, 300, false, iso(filmSavedAt)],
    ]);
  });

  it('keeps the save taken last, whatever order the saves are queued in, and a message written twice changes nothing', async () => {
    const bob = member();
    const [film, other] = [id(), id()];
    const t0 = Date.now() - 60_000;

    // In one message, the later save queued first.
    await queue(filmSave(bob, film, 300, t0 + 2000), filmSave(bob, film, 100, t0 + 1000));
    expect(await filmEntries(bob, film)).toEqual([expect.objectContaining({ positionSeconds: 300, updatedAt: iso(t0 + 2000) })]);

    // Across messages: the later save is written, then the earlier one comes.
    const later = filmSave(bob, other, 500, t0 + 5000);
    await queue(later);
    const [written] = await filmEntries(bob, other);
    expect(written).toMatchObject({ positionSeconds: 500, updatedAt: iso(t0 + 5000) });
    await queue(filmSave(bob, other, 400, t0 + 4000));
    expect(await filmEntries(bob, other)).toEqual([written]);

    // A newer save still replaces it, on the same row.
    const newer = filmSave(bob, other, 600, t0 + 6000, { ended: true });
    await queue(newer);
    const current = { ...written, positionSeconds: 0, completed: true, updatedAt: iso(t0 + 6000) };
    expect(await filmEntries(bob, other)).toEqual([current]);

    // The same messages again (a redelivery after a lost ack), the older one first: nothing moves.
    await queue(later);
    await queue(newer);
    expect(await filmEntries(bob, other)).toEqual([current]);
    expect(await filmEntries(bob, film)).toEqual([expect.objectContaining({ positionSeconds: 300, updatedAt: iso(t0 + 2000) })]);
    expect((await call(P.historyList, {}, bob)).total).toBe(2);
  });

  it("writes each member's save of one message on that member's row, and ids in capitals on the row of the same ids in lower case", async () => {
    const [alice, bob] = [member(), member()];
    const [film, other, series, episode] = [id(), id(), id(), id()];
    const t = Date.now();
    await queue(filmSave(alice, film, 100, t), filmSave(bob, film, 200, t), filmSave(alice, other, 300, t));

    expect((await filmEntries(bob, film)).map((e) => e.positionSeconds)).toEqual([200]);
    expect((await filmEntries(alice, film)).map((e) => e.positionSeconds)).toEqual([100]);
    expect((await filmEntries(alice, other)).map((e) => e.positionSeconds)).toEqual([300]);
    expect(await rowsOf(alice.userId)).toEqual([
      { title_id: film, episode_id: null, position_seconds: 100 },
      { title_id: other, episode_id: null, position_seconds: 300 },
    ]);
    expect(await rowsOf(bob.userId)).toEqual([{ title_id: film, episode_id: null, position_seconds: 200 }]);
    const [aliceFilm] = await filmEntries(alice, film);

    // The member, film, series and episode in capitals (one message with both spellings of one row).
    const episodeSave = (userId: string, titleId: string, episodeId: string, positionSeconds: number, savedAt: number) =>
      queuedSave(userId, { kind: 'episode', titleId, episodeId, positionSeconds, durationSeconds: 1000 }, savedAt);
    await queue(
      filmSave(alice.userId.toUpperCase(), film.toUpperCase(), 150, t + 1),
      filmSave(alice, film, 160, t + 2),
      episodeSave(alice.userId.toUpperCase(), series.toUpperCase(), episode.toUpperCase(), 40, t + 3),
    );
    await queue(episodeSave(alice.userId, series, episode, 50, t + 4));

    expect(await filmEntries(alice, film)).toEqual([{ ...aliceFilm, positionSeconds: 160, updatedAt: iso(t + 2) }]);
    expect((await call(P.progressTitle, { kind: 'series', id: series }, alice)).entries).toEqual([
      expect.objectContaining({ titleId: series, episodeId: episode, positionSeconds: 50 }),
    ]);
    expect(await rowsOf(alice.userId)).toEqual([
      { title_id: series, episode_id: episode, position_seconds: 50 },
      { title_id: film, episode_id: null, position_seconds: 160 },
      { title_id: other, episode_id: null, position_seconds: 300 },
    ]);
    expect(await rowsOf(bob.userId)).toEqual([{ title_id: film, episode_id: null, position_seconds: 200 }]);
  });

  it('never writes a message whose signature does not verify, and writes the good ones queued after it', async () => {
    const [forger, honest] = [member(), member()];
    const film = id();
    const { js, signing } = ctx.engagement.infra;
    const { subject } = queueNames(ctx.names, WorkQueues.engagementProgress);
    const forged = JSON.stringify({ saves: [filmSave(forger, film, 666)] } satisfies ProgressSaves);
    const publishRaw = (headers?: MsgHdrs) => js.publish(subject, forged, headers ? { headers } : {});
    // A real signature of another body; the right key id with a secret engagement does not hold; not a signature; none.
    const ofAnother = signedMessageHeaders(signing, subject, randomUUID(), JSON.stringify({ saves: [filmSave(honest, film, 1)] } satisfies ProgressSaves));
    await publishRaw(ofAnother);
    const kid = ofAnother.get(SignatureHeaders.kid);
    await publishRaw(signedMessageHeaders(requestSigningFrom({ INTERNAL_SIGNING_KEYS: `${kid}:${'f'.repeat(48)}` }), subject, randomUUID(), forged));
    const notASignature = signedMessageHeaders(signing, subject, randomUUID(), forged);
    notASignature.set(SignatureHeaders.sig, 'not-a-signature');
    await publishRaw(notASignature);
    await publishRaw();

    const savedAt = Date.now();
    await queue(filmSave(honest, film, 42, savedAt));
    expect(await filmEntries(honest, film)).toEqual([expect.objectContaining({ positionSeconds: 42, updatedAt: iso(savedAt) })]);
    expect(await call(P.historyList, {}, forger)).toMatchObject({ items: [], total: 0 });
    expect(await rowsOf(forger.userId)).toEqual([]);
    // The refused messages left the queue: a removal, which waits for every queued save, is not refused (503).
    expect(await call(P.historyClear, {}, forger)).toEqual({ removed: 0 });
    expect(await rowsOf(honest.userId)).toEqual([{ title_id: film, episode_id: null, position_seconds: 42 }]);
  });

  it('drops a signed message PostgreSQL refuses (a bad id) and writes the saves queued with it; the queue does not stay held', async () => {
    const [dan, erin] = [member(), member()];
    const film = id();
    // Published back to back: written in one statement, which PostgreSQL refuses, then one message at a time.
    await Promise.all([queue(filmSave(dan, film, 10)), queue({ ...filmSave(erin, film, 20), titleId: 'not-a-uuid' }), queue(filmSave(erin, film, 30))]);
    expect(await filmEntries(dan, film)).toEqual([expect.objectContaining({ positionSeconds: 10 })]);
    expect(await filmEntries(erin, film)).toEqual([expect.objectContaining({ positionSeconds: 30 })]);
    // Nothing left in the queue: a removal, which waits for every queued save, is not refused (503).
    expect(await call(P.historyClear, {}, erin)).toEqual({ removed: 1 });
  });

  it('clearing the history right after saves were queued removes them too, even when they are written late', async () => {
    const carol = member();
    const [film, other] = [id(), id()];
    const hold = await holdRow(carol.userId, film);
    let answered = false;
    const looks = barrierLooks();
    const clearing = (async () => {
      await queue(filmSave(carol, film, 50));
      await queue(filmSave(carol, other, 70));
      return call(P.historyClear, {}, carol).finally(() => (answered = true));
    })();
    clearing.catch(() => undefined);
    try {
      // The clear waits while the saves cannot be written yet.
      await waitingAtBarrier(looks);
      expect(answered).toBe(false);
    } finally {
      looks.stop();
      await hold.release();
    }
    expect(await clearing).toEqual({ removed: 2 });
    expect(await call(P.historyList, {}, carol)).toMatchObject({ items: [], total: 0 });
    expect(await rowsOf(carol.userId)).toEqual([]);
  });

  it('a member deleted right after a save was queued keeps no row of it, even when the save is written late', async () => {
    const [gone, stays] = [member(), member()];
    const film = id();
    // A favourite is written at once: once it is gone, the purge has run.
    await call(P.favoritesAdd, { kind: 'movie', id: film }, gone);
    const purged = async () => (await call(P.favoritesIds, {}, gone)).movies.length === 0;
    const hold = await holdRow(gone.userId, film);
    const looks = barrierLooks();
    try {
      await queue(filmSave(gone, film, 80), filmSave(stays, film, 90));
      await publishEvent(ctx, IdentityEvents.deleted, { userId: gone.userId });
      // The purge waits while the saves cannot be written yet.
      await waitingAtBarrier(looks);
      expect(await purged()).toBe(false);
    } finally {
      looks.stop();
      await hold.release();
    }
    await waitUntil(purged, Boolean, { what: 'the purge of the member' });
    expect(await call(P.historyList, {}, gone)).toMatchObject({ items: [], total: 0 });
    expect(await rowsOf(gone.userId)).toEqual([]);
    expect(await rowsOf(stays.userId)).toEqual([{ title_id: film, episode_id: null, position_seconds: 90 }]);
  });

  it('a film deleted right after saves of it were queued keeps no row of them, even when they are written late', async () => {
    const [a, b] = [member(), member()];
    const [film, other] = [id(), id()];
    await call(P.favoritesAdd, { kind: 'movie', id: film }, a);
    const purged = async () => (await call(P.favoritesIds, {}, a)).movies.length === 0;
    const hold = await holdRow(a.userId, film);
    const looks = barrierLooks();
    try {
      await queue(filmSave(a, film, 10), filmSave(b, film, 20), filmSave(a, other, 30));
      await publishEvent(ctx, CatalogueEvents.movieDeleted, { id: film, title: 'Nosferatu' });
      await waitingAtBarrier(looks);
      expect(await purged()).toBe(false);
    } finally {
      looks.stop();
      await hold.release();
    }
    await waitUntil(purged, Boolean, { what: 'the purge of the film' });
    expect(await filmEntries(a, film)).toEqual([]);
    expect(await filmEntries(b, film)).toEqual([]);
    expect(await rowsOf(a.userId)).toEqual([{ title_id: other, episode_id: null, position_seconds: 30 }]);
    expect(await rowsOf(b.userId)).toEqual([]);
  });
});
