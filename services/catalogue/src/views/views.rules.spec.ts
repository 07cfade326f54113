import { describe, expect, it } from '@jest/globals';
import { countableViews, countViews, type ViewEvent } from './views.rules.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let next = 1000;
function view(data: Partial<ViewEvent['data']>, eventId = id(next++)): ViewEvent {
  return { id: eventId, data: { viewId: eventId, userId: id(1), kind: 'movie', titleId: id(10), episodeId: null, at: '2026-11-23T10:00:00.000Z', ...data } };
}

describe('countViews', () => {
  it('adds one per film view, and one to the series and one to the episode per series view with an episode', () => {
    const counts = countViews([
      view({ kind: 'movie', titleId: id(10) }),
      view({ kind: 'movie', titleId: id(10) }),
      view({ kind: 'movie', titleId: id(11) }),
      view({ kind: 'series', titleId: id(20), episodeId: id(30) }),
      view({ kind: 'series', titleId: id(20), episodeId: id(30) }),
      view({ kind: 'series', titleId: id(20), episodeId: id(31) }),
      view({ kind: 'series', titleId: id(20), episodeId: null }),
    ]);
    expect(counts).toEqual({
      movies: [{ id: id(10), n: 2 }, { id: id(11), n: 1 }],
      series: [{ id: id(20), n: 4 }],
      episodes: [{ id: id(30), seriesId: id(20), n: 2 }, { id: id(31), seriesId: id(20), n: 1 }],
    });
  });

  it('sorts each table by id, so that every batch locks rows in the same order', () => {
    const counts = countViews([view({ titleId: id(13) }), view({ titleId: id(11) }), view({ titleId: id(12) })]);
    expect(counts.movies.map((c) => c.id)).toEqual([id(11), id(12), id(13)]);
  });

  it('ignores an episode sent with a film, and counts an episode only with the series it was first sent with', () => {
    const counts = countViews([
      view({ kind: 'movie', titleId: id(10), episodeId: id(30) }),
      view({ kind: 'series', titleId: id(20), episodeId: id(31) }),
      view({ kind: 'series', titleId: id(21), episodeId: id(31) }),
    ]);
    expect(counts.movies).toEqual([{ id: id(10), n: 1 }]);
    expect(counts.series).toEqual([{ id: id(20), n: 1 }, { id: id(21), n: 1 }]);
    expect(counts.episodes).toEqual([{ id: id(31), seriesId: id(20), n: 1 }]);
  });

  it('lower-cases the ids, so that the same title written twice is one row', () => {
    const counts = countViews([view({ titleId: id(10).toUpperCase().replace('0000-4', '0000-4') }), view({ titleId: id(10) })]);
    expect(counts.movies).toEqual([{ id: id(10), n: 2 }]);
  });
});

describe('countableViews', () => {
  it('keeps each event id once and leaves out the events that cannot be counted', () => {
    const a = view({});
    const bad = [
      view({ titleId: 'pas-un-uuid' }),
      view({ kind: 'episode' as ViewEvent['data']['kind'] }),
      view({ kind: 'series', titleId: id(20), episodeId: 'x' }),
      view({}, 'pas-un-uuid'),
      { id: id(5000), data: null as unknown as ViewEvent['data'] },
    ];
    const { views, invalid } = countableViews([a, a, { ...a, id: a.id.toUpperCase() }, ...bad]);
    expect(views).toEqual([a]);
    expect(invalid).toBe(bad.length);
  });
});
