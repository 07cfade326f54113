import { EngagementEvents, type BusEvent } from '@streaming/contracts';
import { parisDay } from '../shared/paris-days.rules.js';

/** A view event as received: its data is read, not trusted (one bad event must not hold back its batch). */
export type ViewEvent = Pick<BusEvent<typeof EngagementEvents.viewRecorded>, 'id' | 'data'>;

/** What analytics keeps of a counted view: never the member. */
export interface ViewRow {
  eventId: string;
  kind: 'movie' | 'series';
  titleId: string;
  episodeId: string | null;
  viewedAt: Date;
  /** The Paris day of `viewedAt`: the day the view counts for, however late it arrives. */
  day: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (v: unknown): string | null => (typeof v === 'string' && UUID.test(v) ? v.toLowerCase() : null);

/** The row of one view event, or null when it cannot be counted (bad ids, unknown kind, no readable time). */
export function viewRow(e: ViewEvent): ViewRow | null {
  const data: unknown = e.data;
  const eventId = uuid(e.id);
  if (!eventId || typeof data !== 'object' || data === null) return null;
  const kind: unknown = Reflect.get(data, 'kind');
  const titleId = uuid(Reflect.get(data, 'titleId'));
  const rawEpisode: unknown = Reflect.get(data, 'episodeId');
  const at: unknown = Reflect.get(data, 'at');
  if ((kind !== 'movie' && kind !== 'series') || !titleId || typeof at !== 'string') return null;
  const viewedAt = new Date(at);
  if (Number.isNaN(viewedAt.getTime())) return null;
  const episodeId = rawEpisode === null || rawEpisode === undefined ? null : uuid(rawEpisode);
  if (rawEpisode !== null && rawEpisode !== undefined && !episodeId) return null;
  // A film has no episode: one sent with a film is dropped, the film's view still counts.
  return { eventId, kind, titleId, episodeId: kind === 'series' ? episodeId : null, viewedAt, day: parisDay(viewedAt) };
}

/**
 * The rows of a batch, each event id once (a batch may hold an event and its redelivery), and how
 * many events could not be read. Whether an id was counted before is the database's to say.
 */
export function viewRows(events: readonly ViewEvent[]): { rows: ViewRow[]; invalid: number } {
  const rows = new Map<string, ViewRow>();
  let invalid = 0;
  for (const e of events) {
    const row = viewRow(e);
    if (!row) invalid++;
    else if (!rows.has(row.eventId)) rows.set(row.eventId, row);
  }
  return { rows: [...rows.values()], invalid };
}
