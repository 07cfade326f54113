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
