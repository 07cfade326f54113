import type { Trend } from '@streaming/contracts';

/** Spec (back office, section 9): above +5 % the period goes up, below -5 % down, otherwise it is stable. */
export const TREND_THRESHOLD_PERCENT = 5;

const average = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The trend of a series of counts (visitors per day, oldest first): the average of its second half
 * against the average of its first half, in percent with one decimal. With an odd number of values
 * the middle one belongs to neither half. The direction is read from the percentage as shown, so
 * '+5,0 %' is never drawn as a rise. No visitor in the first half: stable when the second half has
 * none either, otherwise up without a percentage (a change from nothing has none).
 */
export function trendOf(values: readonly number[]): Trend {
  const half = Math.floor(values.length / 2);
  if (half === 0) return { direction: 'stable', percent: 0 };
  const before = average(values.slice(0, half));
  const after = average(values.slice(values.length - half));
  if (before === 0) return after === 0 ? { direction: 'stable', percent: 0 } : { direction: 'up', percent: null };
  const percent = Math.round(((after - before) / before) * 1000) / 10;
  const direction = percent > TREND_THRESHOLD_PERCENT ? 'up' : percent < -TREND_THRESHOLD_PERCENT ? 'down' : 'stable';
  return { direction, percent };
}
