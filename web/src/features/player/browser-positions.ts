import { sessionStore } from '../../shared/session/session-store';
import { clearLocalPosition, clearMemberPositions, type PositionStore, readLocalPosition, type VideoRef, writeLocalPosition } from './rules/storage';
import type { SavedPosition } from './rules/progress';

/**
 * The signed-in member's positions kept in this browser's `localStorage`: the one module the player
 * (resume, keep, clear at the end) and the history ('Retirer', 'Tout effacer') reach them through.
 * The rules of what is kept and under which key are the pure `rules/storage.ts`.
 */

/** The signed-in member's positions in this browser; null signed out or when storage is refused. */
function browserStore(): PositionStore | null {
  const session = sessionStore.getState();
  if (session.status !== 'signed-in') return null;
  try {
    return { store: window.localStorage, memberId: session.user.id };
  } catch {
    return null;
  }
}

/** The position this browser kept of a video for the member, or null. */
export function readBrowserPosition(video: VideoRef): SavedPosition | null {
  return readLocalPosition(browserStore(), video);
}

/** Keeps (or clears near the end) the member's position of a video, as the keep rule says. */
export function keepBrowserPosition(video: VideoRef, positionSeconds: number, durationSeconds: number, now: number): void {
  writeLocalPosition(browserStore(), video, positionSeconds, durationSeconds, now);
}

/** Forgets the member's position of one video (watched to the end, or removed from the history). */
export function clearBrowserPosition(video: VideoRef): void {
  clearLocalPosition(browserStore(), video);
}

/** Forgets every position of the member in this browser (the whole history was cleared). */
export function clearBrowserPositions(): void {
  clearMemberPositions(browserStore());
}
