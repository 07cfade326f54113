/*
 * Pure rules and constants only (no class-validator, no other module): the web app imports this file
 * as a value, through the package's `@streaming/contracts/playback-rules` entry, without pulling the
 * DTOs into its bundle.
 */

/** Player and history rules shared by the web player and the engagement service (spec section 9). */
export const PlaybackRules = {
  /** A position is worth keeping from 5 s in and until 5 s before the end. */
  keepFromSeconds: 5,
  keepUntilBeforeEndSeconds: 5,
  /** Resume when the saved position is under duration minus 10 s. */
  resumeBeforeEndSeconds: 10,
  /** Completed when over 90 % was watched (isCompletedAt), or at the end. */
  completedRatio: 0.9,
  /** The server copy is saved every 30 s of playback (and on pause and on leaving). */
  serverSaveEverySeconds: 30,
  /** Auto-next after 3 s at the end of an episode. */
  autoNextSeconds: 3,
  /** Default episode duration when the catalogue has none (45 min). */
  defaultEpisodeSeconds: 45 * 60,
  /** A view counts at most once per member and title per hour. */
  viewWindowSeconds: 3600,
  /** Longest duration accepted (24 h): anything longer is a bad body. */
  maxDurationSeconds: 24 * 3600,
} as const;

/**
 * Whether a position counts the content as watched: over 90 % of the duration (spec section 9:
 * "completed when over 90 percent watched or on end"; the end is the player's `ended`, handled by
 * the caller). Exactly 90 % is not over it: the key 9 jumps there without finishing the film.
 * The one rule of the web player and the server (progressToSave). A duration that is not a positive
 * number (a stream still loading) completes nothing.
 */
export function isCompletedAt(positionSeconds: number, durationSeconds: number): boolean {
  if (!Number.isFinite(positionSeconds) || !Number.isFinite(durationSeconds) || positionSeconds < 0 || durationSeconds <= 0) return false;
  return positionSeconds / durationSeconds > PlaybackRules.completedRatio;
}
