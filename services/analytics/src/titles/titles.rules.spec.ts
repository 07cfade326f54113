import { describe, expect, it } from '@jest/globals';
import { titleChanges, type TitleEvent } from './titles.rules.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const e = (type: TitleEvent['type'], n: number): Pick<TitleEvent, 'type' | 'data'> => ({ type, data: { id: id(n) } });

describe('what catalogue events change of the titles analytics keeps', () => {
  it('describes again the films and series created or edited, and forgets the deleted ones', () => {
    expect(titleChanges([e('catalogue.movie.created', 1), e('catalogue.series.updated', 2), e('catalogue.movie.deleted', 3)])).toEqual({
      changed: [{ kind: 'movie', id: id(1) }, { kind: 'series', id: id(2) }],
      deleted: [{ kind: 'movie', id: id(3) }],
      animesChanged: false,
    });
  });

  it('lets the last event of a title decide, and keeps a film and a series with the same id apart', () => {
    const changes = titleChanges([
      e('catalogue.movie.created', 1), e('catalogue.movie.deleted', 1),
      e('catalogue.series.deleted', 2), e('catalogue.series.created', 2),
      e('catalogue.series.updated', 1),
    ]);
    expect(changes.changed).toEqual([{ kind: 'series', id: id(2) }, { kind: 'series', id: id(1) }]);
    expect(changes.deleted).toEqual([{ kind: 'movie', id: id(1) }]);
  });

  it('reads any genre change as a possible change of which series are animes', () => {
    expect(titleChanges([e('catalogue.genre.updated', 9)])).toEqual({ changed: [], deleted: [], animesChanged: true });
    expect(titleChanges([e('catalogue.genre.deleted', 9), e('catalogue.movie.updated', 1)]).animesChanged).toBe(true);
  });

  it('ignores an event without a readable id', () => {
    expect(titleChanges([{ type: 'catalogue.movie.updated', data: { id: 'x' } }])).toEqual({ changed: [], deleted: [], animesChanged: false });
  });
});
