import { describe, expect, it } from '@jest/globals';
import { deletedContent, type ContentDeletionEvent } from './content-deleted.rules.js';

describe('deletedContent', () => {
  it('sorts a batch of deletions by kind, each id once, and keeps the earliest time', () => {
    const events: ContentDeletionEvent[] = [
      { id: '1', type: 'catalogue.movie.deleted', occurredAt: '2026-11-23T10:00:02.000Z', data: { id: 'M1', title: 'Metropolis' } },
      { id: '2', type: 'catalogue.series.deleted', occurredAt: '2026-11-23T10:00:01.000Z', data: { id: 's1', title: 'Les Vampires' } },
      { id: '3', type: 'catalogue.episode.deleted', occurredAt: '2026-11-23T10:00:03.000Z', data: { id: 'e1', seriesId: 's2', title: 'Le Retour' } },
      { id: '1', type: 'catalogue.movie.deleted', occurredAt: '2026-11-23T10:00:02.000Z', data: { id: 'M1', title: 'Metropolis' } },
    ];
    expect(deletedContent(events)).toEqual({ movies: ['m1'], series: ['s1'], episodes: ['e1'], at: '2026-11-23T10:00:01.000Z' });
  });
});
