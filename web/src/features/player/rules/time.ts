const whole = (seconds: number): number => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** "1:05", "12:00", "1:02:03": the player's clock. */
export function formatClock(seconds: number): string {
  const total = whole(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

const unit = (value: number, singular: string): string => `${value} ${singular}${value > 1 ? 's' : ''}`;

/** "1 minute 5 secondes", "45 minutes", "0 seconde", "1 heure 2 minutes": read by screen readers. */
export function spokenDuration(seconds: number): string {
  const total = whole(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(unit(h, 'heure'));
  if (m > 0) parts.push(unit(m, 'minute'));
  if (s > 0 || parts.length === 0) parts.push(unit(s, 'seconde'));
  return parts.join(' ');
}

/** The seek bar's aria-valuetext: "1 minute 5 secondes sur 12 minutes". */
export function seekValueText(position: number, duration: number): string {
  return Number.isFinite(duration) && duration > 0 ? `${spokenDuration(position)} sur ${spokenDuration(duration)}` : spokenDuration(position);
}

/** Digits 0 to 9 jump to 0 to 90 % (spec section 9). */
export function digitSeekTarget(digit: number, duration: number): number | null {
  if (!Number.isInteger(digit) || digit < 0 || digit > 9 || !Number.isFinite(duration) || duration <= 0) return null;
  return (duration * digit) / 10;
}

/** A position kept inside the video. */
export function clampPosition(position: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, position), end);
}
