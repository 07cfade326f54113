/**
 * Whether the member's 'Reprendre la lecture' row had titles at the last visit of /home on this browser.
 * The row keeps its place while it loads only when it is expected: a member with nothing to resume (most
 * of them, and every new one) never sees a space open and close above the carousels.
 */
function storageKey(userId: string): string {
  return `streaming.resume-row.${userId}`;
}

/** true: had titles; false: was empty; null: never seen on this browser. */
export function readResumeRowHint(userId: string): boolean | null {
  try {
    const stored = window.localStorage.getItem(storageKey(userId));
    return stored === null ? null : stored === '1';
  } catch {
    return null;
  }
}

export function writeResumeRowHint(userId: string, hasTitles: boolean): void {
  try {
    window.localStorage.setItem(storageKey(userId), hasTitles ? '1' : '0');
  } catch {
    // Storage blocked: the row simply does not keep its place while loading.
  }
}
