/** The donation reminder (spec section 4): shown again 9 days after it was last closed or accepted. */
export const REMINDER_INTERVAL_DAYS = 9;
const REMINDER_INTERVAL_MS = REMINDER_INTERVAL_DAYS * 24 * 60 * 60 * 1000;

/** Where a member's last reminder date is kept in the browser's local storage. */
export function storageKey(userId: string): string {
  return `streaming.donation-reminder.${userId}`;
}

export function isReminderDue(userId: string, now = Date.now()): boolean {
  try {
    const stored = window.localStorage.getItem(storageKey(userId));
    const last = stored ? Date.parse(stored) : Number.NaN;
    return Number.isNaN(last) || now - last >= REMINDER_INTERVAL_MS;
  } catch {
    // Storage blocked (private mode, policy): remind, as with nothing stored.
    return true;
  }
}

export function markReminderShown(userId: string, now = new Date()): void {
  try {
    window.localStorage.setItem(storageKey(userId), now.toISOString());
  } catch {
    // Nothing to keep the date in; the reminder comes back on the next visit.
  }
}
