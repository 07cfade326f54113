const LOCALE = 'fr-FR';

/** 05/03/2025 */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** 5 mars 2025 à 14:05 */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(LOCALE, { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * A calendar day stored without a time ('1915-11-13'), as "13 novembre 1915". Read as a UTC date so the
 * day never moves with the browser's time zone.
 */
export function formatDay(day: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
  return date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const RELATIVE = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * When something happened, as people say it: "à l’instant", "il y a 5 minutes", "il y a 3 heures",
 * "hier", "il y a 4 jours"; a week or more ago, the date: "le 5 mars 2025".
 */
export function formatRelative(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return 'à l’instant';
  let value = seconds / 60;
  for (const [unit, next] of RELATIVE_STEPS) {
    if (value < next) return RELATIVE.format(-Math.floor(value), unit);
    value /= next;
  }
  return `le ${new Date(iso).toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

const WEEKDAY_TIME = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as a weekday, a day and an hour in `timeZone`, as French says it: "lundi 1er décembre à 00:00"
 * (the first of the month is "1er"). For a deadline set in one time zone (the weekly request quota resets
 * on Monday 00:00 in Paris), whatever the browser's own.
 */
export function formatWeekdayTime(iso: string, timeZone: string): string {
  let format = WEEKDAY_TIME.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    WEEKDAY_TIME.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const day = part('day');
  return `${part('weekday')} ${day === '1' ? '1er' : day} ${part('month')} à ${part('hour')}:${part('minute')}`;
}
