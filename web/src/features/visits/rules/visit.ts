/**
 * The visitor tracking of the member area (spec: a visitor id kept in the browser): a random id,
 * made once by this browser and kept in its local storage, sent at most once a Paris day, from any
 * page, the login page included. Nothing else about the person is sent: the call carries no token
 * and no cookie. Pure: the storage, the clock and the id maker are given.
 */

/** What the tracking needs of `localStorage` (tests pass a Map-backed one). */
export interface VisitStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const VISITOR_ID_KEY = 'streaming.visitor-id';
/** The Paris day the id was last sent on (YYYY-MM-DD). */
export const VISIT_DAY_KEY = 'streaming.visit-day';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A random (version 4) UUID from 16 random bytes: where `crypto.randomUUID` is missing (a page not served over HTTPS). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The day the clocks of Paris show at `now` (the server counts visits by Paris day too). */
export function parisToday(now: Date): string {
  return parisDate.format(now);
}

/** The visit to send now, or null when this browser already sent today's. A browser without an id gets one. */
export function visitToSend(store: VisitStore, now: Date, newId: () => string): { visitorId: string; day: string } | null {
  const day = parisToday(now);
  if (store.getItem(VISIT_DAY_KEY) === day) return null;
  let visitorId = store.getItem(VISITOR_ID_KEY);
  if (!visitorId || !UUID.test(visitorId)) {
    visitorId = newId();
    store.setItem(VISITOR_ID_KEY, visitorId);
  }
  return { visitorId, day };
}

/** How the server answered a visit: counted, refused for good today (a limit, a bad id), or not reached. */
export type VisitOutcome = 'counted' | 'refused' | 'bad-id' | 'failed';

/**
 * What the browser keeps after an answer: the day once the server counted or refused the visit (no
 * second try today), a new id next time after a bad one, nothing after a failure (the next page
 * tries again).
 */
export function afterVisit(store: VisitStore, day: string, outcome: VisitOutcome): void {
  if (outcome === 'failed') return;
  if (outcome === 'bad-id') store.removeItem(VISITOR_ID_KEY);
  store.setItem(VISIT_DAY_KEY, day);
}

/** The outcome of an HTTP status. */
export function visitOutcome(status: number): VisitOutcome {
  if (status >= 200 && status < 300) return 'counted';
  if (status === 400) return 'bad-id';
  if (status === 429) return 'refused';
  return 'failed';
}
