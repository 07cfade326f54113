import type { ProgressView } from '@streaming/contracts';

import { PLAYBACK } from './playback-rules';

/** A position as kept in the browser or on the server, with when it was saved (ms since epoch). */
export interface SavedPosition {
  positionSeconds: number;
  durationSeconds: number;
  savedAt: number;
}

const finite = (value: number): boolean => Number.isFinite(value) && value >= 0;

/** Spec section 9: a position is kept from 5 s in and until 5 s before the end. */
export function shouldKeepPosition(positionSeconds: number, durationSeconds: number): boolean {
  if (!finite(positionSeconds) || !finite(durationSeconds) || durationSeconds <= 0) return false;
  return positionSeconds >= PLAYBACK.keepFromSeconds && positionSeconds <= durationSeconds - PLAYBACK.keepUntilBeforeEndSeconds;
}

/** Spec section 9: playback resumes at a saved position under duration minus 10 s. */
export function canResumeAt(positionSeconds: number, durationSeconds: number): boolean {
  if (!finite(positionSeconds) || !finite(durationSeconds) || positionSeconds <= 0) return false;
  return positionSeconds < durationSeconds - PLAYBACK.resumeBeforeEndSeconds;
}

/**
 * Completed when over 90 % was watched (the end completes too: see the player's ended state): the
 * server's own rule, imported from the contracts so that the two never disagree.
 */
export { isCompletedAt as isCompleted } from '@streaming/contracts/playback-rules';

/** The newer of the browser's and the server's positions (either may be missing). */
export function newerPosition(local: SavedPosition | null, server: SavedPosition | null): SavedPosition | null {
  if (!local) return server;
  if (!server) return local;
  return server.savedAt > local.savedAt ? server : local;
}

/**
 * Where playback starts once the video's duration is known: the newer saved position when it can be
 * resumed (measured against the real duration), else the start.
 */
export function resumePosition(local: SavedPosition | null, server: SavedPosition | null, durationSeconds: number): number {
  const saved = newerPosition(local, server);
  if (!saved) return 0;
  return canResumeAt(saved.positionSeconds, durationSeconds) ? saved.positionSeconds : 0;
}

/**
 * Counts seconds of playback (not of wall time: a pause or a seek adds nothing) and says when the
 * server copy is due: every 30 s of playback (spec section 9).
 */
export class PlaybackClock {
  private played = 0;
  private lastSaveAt = 0;
  private lastPosition: number | null = null;

  /** Feeds the current position; returns true when a server save is due. */
  tick(positionSeconds: number): boolean {
    if (this.lastPosition !== null) {
      const step = positionSeconds - this.lastPosition;
      // A jump (seek) or a step back is not playback.
      if (step > 0 && step < 2) this.played += step;
    }
    this.lastPosition = positionSeconds;
    if (Math.floor(this.played) - this.lastSaveAt >= PLAYBACK.serverSaveEverySeconds) {
      this.lastSaveAt = Math.floor(this.played);
      return true;
    }
    return false;
  }

  /** A seek: the next step starts from the new position. */
  jumped(positionSeconds: number): void {
    this.lastPosition = positionSeconds;
  }

  get playedSeconds(): number {
    return this.played;
  }
}

/**
 * A server progress row as the player compares it with the browser's position. A completed row is a
 * position at the start, saved when it was completed: finished on another device since this browser
 * last played it, the video starts over here rather than where this browser stopped.
 */
export function toSavedPosition(row: Pick<ProgressView, 'positionSeconds' | 'durationSeconds' | 'completed' | 'updatedAt'> | null | undefined): SavedPosition | null {
  if (!row) return null;
  const parsed = Date.parse(row.updatedAt);
  const savedAt = Number.isFinite(parsed) ? parsed : 0;
  return { positionSeconds: row.completed ? 0 : row.positionSeconds, durationSeconds: row.durationSeconds, savedAt };
}
