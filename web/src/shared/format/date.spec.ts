import { describe, expect, it } from '@jest/globals';

import { formatWeekdayTime } from './date';

describe('formatWeekdayTime', () => {
  it('says the first of the month "1er", at midnight in Paris (winter: UTC+1)', () => {
    expect(formatWeekdayTime('2025-11-30T23:00:00.000Z', 'Europe/Paris')).toBe('lundi 1er décembre à 00:00');
  });

  it('follows the time zone asked for, not the machine\'s (summer: UTC+2)', () => {
    expect(formatWeekdayTime('2025-06-08T22:00:00.000Z', 'Europe/Paris')).toBe('lundi 9 juin à 00:00');
    expect(formatWeekdayTime('2025-06-08T22:00:00.000Z', 'UTC')).toBe('dimanche 8 juin à 22:00');
  });

  it('writes other days as numbers and hours on two digits', () => {
    expect(formatWeekdayTime('2025-03-03T07:05:00.000Z', 'Europe/Paris')).toBe('lundi 3 mars à 08:05');
  });
});
