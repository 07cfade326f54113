import { describe, expect, it } from '@jest/globals';
import { nextWeekStart, quotaLeft, requestQuota, weekStart } from './quota-week.rules.js';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('the content request week (Monday 00:00, Europe/Paris)', () => {
  it('puts Sunday 23:59:59 in Paris in the week that ends, and Monday 00:00 in Paris in the new one (winter, UTC+1)', () => {
    // Sunday 18 January 2026, 23:59:59 in Paris = 22:59:59 UTC.
    const sunday = at('2026-01-18T22:59:59.000Z');
    expect(iso(weekStart(sunday))).toBe('2026-01-11T23:00:00.000Z');
    expect(iso(nextWeekStart(sunday))).toBe('2026-01-18T23:00:00.000Z');
    // Monday 19 January 2026, 00:00 in Paris.
    const monday = at('2026-01-18T23:00:00.000Z');
    expect(iso(weekStart(monday))).toBe('2026-01-18T23:00:00.000Z');
    // Monday itself: the next reset is seven days ahead.
    expect(iso(nextWeekStart(monday))).toBe('2026-01-25T23:00:00.000Z');
  });

  it('does the same in summer (UTC+2)', () => {
    const sunday = at('2026-07-12T21:59:59.000Z');
    expect(iso(weekStart(sunday))).toBe('2026-07-05T22:00:00.000Z');
    expect(iso(nextWeekStart(sunday))).toBe('2026-07-12T22:00:00.000Z');
    expect(iso(weekStart(at('2026-07-12T22:00:00.000Z')))).toBe('2026-07-12T22:00:00.000Z');
  });

  it('keeps the boundary at Monday 00:00 across the change to summer time (last Sunday of March: 02:00 becomes 03:00)', () => {
    // Sunday 29 March 2026 at 23:59:59 in Paris is already summer time (21:59:59 UTC); the week began in winter time.
    const sunday = at('2026-03-29T21:59:59.000Z');
    expect(iso(weekStart(sunday))).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(nextWeekStart(sunday))).toBe('2026-03-29T22:00:00.000Z');
    // Just before and after the change itself, in the small hours of that Sunday.
    expect(iso(weekStart(at('2026-03-29T00:59:59.000Z')))).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(weekStart(at('2026-03-29T01:00:00.000Z')))).toBe('2026-03-22T23:00:00.000Z');
    const monday = at('2026-03-29T22:00:00.000Z');
    expect(iso(weekStart(monday))).toBe('2026-03-29T22:00:00.000Z');
    expect(iso(nextWeekStart(monday))).toBe('2026-04-05T22:00:00.000Z');
    // That week was one hour short: 167 hours.
    expect((nextWeekStart(sunday).getTime() - weekStart(sunday).getTime()) / 3_600_000).toBe(167);
  });

  it('keeps the boundary at Monday 00:00 across the change to winter time (last Sunday of October: 03:00 becomes 02:00)', () => {
    // Sunday 25 October 2026 at 23:59:59 in Paris is winter time again (22:59:59 UTC); the week began in summer time.
    const sunday = at('2026-10-25T22:59:59.000Z');
    expect(iso(weekStart(sunday))).toBe('2026-10-18T22:00:00.000Z');
    expect(iso(nextWeekStart(sunday))).toBe('2026-10-25T23:00:00.000Z');
    // The hour lived twice (02:00 to 03:00 in Paris) belongs to the same week either time.
    expect(iso(weekStart(at('2026-10-25T00:30:00.000Z')))).toBe('2026-10-18T22:00:00.000Z');
    expect(iso(weekStart(at('2026-10-25T01:30:00.000Z')))).toBe('2026-10-18T22:00:00.000Z');
    const monday = at('2026-10-25T23:00:00.000Z');
    expect(iso(weekStart(monday))).toBe('2026-10-25T23:00:00.000Z');
    expect(iso(nextWeekStart(monday))).toBe('2026-11-01T23:00:00.000Z');
    expect((nextWeekStart(sunday).getTime() - weekStart(sunday).getTime()) / 3_600_000).toBe(169);
  });

  it('answers the quota with the next Monday 00:00 in Paris as an ISO instant, and allows three requests a week', () => {
    expect(requestQuota(2, at('2026-11-26T15:00:00.000Z'))).toEqual({ used: 2, limit: 3, resetsAt: '2026-11-29T23:00:00.000Z' });
    expect([0, 1, 2, 3, 4].map(quotaLeft)).toEqual([true, true, true, false, false]);
  });
});
