import type { BusEvent, EventTypesMatching } from '@streaming/contracts';

/** The catalogue events that change what analytics shows of a title: films, series, and genres (the anime genre). */
export const TITLE_EVENT_FILTERS = ['catalogue.movie.>', 'catalogue.series.>', 'catalogue.genre.>'] as const;
export type TitleEventFilter = (typeof TITLE_EVENT_FILTERS)[number];
export type TitleEvent = BusEvent<EventTypesMatching<TitleEventFilter>>;

/** A film or a series. */
export interface TitleRef {
  kind: 'movie' | 'series';
  id: string;
}

/** What a batch of catalogue events asks of the titles analytics keeps. */
export interface TitleChanges {
  /** Created or edited: to describe again (name, poster, anime or not). */
  changed: TitleRef[];
  /** Deleted: no longer listed (their views stay counted). */
  deleted: TitleRef[];
  /** A genre changed: which series are animes may have changed for any of them. */
  animesChanged: boolean;
}

/**
 * Reads a batch of catalogue events in the order they came: for each title the last event decides
 * (created then deleted: deleted; deleted then created again: changed). Episodes are not titles
 * here, and their events are not consumed. An event whose id is not a UUID is ignored.
 */
export function titleChanges(events: readonly Pick<TitleEvent, 'type' | 'data'>[]): TitleChanges {
  const last = new Map<string, { ref: TitleRef; deleted: boolean }>();
  let animesChanged = false;
  for (const e of events) {
    const [, entity, verb] = e.type.split('.');
    if (entity === 'genre') {
      animesChanged = true;
      continue;
    }
    const id = typeof e.data?.id === 'string' && /^[0-9a-f-]{36}$/i.test(e.data.id) ? e.data.id.toLowerCase() : null;
    if (!id || (entity !== 'movie' && entity !== 'series')) continue;
    const ref: TitleRef = { kind: entity, id };
    last.set(`${ref.kind}:${ref.id}`, { ref, deleted: verb === 'deleted' });
  }
  const all = [...last.values()];
  return { changed: all.filter((t) => !t.deleted).map((t) => t.ref), deleted: all.filter((t) => t.deleted).map((t) => t.ref), animesChanged };
}
