import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { JetStreamPublishOptions, PubAck } from '@nats-io/jetstream';
import type { MsgHdrs } from '@nats-io/transport-node';
import {
  CatalogueEvents, EngagementPatterns as P, IdentityEvents, queuedSave, WorkQueues,
  type Actor, type ProgressSaves, type QueuedProgressSave, type SaveProgressDto,
} from '@streaming/contracts';
import { MSG_ID_HEADER, QueueProducer, queueNames, requestSigningFrom } from '@streaming/platform';
import { TOMBSTONE_RETENTION_MS } from '../src/progress/progress-queue.consumer.js';
import { ProgressRepository } from '../src/progress/progress.repository.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { member, useEngagement } from './engagement-context.js';
import { publishEvent } from './events.js';

// Progress saves captured from the queue as the gateway sent them (its QueueProducer: the signed
// bytes, headers and message id as they went to JetStream), then put on the queue again, exactly, by
// someone who could publish on its subject: a duplicate is written once, and a save taken before a
// removal never brings back what was removed (a row, the history, a member, a title).
const ctx = useEngagement('replay');
const { call } = ctx;
const id = () => randomUUID();

/** A message as it went on the wire. */
interface Captured {
  subject: string;
  body: string;
  headers: MsgHdrs;
}

let producer: QueueProducer<typeof WorkQueues.engagementProgress>;
const sent: Captured[] = [];
/** The queue's stream, its duplicate window made short so that a replay past it is stored again without waiting two minutes. */
const DUPLICATE_WINDOW_MS = 300;
let stream = '';

beforeAll(async () => {
  const { js, jsm } = ctx.engagement.infra;
  const names = queueNames(ctx.names, WorkQueues.engagementProgress);
  stream = names.stream;
  const { config } = await jsm.streams.info(stream);
  await jsm.streams.update(stream, { ...config, duplicate_window: DUPLICATE_WINDOW_MS * 1_000_000 });
  // The gateway's producer (its keys, its QueueProducer), on a client that keeps a copy of what it publishes.
  const publish = (subject: string, body: string, opts: Partial<JetStreamPublishOptions>) => {
    sent.push({ subject, body, headers: opts.headers! });
    return js.publish(subject, body, opts);
  };
  const recording = new Proxy(js, { get: (target, key, receiver) => (key === 'publish' ? publish : Reflect.get(target, key, receiver)) });
  producer = new QueueProducer(recording, requestSigningFrom(ctx.names), names);
});

/** Queues the saves as one message, as the gateway does; answers the message as it was published. */
async function queueCaptured(...saves: QueuedProgressSave[]): Promise<Captured> {
  await producer.publish({ saves } satisfies ProgressSaves);
  return sent.at(-1)!;
}

/** Publishes a captured message again, the same bytes and message id, once JetStream no longer drops it as a duplicate. */
async function replay(m: Captured): Promise<PubAck> {
  const { js } = ctx.engagement.infra;
  return waitUntil(() => js.publish(m.subject, m.body, { headers: m.headers }), (ack) => !ack.duplicate, {
    what: 'the replay stored (past the duplicate window)', intervalMs: 100,
  });
}

/** Every message queued so far handled (written, skipped or refused): the queue is empty. */
const queueHandled = () => waitUntil(async () => (await ctx.engagement.infra.jsm.streams.info(stream)).state.messages, (n) => n === 0, { what: 'the queue empty' });

const filmSave = (who: Actor, titleId: string, positionSeconds: number, savedAt = Date.now()) =>
  queuedSave(who.userId, { kind: 'movie', titleId, positionSeconds, durationSeconds: 1000 }, savedAt);
const episodeSave = (who: Actor, titleId: string, episodeId: string, positionSeconds: number, savedAt = Date.now()) =>
  queuedSave(who.userId, { kind: 'episode', titleId, episodeId, positionSeconds, durationSeconds: 1000 } satisfies SaveProgressDto, savedAt);

/** What the member reads of their history: (film or series, episode, position), newest first. */
async function historyOf(m: Actor): Promise<Array<[string, string | null, number]>> {
  return (await call(P.historyList, {}, m)).items.map((e) => [e.titleId, e.episodeId, e.positionSeconds]);
}

/** The member's rows as stored, with their row version (xmin: it changes whenever the row is written). */
async function rowsOf(userId: string): Promise<Array<{ content: string; position: number; version: string }>> {
  const { rows } = await ctx.db.query(
    `SELECT content_id AS content, position_seconds AS position, xmin::text AS version FROM watch_progress WHERE user_id = $1 ORDER BY content_id`,
    [userId],
  );
  return rows;
}

describe('progress saves captured from the queue and put on it again', () => {
  it('a message delivered twice is written once: an exact duplicate is dropped by JetStream, a copy past its window writes nothing', async () => {
    const alice = member();
    const film = id();
    const message = await queueCaptured(filmSave(alice, film, 120));
    expect(await historyOf(alice)).toEqual([[film, null, 120]]);
    const [written] = await rowsOf(alice.userId);

    // The same message again at once: JetStream stores it once (same Nats-Msg-Id).
    const again = await ctx.engagement.infra.js.publish(message.subject, message.body, { headers: message.headers });
    expect(again.duplicate).toBe(true);
    // Again past the duplicate window (a redelivery, a replay): stored, read, and not written.
    expect((await replay(message)).duplicate).toBe(false);
    await queueHandled();
    expect(await rowsOf(alice.userId)).toEqual([written]);
    expect(await historyOf(alice)).toEqual([[film, null, 120]]);
  });

  it('a copy under another message id is refused: the id is signed', async () => {
    const bob = member();
    const film = id();
    const message = await queueCaptured(filmSave(bob, film, 60));
    const { items: [entry] } = await call(P.historyList, {}, bob);
    await call(P.historyRemove, { id: entry.id }, bob);
    const headers = message.headers;
    headers.set(MSG_ID_HEADER, id());
    await ctx.engagement.infra.js.publish(message.subject, message.body, { headers });
    await queueHandled();
    expect(await historyOf(bob)).toEqual([]);
  });

  it('a save replayed after its history row was removed does not bring the row back; a save taken after the removal is written', async () => {
    const carol = member();
    const [film, other] = [id(), id()];
    const removed = await queueCaptured(filmSave(carol, film, 300), filmSave(carol, other, 400));
    const { items } = await call(P.historyList, {}, carol);
    await call(P.historyRemove, { id: items.find((e) => e.titleId === film)!.id }, carol);
    expect(await historyOf(carol)).toEqual([[other, null, 400]]);

    await replay(removed);
    await queueHandled();
    expect(await historyOf(carol)).toEqual([[other, null, 400]]);

    await queueCaptured(filmSave(carol, film, 30));
    expect((await historyOf(carol)).sort()).toEqual([[film, null, 30], [other, null, 400]].sort());
  });

  it('saves replayed after the history was cleared bring nothing back; a save taken after the clear is written', async () => {
    const dan = member();
    const [film, series, episode] = [id(), id(), id()];
    const first = await queueCaptured(filmSave(dan, film, 100));
    const second = await queueCaptured(episodeSave(dan, series, episode, 200));
    expect(await call(P.historyClear, {}, dan)).toEqual({ removed: 2 });

    await replay(first);
    await replay(second);
    await queueHandled();
    expect(await historyOf(dan)).toEqual([]);
    expect(await rowsOf(dan.userId)).toEqual([]);

    await queueCaptured(filmSave(dan, film, 10));
    expect(await historyOf(dan)).toEqual([[film, null, 10]]);
  });

  it("saves replayed after the member was purged bring nothing back, and another member's saves in the same message stay written", async () => {
    const [gone, stays] = [member(), member()];
    const film = id();
    const message = await queueCaptured(filmSave(gone, film, 80), filmSave(stays, film, 90));
    expect(await historyOf(gone)).toEqual([[film, null, 80]]);
    // A favourite of the member: once it is gone, the purge has run.
    await call(P.favoritesAdd, { kind: 'movie', id: film }, gone);
    await publishEvent(ctx, IdentityEvents.deleted, { userId: gone.userId });
    await waitUntil(() => call(P.favoritesIds, {}, gone), (f) => f.movies.length === 0, { what: "the member's rows purged" });
    expect(await rowsOf(gone.userId)).toEqual([]);

    await replay(message);
    await queueHandled();
    expect(await rowsOf(gone.userId)).toEqual([]);
    expect(await historyOf(stays)).toEqual([[film, null, 90]]);
  });

  it.each([
    ['film', 'movie', (title: string) => publishEvent(ctx, CatalogueEvents.movieDeleted, { id: title, title: 'Nosferatu' })],
    ['series', 'series', (title: string) => publishEvent(ctx, CatalogueEvents.seriesDeleted, { id: title })],
  ] as const)('saves of a %s replayed after it was purged bring nothing back, for any member', async (_name, kind, purge) => {
    const [a, b] = [member(), member()];
    const [title, episode, other] = [id(), id(), id()];
    const saves = kind === 'movie' ? [filmSave(a, title, 10), filmSave(b, title, 20)] : [episodeSave(a, title, episode, 10), episodeSave(b, title, episode, 20)];
    const message = await queueCaptured(...saves, filmSave(a, other, 30));
    expect(await historyOf(b)).toHaveLength(1);
    // A favourite of the title: once it is gone, the purge has run.
    await call(P.favoritesAdd, { kind, id: title }, a);
    await purge(title);
    await waitUntil(() => call(P.favoritesIds, {}, a), (f) => [...f.movies, ...f.series].length === 0, { what: "the title's rows purged" });
    expect(await historyOf(b)).toEqual([]);

    await replay(message);
    await queueHandled();
    expect(await historyOf(a)).toEqual([[other, null, 30]]);
    expect(await historyOf(b)).toEqual([]);
  });

  it('saves of an episode replayed after it was purged bring nothing back; the other episodes of the series are still saved', async () => {
    const a = member();
    const [series, gone, next] = [id(), id(), id()];
    const message = await queueCaptured(episodeSave(a, series, gone, 100));
    expect(await historyOf(a)).toEqual([[series, gone, 100]]);
    await publishEvent(ctx, CatalogueEvents.episodeDeleted, { id: gone, seriesId: series });
    await waitUntil(() => rowsOf(a.userId), (rows) => rows.length === 0, { what: "the episode's row purged" });

    await replay(message);
    await queueHandled();
    expect(await historyOf(a)).toEqual([]);
    await queueCaptured(episodeSave(a, series, next, 50));
    expect(await historyOf(a)).toEqual([[series, next, 50]]);
  });

  it('tombstones older than the retention are pruned, and only those', async () => {
    const [old, recent] = [id(), id()];
    await ctx.db.query(
      `INSERT INTO progress_tombstones (user_id, target_id, removed_at) VALUES
         ($1, $1, now() - make_interval(secs => $3 / 1000 + 60)), ($2, $2, now() - make_interval(secs => $3 / 1000 - 60))`,
      [old, recent, TOMBSTONE_RETENTION_MS],
    );
    expect(await ctx.engagement.app.get(ProgressRepository).pruneTombstones(TOMBSTONE_RETENTION_MS)).toBe(1);
    const { rows } = await ctx.db.query(`SELECT user_id FROM progress_tombstones WHERE user_id = ANY($1::uuid[])`, [[old, recent]]);
    expect(rows).toEqual([{ user_id: recent }]);
  });
});
