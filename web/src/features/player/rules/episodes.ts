/** What the episode rules need of an episode. */
export interface EpisodeLike {
  id: string;
  seasonNumber: number;
  episodeNumber: number;
}

/** Every episode in viewing order: seasons in order, episodes in order within each (empty seasons skipped). */
export function playOrder<E extends EpisodeLike>(seasons: ReadonlyArray<{ seasonNumber: number; episodes: readonly E[] }>): E[] {
  return [...seasons]
    .sort((a, b) => a.seasonNumber - b.seasonNumber)
    .flatMap((season) => [...season.episodes].sort((a, b) => a.episodeNumber - b.episodeNumber));
}

/** The next episode, the next season's first at the end of a season (spec section 4); null after the last. */
export function nextEpisode<E extends EpisodeLike>(order: readonly E[], currentId: string | null): E | null {
  const index = order.findIndex((episode) => episode.id === currentId);
  return index >= 0 ? (order[index + 1] ?? null) : null;
}

/** The previous episode, the previous season's last at the start of a season; null before the first. */
export function previousEpisode<E extends EpisodeLike>(order: readonly E[], currentId: string | null): E | null {
  const index = order.findIndex((episode) => episode.id === currentId);
  return index > 0 ? (order[index - 1] ?? null) : null;
}

/** A member's progress on one episode, as the series page needs it. */
export interface EpisodeProgress {
  episodeId: string | null;
  completed: boolean;
  positionSeconds: number;
  updatedAt: string;
}

/**
 * The episode the series page opens on:
 * - the one the link asked for (the history's or the home row's 'Reprendre'), if it exists;
 * - else the one to resume (the server's choice: the episode watched last), or the episode after it
 *   when it was completed (the same one again when it was the last);
 * - else the episode watched last among the entries, by the same rule;
 * - else the first.
 */
export function startingEpisode<E extends EpisodeLike>(
  order: readonly E[],
  resumeEpisodeId: string | null,
  entries: readonly EpisodeProgress[],
  requestedEpisodeId: string | null = null,
): E | null {
  if (order.length === 0) return null;
  const requested = order.find((episode) => episode.id === requestedEpisodeId);
  if (requested) return requested;
  const afterCompleted = (watched: E): E => {
    const entry = entries.find((item) => item.episodeId === watched.id);
    return entry?.completed ? (nextEpisode(order, watched.id) ?? watched) : watched;
  };
  const resume = order.find((episode) => episode.id === resumeEpisodeId);
  if (resume) return afterCompleted(resume);
  const latest = [...entries].filter((entry) => entry.episodeId !== null).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  if (latest) {
    const watched = order.find((episode) => episode.id === latest.episodeId);
    if (watched) return afterCompleted(watched);
  }
  return order[0] ?? null;
}

/** Episode ids the member finished (marked 'Vu' in the list). */
export function watchedEpisodeIds(entries: readonly EpisodeProgress[]): Set<string> {
  return new Set(entries.filter((entry) => entry.completed && entry.episodeId !== null).map((entry) => entry.episodeId as string));
}

/** Seconds left before auto-next moves on, from when the episode ended (spec: 3 s); 0 means go. */
export function autoNextRemaining(endedAtMs: number, nowMs: number, delaySeconds: number): number {
  return Math.max(0, Math.ceil(delaySeconds - (nowMs - endedAtMs) / 1000));
}
