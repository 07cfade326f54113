/**
 * Whether a notes dialog may be confirmed: a rejection needs a note (the confirm button stays disabled
 * while it is blank), other changes take one or none.
 */
export function canConfirmNotes(notes: string, required: boolean): boolean {
  return !required || notes.trim() !== '';
}

/** The note as sent: trimmed, and left out when blank. */
export function notesToSend(notes: string): string | undefined {
  const trimmed = notes.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The longest note the server takes (NOTES_MAX of the moderation DTOs). */
export const NOTES_MAX_LENGTH = 2000;

/** The note to send with a change when the dialog started from the current one: only when it was edited. */
export function editedNotes(notes: string, current: string | null): string | undefined {
  const trimmed = notes.trim();
  return trimmed === (current ?? '').trim() ? undefined : trimmed;
}
