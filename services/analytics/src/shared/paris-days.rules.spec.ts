import { describe, expect, it } from '@jest/globals';
import { addDays, daysBetween, monthEnd, monthParts, parisDay, parisDayStart, periodOf, periodSums } from './paris-days.rules.js';

const at = (iso: string) => new Date(iso);

describe('Paris days', () => {
  it('puts an instant in the day the clocks of Paris show: UTC+1 in winter, UTC+2 in summer', () => {
    expect(parisDay(at('2026-01-15T22:59:59.999Z'))).toBe('2026-01-15');
    expect(parisDay(at('2026-01-15T23:00:00.000Z'))).toBe('2026-01-16');
    expect(parisDay(at('2026-07-15T21:59:59.999Z'))).toBe('2026-07-15');
    expect(parisDay(at('2026-07-15T22:00:00.000Z'))).toBe('2026-07-16');
  });

  it('makes the last Sunday of March 23 hours long (02:00 becomes 03:00) and puts its edges in the right days', () => {
    expect(parisDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(parisDayStart('2026-03-30').getTime() - parisDayStart('2026-03-29').getTime()).toBe(23 * 3600_000);
    // 01:59 winter time, then 03:00 summer time a minute later: the same day.
    expect(parisDay(at('2026-03-29T00:59:00.000Z'))).toBe('2026-03-29');
    expect(parisDay(at('2026-03-29T01:00:00.000Z'))).toBe('2026-03-29');
    expect(parisDay(at('2026-03-29T21:59:59.999Z'))).toBe('2026-03-29');
    expect(parisDay(at('2026-03-29T22:00:00.000Z'))).toBe('2026-03-30');
  });

  it('makes the last Sunday of October 25 hours long (03:00 becomes 02:00) and puts its edges in the right days', () => {
    expect(parisDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(parisDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(parisDayStart('2026-10-26').getTime() - parisDayStart('2026-10-25').getTime()).toBe(25 * 3600_000);
    // 02:30 happens twice that night: both are 25 October.
    expect(parisDay(at('2026-10-25T00:30:00.000Z'))).toBe('2026-10-25');
    expect(parisDay(at('2026-10-25T01:30:00.000Z'))).toBe('2026-10-25');
    expect(parisDay(at('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25');
    expect(parisDay(at('2026-10-25T23:00:00.000Z'))).toBe('2026-10-26');
  });

  it('counts calendar days whatever the changes of time between them', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-26', -2)).toBe('2026-10-24');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-03-28', '2026-03-31')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(daysBetween('2026-03-31', '2026-03-30')).toEqual([]);
  });
});

describe('periods', () => {
  it('ends every range today in Paris and spans 7, 30 or 365 days, today included', () => {
    // 21:30 UTC on 29 March is 23:30 in Paris (summer time since that night): still the 29th.
    const now = at('2026-03-29T21:30:00.000Z');
    expect(periodOf('7d', now)).toEqual({ from: '2026-03-23', to: '2026-03-29', granularity: 'day' });
    expect(periodOf('30d', now)).toEqual({ from: '2026-02-28', to: '2026-03-29', granularity: 'day' });
    expect(periodOf('1y', now)).toEqual({ from: '2025-03-30', to: '2026-03-29', granularity: 'month' });
    // Thirty minutes later it is the 30th in Paris, still the 29th in UTC.
    expect(periodOf('7d', at('2026-03-29T22:30:00.000Z'))).toEqual({ from: '2026-03-24', to: '2026-03-30', granularity: 'day' });
    // New Year's night: 00:30 on 1 January in Paris is 23:30 on 31 December in UTC.
    expect(periodOf('7d', at('2026-12-31T23:30:00.000Z'))).toEqual({ from: '2026-12-26', to: '2027-01-01', granularity: 'day' });
    expect(daysBetween(periodOf('30d', now).from, periodOf('30d', now).to)).toHaveLength(30);
    expect(daysBetween(periodOf('1y', now).from, periodOf('1y', now).to)).toHaveLength(365);
  });

  it('cuts a year into its calendar months: the first one from the range start, the last one to today', () => {
    const parts = monthParts(periodOf('1y', at('2026-11-15T10:00:00.000Z')));
    expect(parts).toHaveLength(13);
    expect(parts[0]).toEqual({ month: '2025-11-01', from: '2025-11-16', to: '2025-11-30', fromMonthStart: false });
    expect(parts[1]).toEqual({ month: '2025-12-01', from: '2025-12-01', to: '2025-12-31', fromMonthStart: true });
    expect(parts[3]).toEqual({ month: '2026-02-01', from: '2026-02-01', to: '2026-02-28', fromMonthStart: true });
    expect(parts[12]).toEqual({ month: '2026-11-01', from: '2026-11-01', to: '2026-11-15', fromMonthStart: true });
    // A range starting on the first of a month has no cut month: twelve whole months and today's.
    const fromFirst = monthParts({ from: '2025-12-01', to: '2026-11-30' });
    expect(fromFirst.every((p) => p.fromMonthStart)).toBe(true);
    expect(fromFirst).toHaveLength(12);
  });
});

describe('adding up a period from monthly and daily counts', () => {
  it('reads a whole month from its monthly count, and a cut month from the fewer of its days in or out of the period', () => {
    // 30 days to 27 November: October cut after 3 days in (its 3 days), November to the 27th (its count less 28-30).
    expect(periodSums({ from: '2026-10-29', to: '2026-11-27' })).toEqual({
      months: ['2026-11-01'],
      days: [{ from: '2026-10-29', to: '2026-10-31' }],
      outside: [{ from: '2026-11-28', to: '2026-11-30' }],
    });
    // 7 days inside one month: its 7 days.
    expect(periodSums({ from: '2026-11-21', to: '2026-11-27' })).toEqual({ months: [], days: [{ from: '2026-11-21', to: '2026-11-27' }], outside: [] });
    // A year: the first month cut (28-30 November 2025 in), eleven whole months, and this month to date.
    const year = periodSums({ from: '2025-11-28', to: '2026-11-27' });
    expect(year.months).toEqual(['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
    expect(year.days).toEqual([{ from: '2025-11-28', to: '2025-11-30' }]);
    expect(year.outside).toEqual([{ from: '2026-11-28', to: '2026-11-30' }]);
    // A month cut on both sides by its middle.
    expect(periodSums({ from: '2026-02-03', to: '2026-02-26' })).toEqual({
      months: ['2026-02-01'], days: [], outside: [{ from: '2026-02-01', to: '2026-02-02' }, { from: '2026-02-27', to: '2026-02-28' }],
    });
    // The last day of a month is a whole month to date.
    expect(periodSums({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ months: ['2026-11-01'], days: [], outside: [] });
  });

  it('covers every day of the period exactly once, for every range ending any day of two years', () => {
    for (let day = '2025-01-01'; day <= '2026-12-31'; day = addDays(day, 1)) {
      for (const length of [7, 30, 365]) {
        const period = { from: addDays(day, 1 - length), to: day };
        const sums = periodSums(period);
        const count = new Map<string, number>();
        const add = (d: string, n: number) => count.set(d, (count.get(d) ?? 0) + n);
        for (const m of sums.months) for (const d of daysBetween(m, monthEnd(m))) add(d, 1);
        for (const r of sums.days) for (const d of daysBetween(r.from, r.to)) add(d, 1);
        for (const r of sums.outside) for (const d of daysBetween(r.from, r.to)) add(d, -1);
        const covered = [...count].filter(([, n]) => n !== 0);
        expect(covered.every(([, n]) => n === 1)).toBe(true);
        expect(covered.map(([d]) => d).sort()).toEqual(daysBetween(period.from, period.to));
        // Never more days read than the period holds, nor more than half a month per cut month.
        const read = [...sums.days, ...sums.outside].reduce((n, r) => n + daysBetween(r.from, r.to).length, 0);
        expect(read).toBeLessThanOrEqual(Math.min(length, 2 * 16));
      }
    }
  });
});
