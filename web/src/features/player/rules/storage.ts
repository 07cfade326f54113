import type { SavedPosition } from './progress';
import { PLAYBACK } from './playback-rules';
import { shouldKeepPosition } from './progress';

/** What the local position store needs of `localStorage` (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** One video: a film, or one episode of a series. */
export interface VideoRef {
  kind: 'movie' | 'episode';
  titleId: string;
  episodeId?: string;
}

/** The local storage key of a video's position (spec section 3: a saved playback position per video). */
export function positionKey(video: VideoRef): string {
  return video.kind === 'movie' ? `streaming:position:movie:${video.titleId}` : `streaming:position:episode:${video.episodeId ?? ''}`;
}

function parse(text: string | null): SavedPosition | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SavedPosition> | null;
    if (!value || typeof value.positionSeconds !== 'number' || typeof value.durationSeconds !== 'number' || typeof value.savedAt !== 'number') return null;
    return { positionSeconds: value.positionSeconds, durationSeconds: value.durationSeconds, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

/** The position kept in this browser for a video, or null (none, unreadable, or storage refused). */
export function readLocalPosition(store: KeyValueStore | null, video: VideoRef): SavedPosition | null {
  try {
    return store ? parse(store.getItem(positionKey(video))) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the position when the rule says so (5 s in, 5 s before the end); a position outside that
 * window clears what was kept (watched to the end, or back at the very start).
 */
export function writeLocalPosition(store: KeyValueStore | null, video: VideoRef, positionSeconds: number, durationSeconds: number, now: number): void {
  if (!store) return;
  try {
    if (shouldKeepPosition(positionSeconds, durationSeconds)) {
      store.setItem(positionKey(video), JSON.stringify({ positionSeconds, durationSeconds, savedAt: now } satisfies SavedPosition));
    } else if (positionSeconds > durationSeconds - PLAYBACK.keepUntilBeforeEndSeconds) {
      store.removeItem(positionKey(video));
    }
  } catch {
    // Private mode or a full quota: the server copy still works.
  }
}

/** The end of a video clears its local position (spec section 4). */
export function clearLocalPosition(store: KeyValueStore | null, video: VideoRef): void {
  try {
    store?.removeItem(positionKey(video));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
