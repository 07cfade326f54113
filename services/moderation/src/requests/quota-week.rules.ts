import { REQUEST_WEEK_TIME_ZONE, WEEKLY_REQUEST_LIMIT, type RequestQuota } from '@streaming/contracts';

/**
 * The week of the content request quota: it starts on Monday at 00:00 in Europe/Paris, whatever
 * the season (a week that holds a change of time is 167 or 169 hours long). Pure: `now` is given.
 */

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The date and time the clocks of `timeZone` show at `instant` (weekday 0 = Monday). */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const n = (type: string) => Number(parts[type]);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second'), weekday: WEEKDAYS.indexOf(parts.weekday) };
}

/** How far ahead of UTC the clocks of `timeZone` are at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant the clocks of `timeZone` show 00:00 on the calendar day `utcDay` (midnight UTC of that date). Paris never changes time at midnight. */
function midnight(utcDay: number, timeZone: string): number {
  const first = utcDay - offsetAt(utcDay, timeZone);
  const offset = offsetAt(first, timeZone);
  return utcDay - offset;
}

/** Monday 00:00 (in `timeZone`) of the week `now` is in. */
export function weekStart(now: Date, timeZone: string = REQUEST_WEEK_TIME_ZONE): Date {
  const w = wallClock(now.getTime(), timeZone);
  return new Date(midnight(Date.UTC(w.year, w.month - 1, w.day) - w.weekday * DAY_MS, timeZone));
}

/** The next Monday 00:00 (in `timeZone`) after `now`: seven days ahead when `now` is Monday 00:00 itself. */
export function nextWeekStart(now: Date, timeZone: string = REQUEST_WEEK_TIME_ZONE): Date {
  const w = wallClock(now.getTime(), timeZone);
  return new Date(midnight(Date.UTC(w.year, w.month - 1, w.day) + (7 - w.weekday) * DAY_MS, timeZone));
}

/** The quota a member sees: requests opened this week, the limit, and when the count starts again. */
export function requestQuota(used: number, now: Date): RequestQuota {
  return { used, limit: WEEKLY_REQUEST_LIMIT, resetsAt: nextWeekStart(now).toISOString() };
}

/** Whether a member who opened `used` requests this week may open another. */
export const quotaLeft = (used: number): boolean => used < WEEKLY_REQUEST_LIMIT;
