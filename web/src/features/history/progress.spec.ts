import { describe, expect, it } from '@jest/globals';
import { resumePath } from './progress';

const movieCard = { kind: 'movie' as const };
const seriesCard = { kind: 'series' as const };

describe('history: where to resume', () => {
  it('a film opens its page; an episode opens its series on that episode', () => {
    expect(resumePath({ card: movieCard, titleId: 'f1', episodeId: null })).toBe('/movie/f1');
    expect(resumePath({ card: seriesCard, titleId: 's1', episodeId: 'e 2' })).toBe('/series/s1?episode=e%202');
  });
});
