import type { BanView } from '@streaming/contracts';

export interface BanRecord {
  reason: string;
  bannedUntil: Date | null;
  createdAt: Date;
  liftedAt: Date | null;
}

/** A ban is active until lifted and, when temporary, until its end. */
export function isBanActive(ban: BanRecord, now: Date): boolean {
  if (ban.liftedAt) return false;
  return ban.bannedUntil === null || ban.bannedUntil.getTime() > now.getTime();
}

/** 0 days is a permanent ban. */
export function banEnd(days: number, now: Date): Date | null {
  return days === 0 ? null : new Date(now.getTime() + days * 24 * 3600 * 1000);
}

/** What a ban looks like to its member and to admins; `contestEmail` is support's address. */
export function toBanView(ban: BanRecord, contestEmail: string): BanView {
  return {
    reason: ban.reason,
    type: ban.bannedUntil ? 'TEMPORAIRE' : 'PERMANENT',
    bannedUntil: ban.bannedUntil ? ban.bannedUntil.toISOString() : null,
    createdAt: ban.createdAt.toISOString(),
    contestEmail,
  };
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
}

/** Remaining time in whole days, hours and minutes (rounded up to the minute); null when permanent. */
export function remainingTime(bannedUntil: Date | null, now: Date): Remaining | null {
  if (!bannedUntil) return null;
  const totalMinutes = Math.max(0, Math.ceil((bannedUntil.getTime() - now.getTime()) / 60000));
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}
