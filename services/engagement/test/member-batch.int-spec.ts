import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EngagementPatterns as P, type MemberItem, type RecordViewDto } from '@streaming/contracts';
import { member, useEngagement } from './engagement-context.js';

// The batches of views the gateway sends (MemberBatch): each item acts for the member it names,
// answers alone, and a batch is never accepted on behalf of a member. (Progress saves come through
// the progress work queue: progress-queue.int-spec.ts.)
const ctx = useEngagement('batch');
const id = () => randomUUID();

const view = (userId: string, titleId: string): MemberItem<RecordViewDto> => ({ userId, data: { kind: 'movie', titleId } });

describe('member batches', () => {
  it('counts a view once per member and title per hour, inside one batch and across batches', async () => {
    const [alice, bob] = [id(), id()];
    const film = id();
    const first = await ctx.rpc.call(P.viewsRecordBatch, { items: [view(alice, film), view(alice, film), view(bob, film)] });
    expect(first.outcomes).toEqual([{ ok: { counted: true } }, { ok: { counted: false } }, { ok: { counted: true } }]);
    const again = await ctx.rpc.call(P.viewsRecordBatch, { items: [view(bob, film)] });
    expect(again.outcomes).toEqual([{ ok: { counted: false } }]);
    const { rows } = await ctx.db.query(`SELECT user_id FROM view_windows WHERE title_id = $1 ORDER BY user_id`, [film]);
    expect(rows.map((r: { user_id: string }) => r.user_id)).toEqual([alice, bob].sort());
  });

  it('answers a bad item its own French error and still counts the others', async () => {
    const alice = id();
    const film = id();
    const bad: MemberItem<RecordViewDto> = { userId: alice, data: { kind: 'movie', titleId: film, episodeId: id() } };
    const { outcomes } = await ctx.rpc.call(P.viewsRecordBatch, { items: [bad, view(alice, film)] });
    expect(outcomes[0]).toEqual({ error: expect.objectContaining({ status: 400, message: "Un film n'a pas d'épisode : retirez episodeId." }) });
    expect(outcomes[1]).toEqual({ ok: { counted: true } });
  });

  it('refuses a batch sent on behalf of a member (403), an item without a valid member and an empty or oversized batch (400), and writes nothing', async () => {
    const film = id();
    const items = [view(id(), film)];
    await expect(ctx.rpc.call(P.viewsRecordBatch, { items }, { actor: member() })).rejects.toMatchObject({ status: 403, code: 'BATCH_WITH_ACTOR' });
    await expect(ctx.call(P.viewsRecordBatch, { items: [{ userId: 'alice', data: items[0].data }] })).rejects.toMatchObject({ status: 400, message: 'Élément de lot sans membre valide.' });
    await expect(ctx.call(P.viewsRecordBatch, { items: [] })).rejects.toMatchObject({ status: 400, message: 'Un lot contient de 1 à 1000 éléments.' });
    await expect(ctx.call(P.viewsRecordBatch, { items: Array.from({ length: 1001 }, () => view(id(), film)) })).rejects.toMatchObject({ status: 400, message: 'Un lot contient de 1 à 1000 éléments.' });
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM view_windows WHERE title_id = $1`, [film]);
    expect(rows[0].n).toBe(0);
  });

  it('takes an id in capitals as the same title: one view window, and the batch goes through', async () => {
    const alice = id();
    const film = id();
    const views = await ctx.rpc.call(P.viewsRecordBatch, { items: [view(alice, film.toUpperCase()), view(alice, film)] });
    expect(views.outcomes).toEqual([{ ok: { counted: true } }, { ok: { counted: false } }]);
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS windows FROM view_windows WHERE title_id = $1`, [film]);
    expect(rows[0]).toEqual({ windows: 1 });
  });
});
