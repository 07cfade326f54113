import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BatchCollector } from './batch-collector.js';

/** A batch handler whose batches finish when the test says so. */
function handler() {
  const batches: number[][] = [];
  const finish: Array<() => void> = [];
  const run = (batch: number[]) => {
    batches.push(batch);
    return new Promise<void>((resolve) => finish.push(resolve));
  };
  return { batches, finish, run };
}

describe('BatchCollector', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('hands out a full batch at once, without waiting', () => {
    const h = handler();
    const c = new BatchCollector<number>(3, 200, h.run);
    c.push(1);
    c.push(2);
    expect(h.batches).toEqual([]);
    c.push(3);
    expect(h.batches).toEqual([[1, 2, 3]]);
  });

  it('hands out a partial batch when its first item has waited maxWaitMs, not before', async () => {
    const h = handler();
    const c = new BatchCollector<number>(100, 200, h.run);
    c.push(1);
    await jest.advanceTimersByTimeAsync(150);
    c.push(2);
    await jest.advanceTimersByTimeAsync(49);
    expect(h.batches).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(h.batches).toEqual([[1, 2]]);
  });

  it('handles one batch at a time; what arrived meanwhile goes in the next batch, at most maxBatch each', async () => {
    const h = handler();
    const c = new BatchCollector<number>(2, 200, h.run);
    c.push(1);
    c.push(2);
    for (const n of [3, 4, 5]) c.push(n);
    expect(h.batches).toEqual([[1, 2]]);
    h.finish[0]();
    await jest.advanceTimersByTimeAsync(0);
    expect(h.batches).toEqual([[1, 2], [3, 4]]);
    h.finish[1]();
    // 5 arrived at t=0: it has not waited 200 ms yet.
    await jest.advanceTimersByTimeAsync(0);
    expect(h.batches).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(200);
    expect(h.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('once a batch is done, an item that already waited maxWaitMs is handed out at once', async () => {
    const h = handler();
    const c = new BatchCollector<number>(10, 100, h.run);
    c.push(1);
    await jest.advanceTimersByTimeAsync(100);
    expect(h.batches).toEqual([[1]]);
    c.push(2);
    await jest.advanceTimersByTimeAsync(500); // the first batch is slow
    expect(h.batches).toHaveLength(1);
    h.finish[0]();
    await jest.advanceTimersByTimeAsync(0);
    expect(h.batches).toEqual([[1], [2]]);
  });

  it('stop waits for the batch in progress and gives back the items not handed out', async () => {
    const h = handler();
    const c = new BatchCollector<number>(2, 200, h.run);
    for (const n of [1, 2, 3]) c.push(n);
    let stopped: number[] | undefined;
    const stopping = c.stop().then((rest) => (stopped = rest));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBeUndefined();
    h.finish[0]();
    await stopping;
    expect(stopped).toEqual([3]);
    expect(c.push(4)).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    expect(h.batches).toEqual([[1, 2]]);
  });

  it('a handler that throws is reported and the next batch still runs', async () => {
    const errors: unknown[] = [];
    const seen: number[][] = [];
    const c = new BatchCollector<number>(1, 0, async (batch) => {
      seen.push(batch);
      if (batch[0] === 1) throw new Error('boom');
    }, (err) => errors.push(err));
    c.push(1);
    c.push(2);
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([[1], [2]]);
    expect(errors).toHaveLength(1);
  });

  it('refuses a batch size that is not a positive integer', () => {
    expect(() => new BatchCollector<number>(0, 100, async () => undefined)).toThrow(/maxBatch/);
    expect(() => new BatchCollector<number>(10, -1, async () => undefined)).toThrow(/maxWaitMs/);
  });
});
