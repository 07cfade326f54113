import { describe, expect, it } from '@jest/globals';
import { afterVisit, parisToday, uuidFromBytes, VISIT_DAY_KEY, VISITOR_ID_KEY, visitOutcome, visitToSend, type VisitStore } from './visit';

function memoryStore(entries: Record<string, string> = {}): VisitStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const ID = '0d6f7a3e-1c2b-4d5e-8f90-123456789abc';
let made = 0;
const newId = () => `00000000-0000-4000-8000-${String(++made).padStart(12, '0')}`;

describe('the visit of the day', () => {
  it('gives a browser without an id a new one, keeps it, and sends it', () => {
    const store = memoryStore();
    const visit = visitToSend(store, new Date('2026-11-23T10:00:00Z'), newId);
    expect(visit).toEqual({ visitorId: store.data.get(VISITOR_ID_KEY), day: '2026-11-23' });
    expect(visit?.visitorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the kept id once a Paris day: not again the same day, again the next one', () => {
    const store = memoryStore({ [VISITOR_ID_KEY]: ID });
    const morning = visitToSend(store, new Date('2026-11-23T07:00:00Z'), newId);
    expect(morning).toEqual({ visitorId: ID, day: '2026-11-23' });
    afterVisit(store, '2026-11-23', 'counted');
    expect(visitToSend(store, new Date('2026-11-23T22:59:00Z'), newId)).toBeNull();
    // 00:00 in Paris on the 24th is 23:00 UTC on the 23rd.
    expect(visitToSend(store, new Date('2026-11-23T23:00:00Z'), newId)).toEqual({ visitorId: ID, day: '2026-11-24' });
  });

  it('follows the Paris day across the change of time', () => {
    expect(parisToday(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(parisToday(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(parisToday(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(parisToday(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('tries again on the next page after a failure, not after a refusal; a refused id is replaced', () => {
    const store = memoryStore({ [VISITOR_ID_KEY]: ID });
    afterVisit(store, '2026-11-23', 'failed');
    expect(visitToSend(store, new Date('2026-11-23T12:00:00Z'), newId)).not.toBeNull();
    afterVisit(store, '2026-11-23', 'refused');
    expect(visitToSend(store, new Date('2026-11-23T12:00:00Z'), newId)).toBeNull();
    afterVisit(store, '2026-11-23', 'bad-id');
    expect(store.data.has(VISITOR_ID_KEY)).toBe(false);
    expect(store.data.get(VISIT_DAY_KEY)).toBe('2026-11-23');
  });

  it('replaces a kept id that is not a UUID', () => {
    const store = memoryStore({ [VISITOR_ID_KEY]: 'pas-un-uuid' });
    const visit = visitToSend(store, new Date('2026-11-23T10:00:00Z'), newId);
    expect(visit?.visitorId).not.toBe('pas-un-uuid');
    expect(store.data.get(VISITOR_ID_KEY)).toBe(visit?.visitorId);
  });

  it('reads the statuses: 2xx counted, 400 a bad id, 429 refused for today, anything else a failure', () => {
    expect([204, 200, 400, 429, 500, 503, 0].map(visitOutcome)).toEqual(['counted', 'counted', 'bad-id', 'refused', 'failed', 'failed', 'failed']);
  });
});

describe('a visitor id without crypto.randomUUID', () => {
  it('is a version 4 UUID made of the random bytes', () => {
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
    expect(uuidFromBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 17))).toBe('00112233-4455-4677-8899-aabbccddeeff');
  });
});
