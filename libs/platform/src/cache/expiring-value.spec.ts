import { describe, expect, it } from '@jest/globals';
import { ExpiringValue } from './expiring-value.js';

/** Lets the reads started so far resolve. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ExpiringValue', () => {
  it('reads once for every caller until the value is ttlMs old', async () => {
    let reads = 0;
    const value = new ExpiringValue(async () => ++reads, 1000, () => 0);
    expect(await Promise.all([value.get(0), value.get(10), value.get(999)])).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it('once ttlMs old, answers the value it has while one read replaces it: nobody waits for the refresh', async () => {
    let reads = 0;
    let release: () => void = () => undefined;
    const value = new ExpiringValue(async () => {
      reads++;
      if (reads > 1) await new Promise<void>((resolve) => (release = resolve));
      return reads;
    }, 1000, () => 0);
    expect(await value.get(0)).toBe(1);
    expect(await Promise.all([value.get(1000), value.get(1001), value.get(1500)])).toEqual([1, 1, 1]);
    expect(reads).toBe(2);
    release();
    await settle();
    expect(await value.get(1600)).toBe(2);
    expect(reads).toBe(2);
  });

  it('reads again after drop(), whatever its age, and every caller waits for that read', async () => {
    let reads = 0;
    const value = new ExpiringValue(async () => ++reads, 1000, () => 0);
    expect(await value.get(0)).toBe(1);
    value.drop();
    expect(await value.get(10)).toBe(2);
    expect(await value.get(20)).toBe(2);
  });

  it('does not keep a refresh that ends after drop(): it may have been read before the change', async () => {
    let reads = 0;
    let release: () => void = () => undefined;
    const value = new ExpiringValue(async () => {
      reads++;
      if (reads === 2) await new Promise<void>((resolve) => (release = resolve));
      return reads;
    }, 1000, () => 0);
    expect(await value.get(0)).toBe(1);
    expect(await value.get(1000)).toBe(1);
    value.drop();
    expect(await value.get(1001)).toBe(3);
    release();
    await settle();
    expect(await value.get(1002)).toBe(3);
  });

  it('answers the fallback when the read fails, and tries again once that is ttlMs old', async () => {
    let fail = true;
    const value = new ExpiringValue(async () => {
      if (fail) throw new Error('down');
      return 'read';
    }, 1000, () => 'fallback');
    expect(await value.get(0)).toBe('fallback');
    fail = false;
    expect(await value.get(500)).toBe('fallback');
    expect(await value.get(1000)).toBe('read');
  });

  it('keeps the value it has when a refresh fails, and tries again once ttlMs later', async () => {
    let reads = 0;
    let fail = false;
    const value = new ExpiringValue(async () => {
      reads++;
      if (fail) throw new Error('down');
      return `read ${reads}`;
    }, 1000, () => 'fallback');
    expect(await value.get(0)).toBe('read 1');
    fail = true;
    expect(await value.get(1000)).toBe('read 1');
    await settle();
    expect(await value.get(1999)).toBe('read 1');
    expect(reads).toBe(2);
    fail = false;
    expect(await value.get(2000)).toBe('read 1');
    await settle();
    expect(await value.get(2001)).toBe('read 3');
  });
});
