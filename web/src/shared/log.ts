/**
 * Failures the spec says are "only logged" (a favourite that could not be added, a view that was not
 * counted...): written to the browser console for whoever investigates, never shown to the member.
 */
export function logError(what: string, error: unknown): void {
  console.error(`[streaming] ${what}`, error);
}
