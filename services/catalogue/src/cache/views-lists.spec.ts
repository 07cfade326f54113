import { describe, expect, it } from '@jest/globals';
import { listDependsOnViews } from './catalogue-cache.js';

describe('listDependsOnViews', () => {
  it('holds for the pools (best rated, ties broken by views) and the lists sorted, filtered or cut by views', () => {
    expect(listDependsOnViews('home', {})).toBe(true);
    expect(listDependsOnViews('sections:movies', {})).toBe(true);
    expect(listDependsOnViews('sections:series', {})).toBe(true);
    expect(listDependsOnViews('movies', { sort: 'views', page: 2 })).toBe(true);
    expect(listDependsOnViews('series', { minViews: 1000 })).toBe(true);
    expect(listDependsOnViews('genre:drame', { sort: 'views' })).toBe(true);
    expect(listDependsOnViews('movies', { excludeSections: 3 })).toBe(true);
    expect(listDependsOnViews('movies', { excludeSections: 0 })).toBe(true);
  });

  it('does not hold for lists whose order and titles do not depend on views', () => {
    expect(listDependsOnViews('movies', {})).toBe(false);
    expect(listDependsOnViews('movies', { sort: 'rating', order: 'desc' })).toBe(false);
    expect(listDependsOnViews('genre:drame', { sort: 'recent', yearFrom: 1990 })).toBe(false);
    expect(listDependsOnViews('series', { sort: 'title', minViews: undefined })).toBe(false);
  });
});
