import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EngagementPatterns as P, type MemberItem, type RecordViewDto, type SaveProgressDto } from '@streaming/contracts';
import { member, useEngagement } from './engagement-context.js';

// The batches the gateway sends for progress saves and views (MemberBatch): each item acts for the
// member it names, answers alone, and a batch is never accepted on behalf of a member.
const ctx = useEngagement('batch');
const id = () => randomUUID();

const save = (userId: string, titleId: string, positionSeconds: number): MemberItem<SaveProgressDto> => ({
  userId,
  requestId: `req-${positionSeconds}`,
  data: { kind: 'movie', titleId, positionSeconds, durationSeconds: 1000 },
});

describe('member batches', () => {
  it("saves each member's position on that member's row, in one request", async () => {
    const [alice, bob] = [id(), id()];
    const film = id();
    const { outcomes } = await ctx.rpc.call(P.progressSaveBatch, { items: [save(alice, film, 100), save(bob, film, 200), save(alice, id(), 300)] });
    expect(outcomes).toHaveLength(3);
    expect(outcomes[0]).toEqual({ ok: expect.objectContaining({ titleId: film, positionSeconds: 100, completed: false }) });
    expect(outcomes[1]).toEqual({ ok: expect.objectContaining({ titleId: film, positionSeconds: 200 }) });
    const { rows } = await ctx.db.query(`SELECT user_id, position_seconds FROM watch_progress WHERE title_id = $1 ORDER BY position_seconds`, [film]);
    expect(rows).toEqual([{ user_id: alice, position_seconds: 100 }, { user_id: bob, position_seconds: 200 }]);
    // What the member reads through their own calls.
    const mine = await ctx.call(P.progressTitle, { kind: 'movie', id: film }, { userId: bob, isAdmin: false });
    expect(mine.entries.map((e) => e.positionSeconds)).toEqual([200]);
  });

  it('answers a bad item its own French error and still saves the others', async () => {
    const alice = id();
    const film = id();
    const bad: MemberItem<SaveProgressDto> = { userId: alice, data: { kind: 'movie', titleId: film, positionSeconds: 1, durationSeconds: 10, episodeId: id() } };
    const { outcomes } = await ctx.rpc.call(P.progressSaveBatch, { items: [bad, save(alice, film, 42)] });
    expect(outcomes[0]).toEqual({ error: expect.objectContaining({ status: 400, message: "Un film n'a pas d'épisode : retirez episodeId." }) });
    expect(outcomes[1]).toEqual({ ok: expect.objectContaining({ positionSeconds: 42 }) });
  });

  it('counts a view once per member and title per hour, inside one batch and across batches', async () => {
    const [alice, bob] = [id(), id()];
    const film = id();
    const view = (userId: string): MemberItem<RecordViewDto> => ({ userId, data: { kind: 'movie', titleId: film } });
    const first = await ctx.rpc.call(P.viewsRecordBatch, { items: [view(alice), view(alice), view(bob)] });
    expect(first.outcomes).toEqual([{ ok: { counted: true } }, { ok: { counted: false } }, { ok: { counted: true } }]);
    const again = await ctx.rpc.call(P.viewsRecordBatch, { items: [view(bob)] });
    expect(again.outcomes).toEqual([{ ok: { counted: false } }]);
  });

  it('refuses a batch sent on behalf of a member (403), an item without a valid member and an empty or oversized batch (400), and writes nothing', async () => {
    const film = id();
    const items = [save(id(), film, 7)];
    await expect(ctx.rpc.call(P.progressSaveBatch, { items }, { actor: member() })).rejects.toMatchObject({ status: 403, code: 'BATCH_WITH_ACTOR' });
    await expect(ctx.call(P.progressSaveBatch, { items: [{ userId: 'alice', data: items[0].data }] })).rejects.toMatchObject({ status: 400, message: 'Élément de lot sans membre valide.' });
    await expect(ctx.call(P.progressSaveBatch, { items: [] })).rejects.toMatchObject({ status: 400 });
    await expect(ctx.call(P.viewsRecordBatch, { items: Array.from({ length: 1001 }, () => ({ userId: id(), data: { kind: 'movie', titleId: film } })) })).rejects.toMatchObject({ status: 400, message: 'Un lot contient de 1 à 1000 éléments.' });
    const { rows } = await ctx.db.query(`SELECT (SELECT count(*) FROM watch_progress WHERE title_id = $1) + (SELECT count(*) FROM view_windows WHERE title_id = $1) AS n`, [film]);
    expect(Number(rows[0].n)).toBe(0);
  });

  it('takes an id in capitals as the same title: one row and one view window, and the batch goes through', async () => {
    const alice = id();
    const film = id();
    const { outcomes } = await ctx.rpc.call(P.progressSaveBatch, { items: [save(alice, film.toUpperCase(), 10), save(alice, film, 20)] });
    expect(outcomes).toEqual([
      { ok: expect.objectContaining({ titleId: film, positionSeconds: 20 }) },
      { ok: expect.objectContaining({ titleId: film, positionSeconds: 20 }) },
    ]);
    const views = await ctx.rpc.call(P.viewsRecordBatch, {
      items: [{ userId: alice, data: { kind: 'movie', titleId: film.toUpperCase() } }, { userId: alice, data: { kind: 'movie', titleId: film } }],
    });
    expect(views.outcomes).toEqual([{ ok: { counted: true } }, { ok: { counted: false } }]);
    const { rows } = await ctx.db.query(`SELECT (SELECT count(*) FROM watch_progress WHERE title_id = $1)::int AS saves, (SELECT count(*) FROM view_windows WHERE title_id = $1)::int AS windows`, [film]);
    expect(rows[0]).toEqual({ saves: 1, windows: 1 });
  });
});
