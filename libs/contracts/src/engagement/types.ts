import type { CatalogueCard, ContentKind, EpisodeRef } from '../catalogue/types.js';

/** What a watch-progress row is about: a film, or one episode of a series. */
export type WatchKind = 'movie' | 'episode';

/** One member's favourite title. */
export interface FavoriteEntry {
  id: string;
  kind: ContentKind;
  titleId: string;
  createdAt: string;
}

/** Every title id the member has in favourites (cards and detail pages show their toggle from it). */
export interface FavoriteIds {
  movies: string[];
  series: string[];
}

/**
 * One watch-progress row (SavedPosition and the row's id): the member's position in a film or an episode. `titleId` is the film's id
 * or the series' id; `episodeId` is set for episodes only.
 */
export interface ProgressView extends SavedPosition {
  id: string;
}

/**
 * What `PUT /api/me/progress` answers: the position as it is now kept (clamped, completed or not) and
 * when. The save is durable once answered (stored in the progress queue, see docs/architecture.md);
 * every read of the member's progress or history made after the answer sees it.
 */
export interface SavedPosition {
  kind: WatchKind;
  titleId: string;
  episodeId: string | null;
  positionSeconds: number;
  durationSeconds: number;
  completed: boolean;
  /** When it was last watched (ISO 8601). */
  updatedAt: string;
}

/**
 * The member's progress for one film or one series: every row, newest first (one for a film, one
 * per episode watched for a series) and the row to resume, or null:
 * - a film: its row while in progress (not completed, position > 0), else null;
 * - a series: the episode watched last, completed or not. In progress, the web resumes it at its
 *   position; completed, the web starts the episode after it (the same one when it was the last).
 * A completed row is kept as watched until a later save under 90 % makes it in progress again.
 */
export interface TitleProgress {
  entries: ProgressView[];
  resume: ProgressView | null;
}

/** The answer to a view: whether it counted (false inside the hour after the last counted one). */
export interface ViewResult {
  counted: boolean;
}

/** Per-member counts for the users admin screen. */
export interface UserEngagementCounts {
  favorites: number;
  /** Distinct films and series the member has watched (any progress row). */
  watched: number;
}

/** Counts keyed by user id; every asked id is present (zeros for members with nothing). */
export interface UsersCounts {
  counts: Record<string, UserEngagementCounts>;
}

/** Payload of `engagement.view.recorded`: one counted view (docs/events.md). */
export interface ViewRecordedData {
  /** Unique per counted view; consumers de-duplicate on it (or on the envelope id). */
  viewId: string;
  userId: string;
  kind: ContentKind;
  /** The film's or the series' id. */
  titleId: string;
  /** The episode watched, for series; null for films or a series page without an episode. */
  episodeId: string | null;
  /** When the view was counted (ISO 8601). */
  at: string;
}

/** `GET /api/me/favorites` (gateway): a favourite with the title's card. */
export interface FavoriteView extends FavoriteEntry {
  card: CatalogueCard;
}

/** `GET /api/me/history` (gateway): a progress row with the title's card and, for episodes, the episode. */
export interface HistoryEntryView extends ProgressView {
  card: CatalogueCard;
  episode: EpisodeRef | null;
}
