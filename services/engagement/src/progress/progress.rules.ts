import type { ProgressView, QueuedProgressSave } from '@streaming/contracts';

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

/**
 * A removal tombstone (progress_tombstones): a save of a row it covers taken at or before the
 * removal is not written. `userId` the member, or ANY_ID for every member (a title purged);
 * `targetId` the content (the episode, else the film), a film or series, or ANY_ID for every row
 * of the member (history cleared, member purged).
 */
export interface Tombstone {
  userId: string;
  targetId: string;
}

/** Stands for "every member" or "every row of the member" in a tombstone (the nil UUID). */
export const ANY_ID = '00000000-0000-0000-0000-000000000000';

/** What clearing a member's history leaves, and purging the member. */
export const memberTombstone = (userId: string): Tombstone => ({ userId, targetId: ANY_ID });

/** The row a save writes: one per member and content (the episode, else the film). */
export const contentKey = (s: Pick<QueuedProgressSave, 'userId' | 'titleId' | 'episodeId'>): string => `${s.userId}|${s.episodeId ?? s.titleId}`;

/**
 * The saves to write, one per row (PostgreSQL's ON CONFLICT cannot touch a row twice in one
 * statement), in a stable order (by key, so that two statements running at the same time lock
 * their rows in the same order). Of two saves of one row (a member's two devices, a message written
 * again after a redelivery), the one taken last by the gateway (`savedAt`) is kept; at the same
 * instant, the one queued last. (Across statements, a save is written only over an older one: at
 * the same instant, the one written first stays.)
 */
export function lastSavePerRow(saves: QueuedProgressSave[]): QueuedProgressSave[] {
  const last = new Map<string, QueuedProgressSave>();
  for (const save of saves) {
    const key = contentKey(save);
    const kept = last.get(key);
    if (!kept || kept.savedAt <= save.savedAt) last.set(key, save);
  }
  return [...last.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
}
