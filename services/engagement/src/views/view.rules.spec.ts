import { describe, expect, it } from '@jest/globals';
import { distinctWindows, windowKey, type ViewRequest } from './view.rules.js';

const v = (userId: string, titleId: string, episodeId: string | null = null, kind: ViewRequest['kind'] = 'movie'): ViewRequest => ({ userId, kind, titleId, episodeId });

describe('distinctWindows', () => {
  it('keeps the first request of each member and title; later ones in the batch cannot count', () => {
    const batch = [v('u2', 't1'), v('u1', 't1'), v('u2', 't1', 'e9'), v('u1', 't2'), v('u1', 't1')];
    const { unique, first, keys } = distinctWindows(batch);
    expect(first).toEqual([true, true, false, true, false]);
    expect(keys).toEqual(batch.map(windowKey));
    // Sorted by window, so two batches lock their rows in the same order.
    expect(unique.map(windowKey)).toEqual(['u1|movie|t1', 'u1|movie|t2', 'u2|movie|t1']);
  });

  it('tells a film and a series with the same id apart, and ignores the episode', () => {
    const { unique, first } = distinctWindows([v('u', 't', null, 'movie'), v('u', 't', 'e1', 'series'), v('u', 't', 'e2', 'series')]);
    expect(first).toEqual([true, true, false]);
    expect(unique).toHaveLength(2);
  });
});
