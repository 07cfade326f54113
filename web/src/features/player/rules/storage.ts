import type { SavedPosition } from './progress';
import { PLAYBACK } from './playback-rules';
import { shouldKeepPosition } from './progress';

/** What the local position store needs of `localStorage` (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/**
 * The positions of one member in this browser: a shared browser keeps each member's own, so a member
 * never resumes (nor saves into their history) where another one stopped.
 */
export interface PositionStore {
  store: KeyValueStore;
  memberId: string;
}

/** One video: a film, or one episode of a series. */
export interface VideoRef {
  kind: 'movie' | 'episode';
  titleId: string;
  episodeId?: string;
}

const memberPrefix = (memberId: string): string => `streaming:position:${memberId}:`;

/** The local storage key of a video's position (spec section 3: a saved playback position per video), per member. */
export function positionKey(memberId: string, video: VideoRef): string {
  return `${memberPrefix(memberId)}${video.kind === 'movie' ? `movie:${video.titleId}` : `episode:${video.episodeId ?? ''}`}`;
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
export function readLocalPosition(where: PositionStore | null, video: VideoRef): SavedPosition | null {
  try {
    return where ? parse(where.store.getItem(positionKey(where.memberId, video))) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the position when the rule says so (5 s in, 5 s before the end). Within the last 5 s what was
 * kept is cleared (watched to the end); under 5 s (back at the very start) the last kept position stays.
 */
export function writeLocalPosition(where: PositionStore | null, video: VideoRef, positionSeconds: number, durationSeconds: number, now: number): void {
  if (!where) return;
  const key = positionKey(where.memberId, video);
  try {
    if (shouldKeepPosition(positionSeconds, durationSeconds)) {
      where.store.setItem(key, JSON.stringify({ positionSeconds, durationSeconds, savedAt: now } satisfies SavedPosition));
    } else if (positionSeconds > durationSeconds - PLAYBACK.keepUntilBeforeEndSeconds) {
      where.store.removeItem(key);
    }
  } catch {
    // Private mode or a full quota: the server copy still works.
  }
}

/** The end of a video clears its local position (spec section 4). */
export function clearLocalPosition(where: PositionStore | null, video: VideoRef): void {
  try {
    where?.store.removeItem(positionKey(where.memberId, video));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Clears every position the member kept in this browser (the whole history was cleared). */
export function clearMemberPositions(where: PositionStore | null): void {
  if (!where) return;
  const prefix = memberPrefix(where.memberId);
  try {
    const keys: string[] = [];
    for (let i = 0; i < where.store.length; i += 1) {
      const key = where.store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) where.store.removeItem(key);
  } catch {
    // Storage refused: nothing kept, nothing to clear.
  }
}
