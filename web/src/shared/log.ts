/**
 * Failures the spec says are "only logged" (a favourite that could not be added, the home row that could
 * not be loaded...): a warning in the browser console for whoever investigates, never shown to the member.
 */
export function logError(what: string, error: unknown): void {
  console.warn(what, error);
}
