import { PlaybackRules, type ProgressView, type WatchKind } from '@streaming/contracts';

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

/** One member's save of one film or episode, ready to write. */
export interface ProgressSave {
  userId: string;
  kind: WatchKind;
  titleId: string;
  episodeId: string | null;
  values: ProgressToSave;
}

/** The row a save writes: one per member and content (the episode, else the film). */
export const contentKey = (s: Pick<ProgressSave, 'userId' | 'titleId' | 'episodeId'>): string => `${s.userId}|${s.episodeId ?? s.titleId}`;

/**
 * The saves of a batch to write, one per row, in a stable order (by key, so that two batches
 * written at the same time lock their rows in the same order), and each save's key. PostgreSQL's
 * ON CONFLICT cannot touch a row twice in one statement: of two saves of one row in a batch (a
 * member's two devices at the same instant), the later one is written, and both are answered the
 * row as written.
 */
export function lastSavePerRow(saves: ProgressSave[]): { unique: ProgressSave[]; keys: string[] } {
  const keys = saves.map(contentKey);
  const last = new Map<string, ProgressSave>();
  saves.forEach((s, i) => last.set(keys[i], s));
  const unique = [...last.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
  return { unique, keys };
}
