import { plural } from './number';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * "2 jours, 3 heures et 5 minutes", rounded up to the minute; zero parts are left out
 * (but "0 minute" is said when nothing is left).
 */
export function formatRemaining(ms: number): string {
  const totalMinutes = Math.ceil(Math.max(0, ms) / MINUTE);
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(`${days} ${plural(days, 'jour')}`);
  if (hours > 0) parts.push(`${hours} ${plural(hours, 'heure')}`);
  if (minutes > 0 || parts.length === 0) parts.push(`${minutes} ${plural(minutes, 'minute')}`);
  if (parts.length === 1) return parts[0];
  return `${parts.slice(0, -1).join(', ')} et ${parts[parts.length - 1]}`;
}

/** Whole hours left before an instant, never negative (rounded up: 30 minutes left is 1 hour). */
export function hoursUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / HOUR));
}

/** A running time: "45 min", "1 h 32 min", "2 h". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}
