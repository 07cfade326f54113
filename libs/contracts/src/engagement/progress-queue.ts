import type { SaveProgressDto } from './dto.js';
import { isCompletedAt } from './playback-rules.js';
import type { SavedPosition, WatchKind } from './types.js';

/** What a save writes: the position and duration to keep, and whether the content counts as watched. */
export interface ProgressToSave {
  positionSeconds: number;
  durationSeconds: number;
  completed: boolean;
}

/**
 * The row a save writes, from the save alone (the latest save wins, so one upsert is enough):
 * - the position is clamped to [0, duration] (players report a little past the end);
 * - `ended` (the video played to its end) marks it completed and clears the position to 0;
 * - otherwise it is completed over 90 % of the duration (isCompletedAt, the web player's rule too);
 * - a re-watch starts over: a save at or under 90 % of a completed content makes it in progress again,
 *   so the home row and the history show where the member is now, not that it was once finished.
 */
export function progressToSave(input: { positionSeconds: number; durationSeconds: number; ended?: boolean }): ProgressToSave {
  const durationSeconds = input.durationSeconds;
  if (input.ended) return { positionSeconds: 0, durationSeconds, completed: true };
  const positionSeconds = Math.min(Math.max(input.positionSeconds, 0), durationSeconds);
  return { positionSeconds, durationSeconds, completed: isCompletedAt(positionSeconds, durationSeconds) };
}

/**
 * One member's save as the gateway queues it (WorkQueues.engagementProgress), the rule of
 * `progressToSave` already applied. Ids in lower case, as PostgreSQL writes them.
 */
export interface QueuedProgressSave extends ProgressToSave {
  userId: string;
  kind: WatchKind;
  titleId: string;
  episodeId: string | null;
  /** When the gateway took the save (ms since the epoch): of two saves of one row, the later one is kept, whatever order they are written in. */
  savedAt: number;
}

/** A member's save as queued, taken at `savedAt` (ids in lower case: one row, one key, whatever case the caller used). */
export function queuedSave(userId: string, dto: SaveProgressDto, savedAt: number): QueuedProgressSave {
  return {
    userId: userId.toLowerCase(),
    kind: dto.kind,
    titleId: dto.titleId.toLowerCase(),
    episodeId: dto.episodeId?.toLowerCase() ?? null,
    ...progressToSave(dto),
    savedAt,
  };
}

/** One message of the progress queue: the saves the gateway took together (one HTTP request each). */
export interface ProgressSaves {
  saves: QueuedProgressSave[];
}

/** What the save answers: the position as kept, and when it was taken (`updatedAt`: `savedAt` in ISO 8601, given when already formatted). */
export function savedPosition(save: QueuedProgressSave, updatedAt = new Date(save.savedAt).toISOString()): SavedPosition {
  return {
    kind: save.kind,
    titleId: save.titleId,
    episodeId: save.episodeId,
    positionSeconds: save.positionSeconds,
    durationSeconds: save.durationSeconds,
    completed: save.completed,
    updatedAt,
  };
}
