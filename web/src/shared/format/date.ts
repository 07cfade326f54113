const LOCALE = 'fr-FR';

/** 05/03/2025 */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** 5 mars 2025 à 14:05 */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(LOCALE, { dateStyle: 'long', timeStyle: 'short' });
}
