import { describe, expect, it } from '@jest/globals';
import { trendOf } from './trend.rules.js';

describe('the trend of a period (halves compared)', () => {
  it('goes up above +5 %, down below -5 %, and is stable from -5 % to +5 % included', () => {
    expect(trendOf([100, 100, 106, 106])).toEqual({ direction: 'up', percent: 6 });
    expect(trendOf([100, 100, 105, 105])).toEqual({ direction: 'stable', percent: 5 });
    expect(trendOf([100, 100, 95, 95])).toEqual({ direction: 'stable', percent: -5 });
    expect(trendOf([100, 100, 94, 94])).toEqual({ direction: 'down', percent: -6 });
    expect(trendOf([100, 100, 100, 100])).toEqual({ direction: 'stable', percent: 0 });
  });

  it('compares the averages of the halves, not their first or last values', () => {
    // First half 10, 30 (average 20), second half 0, 50 (average 25): +25 %.
    expect(trendOf([10, 30, 0, 50])).toEqual({ direction: 'up', percent: 25 });
  });

  it('leaves the middle value out of both halves when the count is odd (7 days: 3 against 3)', () => {
    expect(trendOf([10, 10, 10, 1000, 9, 9, 9])).toEqual({ direction: 'down', percent: -10 });
  });

  it('decides on the percentage as shown (one decimal), so what reads +5,0 % is stable', () => {
    // +5.04 % rounds to 5.0.
    expect(trendOf([10000, 10504])).toEqual({ direction: 'stable', percent: 5 });
    expect(trendOf([10000, 10506])).toEqual({ direction: 'up', percent: 5.1 });
    expect(trendOf([3, 4])).toEqual({ direction: 'up', percent: 33.3 });
  });

  it('has no percentage for a rise from nothing, and is stable with no visitor at all or a single value', () => {
    expect(trendOf([0, 0, 3, 1])).toEqual({ direction: 'up', percent: null });
    expect(trendOf([0, 0, 0, 0])).toEqual({ direction: 'stable', percent: 0 });
    expect(trendOf([42])).toEqual({ direction: 'stable', percent: 0 });
    expect(trendOf([])).toEqual({ direction: 'stable', percent: 0 });
  });

  it('goes down to -100 % when the second half has no visitor', () => {
    expect(trendOf([4, 4, 0, 0])).toEqual({ direction: 'down', percent: -100 });
  });
});
