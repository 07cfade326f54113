import { describe, expect, it } from '@jest/globals';
import { isCompletedAt } from './playback-rules.js';

/**
 * When a position completes a film or an episode: the rule of the web player (its `isCompleted`) and
 * of the server (progressToSave) alike, since both call isCompletedAt.
 */
const CASES: Array<[positionSeconds: number, durationSeconds: number, completed: boolean]> = [
  [0, 600, false],
  [539.9, 600, false],
  // Exactly 90 %: not over it (spec section 9: "completed when over 90 percent watched").
  [540, 600, false],
  [900, 1000, false],
  [5400, 6000, false],
  [63, 70, false],
  [540.5, 600, true],
  [900.001, 1000, true],
  [600, 600, true],
  [10, 0, false],
  [10, Number.NaN, false],
  [10, Number.POSITIVE_INFINITY, false],
  [Number.NaN, 600, false],
  [-1, 600, false],
];

describe('isCompletedAt', () => {
  it.each(CASES)('a position of %p s out of %p s: completed %p', (positionSeconds, durationSeconds, completed) => {
    expect(isCompletedAt(positionSeconds, durationSeconds)).toBe(completed);
  });
});
