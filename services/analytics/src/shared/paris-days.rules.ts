import { ANALYTICS_TIME_ZONE, type AnalyticsRange } from '@streaming/contracts';

/**
 * Paris days, the unit of every count here: a view or a visit belongs to the calendar day the
 * clocks of Paris show when it happens, so a day lasts 23 hours on the last Sunday of March and 25
 * on the last Sunday of October. Days are `YYYY-MM-DD` strings (PostgreSQL's `date`); calendar
 * arithmetic on them never involves a time zone. Pure: the instant is always given.
 */

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ANALYTICS_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
});

/** The last day `parisDay` found, with its bounds: a batch of views mostly falls in one day. */
let lastDay: { from: number; to: number; day: string } | undefined;

/** The Paris day of `instant` (`en-CA` formats dates as YYYY-MM-DD). */
export function parisDay(instant: Date): string {
  const t = instant.getTime();
  if (lastDay && t >= lastDay.from && t < lastDay.to) return lastDay.day;
  const day = dayFormat.format(instant);
  if (Number.isFinite(t)) lastDay = { from: parisDayStart(day).getTime(), to: parisDayStart(addDays(day, 1)).getTime(), day };
  return day;
}

/** A day as the UTC midnight of its date (for calendar arithmetic only). */
const utcMidnight = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  return toDay(utcMidnight(day) + n * DAY_MS);
}

/** Calendar days from `from` to `to`, both included (none when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = utcMidnight(from); t <= utcMidnight(to); t += DAY_MS) days.push(toDay(t));
  return days;
}

/** How far ahead of UTC the clocks of Paris are at `ms` (one hour in winter, two in summer). */
function parisOffsetMs(ms: number): number {
  const p = Object.fromEntries(clockFormat.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant a Paris day starts (00:00 in Paris: clocks never change at midnight there). */
export function parisDayStart(day: string): Date {
  const midnight = utcMidnight(day);
  return new Date(midnight - parisOffsetMs(midnight - parisOffsetMs(midnight)));
}

/** The first day of the month of `day`. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** Days each range covers, today included. */
export const RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '1y': 365 };

/** A range seen on a given day: its first and last Paris day (the last is today), and the unit of its chart. */
export interface Period {
  from: string;
  to: string;
  granularity: 'day' | 'month';
}

/** The last 7, 30 or 365 Paris days at `now`, today included; the year is drawn by months, the others by days. */
export function periodOf(range: AnalyticsRange, now: Date): Period {
  const to = parisDay(now);
  return { from: addDays(to, 1 - RANGE_DAYS[range]), to, granularity: range === '1y' ? 'month' : 'day' };
}

/** The part of a calendar month inside a period. */
export interface MonthPart {
  /** The month's first day. */
  month: string;
  from: string;
  to: string;
  /** Whether the part starts on the month's first day (the month's own count then holds: nothing is counted after today). */
  fromMonthStart: boolean;
}

/** The calendar months a period touches, oldest first, each cut to the period. */
export function monthParts(period: Pick<Period, 'from' | 'to'>): MonthPart[] {
  const parts: MonthPart[] = [];
  for (let month = monthOf(period.from); month <= period.to; month = addDays(monthEnd(month), 1)) {
    const from = month < period.from ? period.from : month;
    const end = monthEnd(month);
    parts.push({ month, from, to: end < period.to ? end : period.to, fromMonthStart: from === month });
  }
  return parts;
}

/** Days from `from` to `to`, both included (none when `to` is before `from`). */
const dayCount = (from: string, to: string): number => Math.max(0, Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1);

/** The last day of the month of `day`. */
export function monthEnd(day: string): string {
  const next = new Date(utcMidnight(monthOf(day)));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return addDays(toDay(next.getTime()), -1);
}

/** A range of days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * How to add up a period from monthly and daily counts while reading as few rows as possible:
 * whole months from their monthly count; a month the period cuts, either from its days in the
 * period, or from its monthly count less its days outside the period, whichever reads fewer days.
 * `days` are added, `outside` subtracted. Exact whatever is counted outside the period (a view
 * dated a little after today by a clock ahead is subtracted, not counted).
 */
export interface PeriodSums {
  months: string[];
  days: DayRange[];
  outside: DayRange[];
}

export function periodSums(period: DayRange): PeriodSums {
  const sums: PeriodSums = { months: [], days: [], outside: [] };
  for (const part of monthParts(period)) {
    const end = monthEnd(part.month);
    const before = { from: part.month, to: addDays(part.from, -1) };
    const after = { from: addDays(part.to, 1), to: end };
    const outsideDays = dayCount(before.from, before.to) + dayCount(after.from, after.to);
    if (outsideDays === 0) sums.months.push(part.month);
    else if (outsideDays < dayCount(part.from, part.to)) {
      sums.months.push(part.month);
      for (const r of [before, after]) if (dayCount(r.from, r.to) > 0) sums.outside.push(r);
    } else sums.days.push({ from: part.from, to: part.to });
  }
  return sums;
}
