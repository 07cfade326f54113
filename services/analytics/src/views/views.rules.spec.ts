import { describe, expect, it } from '@jest/globals';
import { viewRow, viewRows, type ViewEvent } from './views.rules.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let next = 1000;
function view(data: Partial<ViewEvent['data']>, eventId = id(next++)): ViewEvent {
  return { id: eventId, data: { viewId: eventId, userId: id(1), kind: 'movie', titleId: id(10), episodeId: null, at: '2026-11-23T10:00:00.000Z', ...data } };
}
/** An event as the wire may bring it, whatever its payload says (JSON.parse, as the consumer reads it). */
const raw = (eventId: string, data: unknown): ViewEvent => JSON.parse(JSON.stringify({ id: eventId, data }));

describe('what analytics keeps of a view', () => {
  it('keeps the event id, the title, the episode of a series and the time, never the member', () => {
    const e = view({ kind: 'series', titleId: id(20), episodeId: id(30), at: '2026-11-23T10:00:00.000Z' });
    expect(viewRow(e)).toEqual({ eventId: e.id, kind: 'series', titleId: id(20), episodeId: id(30), viewedAt: new Date('2026-11-23T10:00:00.000Z'), day: '2026-11-23' });
    expect(JSON.stringify(viewRow(e))).not.toContain(id(1));
  });

  it('counts a view for the Paris day it was counted on, not the UTC one nor the day it arrives', () => {
    expect(viewRow(view({ at: '2026-11-23T23:30:00.000Z' }))?.day).toBe('2026-11-24');
    expect(viewRow(view({ at: '2026-07-01T21:59:00.000Z' }))?.day).toBe('2026-07-01');
    expect(viewRow(view({ at: '2026-07-01T22:00:00.000Z' }))?.day).toBe('2026-07-02');
  });

  it('lower-cases the ids and drops an episode sent with a film', () => {
    const e = view({ titleId: id(10).toUpperCase(), episodeId: id(30) }, id(77).toUpperCase());
    expect(viewRow(e)).toMatchObject({ eventId: id(77), titleId: id(10), episodeId: null });
  });

  it('leaves out what cannot be counted, and keeps each event id of a batch once', () => {
    const a = view({});
    const bad = [
      view({ titleId: 'pas-un-uuid' }),
      raw(id(next++), { ...view({}).data, kind: 'episode' }),
      view({ kind: 'series', episodeId: 'x' }),
      view({ at: 'hier' }),
      view({}, 'pas-un-uuid'),
      raw(id(5000), null),
    ];
    const { rows, invalid } = viewRows([a, a, { ...a, id: a.id.toUpperCase() }, ...bad]);
    expect(rows.map((r) => r.eventId)).toEqual([a.id]);
    expect(invalid).toBe(bad.length);
  });
});
