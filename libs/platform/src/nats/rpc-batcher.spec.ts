import { describe, expect, it } from '@jest/globals';
import type { BatchOutcomes, MemberItem } from '@streaming/contracts';
import { RpcBatcher } from './rpc-batcher.js';
import { RpcCallError } from './rpc-errors.js';

const opts = { maxBatch: 10, waitMs: 0, concurrency: 2 };

describe('RpcBatcher', () => {
  it('sends the calls of one turn as one batch and answers each caller its own outcome', async () => {
    const sent: Array<Array<MemberItem<number>>> = [];
    const batcher = new RpcBatcher<number, string>(async (items) => {
      sent.push(items);
      return { outcomes: items.map((i) => (i.data < 0 ? { error: { code: 'NEGATIVE', status: 400, message: 'Nombre négatif.' } } : { ok: `${i.userId}:${i.data}` })) };
    }, opts);
    const calls = [batcher.call('u1', 1, 'r1'), batcher.call('u2', -2), batcher.call('u3', 3)];
    const settled = await Promise.allSettled(calls);
    expect(sent).toEqual([[{ userId: 'u1', requestId: 'r1', data: 1 }, { userId: 'u2', data: -2 }, { userId: 'u3', data: 3 }]]);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 'u1:1' });
    expect(settled[2]).toEqual({ status: 'fulfilled', value: 'u3:3' });
    expect(settled[1]).toEqual({ status: 'rejected', reason: expect.any(RpcCallError) });
    expect(settled[1]).toMatchObject({ reason: { code: 'NEGATIVE', status: 400, message: 'Nombre négatif.' } });
  });

  it('fails every call of a batch that failed as a whole (NATS away, no answer), with that error', async () => {
    const batcher = new RpcBatcher<number, number>(async () => {
      throw new RpcCallError('SERVICE_TIMEOUT', 504, 'Délai dépassé');
    }, opts);
    const settled = await Promise.allSettled([batcher.call('u1', 1), batcher.call('u2', 2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(settled[0]).toMatchObject({ reason: { status: 504 } });
  });

  it('treats an answer without one outcome per item as a failure of the batch (500), never as answers', async () => {
    const batcher = new RpcBatcher<number, number>(async (): Promise<BatchOutcomes<number>> => ({ outcomes: [{ ok: 1 }] }), opts);
    await expect(Promise.all([batcher.call('u1', 1), batcher.call('u2', 2)])).rejects.toMatchObject({ status: 500 });
  });

  it('drain() waits for the batches on their way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const batcher = new RpcBatcher<number, number>(async (items) => {
      await gate;
      return { outcomes: items.map((i) => ({ ok: i.data })) };
    }, opts);
    const call = batcher.call('u1', 5);
    await new Promise((r) => setImmediate(r));
    let drained = false;
    const draining = batcher.drain().then(() => (drained = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(drained).toBe(false);
    release();
    await draining;
    await expect(call).resolves.toBe(5);
  });
});
