import { EngagementEvents, type BusEvent } from '@streaming/contracts';

/** A view event as received: its data is read, not trusted (a bad one must not block its batch). */
export type ViewEvent = Pick<BusEvent<typeof EngagementEvents.viewRecorded>, 'id' | 'data'>;

/** Views to add per row, ids sorted (rows are locked in the same order by every batch). */
export interface ViewCounts {
  movies: Array<{ id: string; n: number }>;
  series: Array<{ id: string; n: number }>;
  episodes: Array<{ id: string; seriesId: string; n: number }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** What a view event counts for, or null when it cannot be counted (bad ids, unknown kind). */
export function viewTarget(e: ViewEvent): { kind: 'movie' | 'series'; titleId: string; episodeId: string | null } | null {
  const data: unknown = e.data;
  if (!isUuid(e.id) || typeof data !== 'object' || data === null) return null;
  const kind: unknown = Reflect.get(data, 'kind');
  const titleId: unknown = Reflect.get(data, 'titleId');
  const episodeId: unknown = Reflect.get(data, 'episodeId');
  if ((kind !== 'movie' && kind !== 'series') || !isUuid(titleId)) return null;
  if (episodeId !== null && episodeId !== undefined && !isUuid(episodeId)) return null;
  // A film has no episode: one sent with a film is ignored, the film's view still counts.
  return { kind, titleId: titleId.toLowerCase(), episodeId: kind === 'series' && episodeId ? episodeId.toLowerCase() : null };
}

/**
 * The events of a batch that can be counted, each event id once (a batch may hold an event and its
 * redelivery), ids lower-cased; and how many were left out as unreadable.
 */
export function countableViews<E extends ViewEvent>(events: readonly E[]): { views: E[]; invalid: number } {
  const seen = new Set<string>();
  const views: E[] = [];
  let invalid = 0;
  for (const e of events) {
    if (!viewTarget(e)) {
      invalid++;
      continue;
    }
    const id = e.id.toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    views.push(e);
  }
  return { views, invalid };
}

/**
 * Spec: a film's view adds 1 to the film; a series' view adds 1 to the series and, with
 * an episode, 1 to that episode too. Summed per row, so a batch updates each row once.
 */
export function countViews(events: readonly ViewEvent[]): ViewCounts {
  const movies = new Map<string, number>();
  const series = new Map<string, number>();
  const episodes = new Map<string, { seriesId: string; n: number }>();
  for (const e of events) {
    const t = viewTarget(e);
    if (!t) continue;
    if (t.kind === 'movie') {
      movies.set(t.titleId, (movies.get(t.titleId) ?? 0) + 1);
      continue;
    }
    series.set(t.titleId, (series.get(t.titleId) ?? 0) + 1);
    if (t.episodeId) {
      const ep = episodes.get(t.episodeId);
      // An episode id sent with two different series counts only with the first (the update checks the series).
      if (ep) ep.n += ep.seriesId === t.titleId ? 1 : 0;
      else episodes.set(t.episodeId, { seriesId: t.titleId, n: 1 });
    }
  }
  const sorted = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    movies: sorted([...movies].map(([id, n]) => ({ id, n }))),
    series: sorted([...series].map(([id, n]) => ({ id, n }))),
    episodes: sorted([...episodes].map(([id, v]) => ({ id, ...v }))),
  };
}
