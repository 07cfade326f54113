import { describe, expect, it } from '@jest/globals';
import { demoChecksum, stableId } from './demo-seed.js';

describe('demo seed identity', () => {
  it('gives the same title the same version-5-shaped UUID, and another title another one', () => {
    const a = stableId('movie', 'Nosferatu le vampire', 1922);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableId('movie', 'Nosferatu le vampire', 1922)).toBe(a);
    expect(stableId('movie', 'Nosferatu le vampire', 1979)).not.toBe(a);
    expect(stableId('series', 'Nosferatu le vampire', 1922)).not.toBe(a);
  });

  it('changes the checksum only with the data', () => {
    expect(demoChecksum()).toBe(demoChecksum());
    expect(demoChecksum()).toMatch(/^[0-9a-f]{64}$/);
  });
});
