import type { AuditChange, BanView } from '@streaming/contracts';

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

/** The back office's success text for a ban of `days` days (0: permanent), as DESIGN section 9 writes it. */
export function banSuccessMessage(days: number): string {
  return days === 0 ? 'Utilisateur banni définitivement' : `Utilisateur banni avec succès pour ${days} jour(s)`;
}

/** A ban's fields as the audit log keeps them, before and after (null: no active ban). Its reason is the admin's text, not the member's. */
export function banChanges(before: BanRecord | null, after: BanRecord | null): Record<string, AuditChange> {
  const type = (b: BanRecord | null) => (b ? (b.bannedUntil ? 'TEMPORAIRE' : 'PERMANENT') : null);
  return {
    reason: { before: before?.reason ?? null, after: after?.reason ?? null },
    type: { before: type(before), after: type(after) },
    bannedUntil: { before: before?.bannedUntil?.toISOString() ?? null, after: after?.bannedUntil?.toISOString() ?? null },
  };
}
