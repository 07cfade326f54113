import { describe, expect, it } from '@jest/globals';
import { ExpiringValue } from './expiring-value.js';

describe('ExpiringValue', () => {
  it('reads once for every caller until the value is ttlMs old, then reads again', async () => {
    let reads = 0;
    const value = new ExpiringValue(async () => ++reads, 1000, () => 0);
    expect(await Promise.all([value.get(0), value.get(10), value.get(999)])).toEqual([1, 1, 1]);
    expect(await value.get(1000)).toBe(2);
    expect(reads).toBe(2);
  });

  it('reads again after drop(), whatever its age', async () => {
    let reads = 0;
    const value = new ExpiringValue(async () => ++reads, 1000, () => 0);
    expect(await value.get(0)).toBe(1);
    value.drop();
    expect(await value.get(10)).toBe(2);
    expect(await value.get(20)).toBe(2);
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
});
