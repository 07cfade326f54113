import { describe, expect, it } from '@jest/globals';
import { MicroBatcher } from './micro-batcher.js';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('MicroBatcher', () => {
  it('writes the items that arrive together as one batch and answers each its own result', async () => {
    const batches: number[][] = [];
    const b = new MicroBatcher<number, number>(async (items) => {
      batches.push(items);
      return items.map((i) => i * 10);
    }, { maxBatch: 100, waitMs: 5, concurrency: 1 });
    const results = await Promise.all([1, 2, 3].map((i) => b.add(i)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('writes a full batch at once, without waiting', async () => {
    const batches: number[][] = [];
    const b = new MicroBatcher<number, boolean>(async (items) => {
      batches.push(items);
      return items.map(() => true);
    }, { maxBatch: 2, waitMs: 60_000, concurrency: 5 });
    await Promise.all([b.add(1), b.add(2)]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('never writes more than `concurrency` batches at once; what queues meanwhile forms the next batch', async () => {
    let running = 0;
    let most = 0;
    const sizes: number[] = [];
    const b = new MicroBatcher<number, number>(async (items) => {
      running++;
      most = Math.max(most, running);
      sizes.push(items.length);
      await tick(20);
      running--;
      return items;
    }, { maxBatch: 3, waitMs: 0, concurrency: 2 });
    const all = Array.from({ length: 10 }, (_, i) => b.add(i));
    expect(await Promise.all(all)).toEqual(Array.from({ length: 10 }, (_, i) => i));
    expect(most).toBe(2);
    expect(sizes.reduce((a, n) => a + n, 0)).toBe(10);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
  });

  it('rejects every item of a failed batch, and the next batch still runs', async () => {
    let calls = 0;
    const b = new MicroBatcher<number, number>(async (items) => {
      calls++;
      if (calls === 1) throw new Error('base indisponible');
      return items;
    }, { maxBatch: 10, waitMs: 1, concurrency: 1 });
    const failed = [b.add(1), b.add(2)];
    await expect(Promise.all(failed)).rejects.toThrow('base indisponible');
    await expect(failed[1]).rejects.toThrow('base indisponible');
    await expect(b.add(3)).resolves.toBe(3);
  });

  it('drain() writes what is queued and resolves when nothing is left', async () => {
    const written: number[] = [];
    const b = new MicroBatcher<number, number>(async (items) => {
      await tick(10);
      written.push(...items);
      return items;
    }, { maxBatch: 10, waitMs: 60_000, concurrency: 1 });
    const pending = [b.add(1), b.add(2)];
    await b.drain();
    expect(written).toEqual([1, 2]);
    await Promise.all(pending);
    await b.drain();
  });

  it('with waitMs 0, sends what arrived in the same turn of the event loop as one batch', async () => {
    const batches: number[][] = [];
    const b = new MicroBatcher<number, number>(async (items) => {
      batches.push(items);
      return items;
    }, { maxBatch: 100, waitMs: 0, concurrency: 1 });
    const first = Promise.all([b.add(1), b.add(2), b.add(3)]);
    expect(batches).toEqual([]);
    await first;
    expect(batches).toEqual([[1, 2, 3]]);
    await b.add(4);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('refuses options that would never send a batch', () => {
    const work = async (items: number[]) => items;
    expect(() => new MicroBatcher(work, { maxBatch: 0, waitMs: 1, concurrency: 1 })).toThrow(RangeError);
    expect(() => new MicroBatcher(work, { maxBatch: 1, waitMs: 1, concurrency: 0 })).toThrow(RangeError);
    expect(() => new MicroBatcher(work, { maxBatch: 1, waitMs: -1, concurrency: 1 })).toThrow(RangeError);
  });
});
