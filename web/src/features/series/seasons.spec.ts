import { describe, expect, it } from '@jest/globals';
import { episodeLabel } from './seasons';

describe('episode label', () => {
  it('is the same wherever an episode is named (player, history, home row)', () => {
    expect(episodeLabel({ seasonNumber: 1, episodeNumber: 2, title: 'La Bague qui tue' })).toBe('S1 · É2 – La Bague qui tue');
    expect(episodeLabel({ seasonNumber: 3, episodeNumber: 10, title: '  ' })).toBe('S3 · É10');
  });
});
