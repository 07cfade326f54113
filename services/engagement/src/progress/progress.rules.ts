import { PlaybackRules, type ProgressView } from '@streaming/contracts';

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
 * - otherwise it is completed from 90 % of the duration on (spec section 9);
 * - a re-watch starts over: a save under 90 % of a completed content makes it in progress again,
 *   so the home row and the history show where the member is now, not that it was once finished.
 */
export function progressToSave(input: { positionSeconds: number; durationSeconds: number; ended?: boolean }): ProgressToSave {
  const durationSeconds = input.durationSeconds;
  if (input.ended) return { positionSeconds: 0, durationSeconds, completed: true };
  const positionSeconds = Math.min(Math.max(input.positionSeconds, 0), durationSeconds);
  return { positionSeconds, durationSeconds, completed: positionSeconds >= PlaybackRules.completedRatio * durationSeconds };
}

/** In progress (the home's 'Reprendre la lecture' row, `inProgress=true`): not completed and started. */
export function isInProgress(row: Pick<ProgressView, 'completed' | 'positionSeconds'>): boolean {
  return !row.completed && row.positionSeconds > 0;
}

/**
 * The row to resume among a title's rows (newest first):
 * - a film: its row while in progress, else none (completed, or never started);
 * - a series: the episode watched last, in any state: the web resumes it when it is in progress and
 *   starts the episode after it when it is completed (or the same one again when it was the last).
 */
export function resumeOf(kind: 'movie' | 'series', newestFirst: ProgressView[]): ProgressView | null {
  const [newest] = newestFirst;
  if (!newest) return null;
  if (kind === 'movie') return isInProgress(newest) ? newest : null;
  return newest;
}
