import { describe, expect, it } from '@jest/globals';
import { SqlParams, orderBy, orderOf, titleConditions } from './title-sql.js';

describe('list filters and sorts', () => {
  it('turns every film filter into a parameterised condition', () => {
    const p = new SqlParams();
    const where = titleConditions('movies', {
      yearFrom: 1920, yearTo: 1930, minRating: 4, minViews: 1000, director: ' Fritz LANG ', country: 'Allemagne',
      quality: 'HD 1080p', featured: true, isNew: false, genre: 'science-fiction',
    }, p);
    expect(where).toHaveLength(10);
    expect(p.values).toEqual([1920, 1930, 4, 1000, 'fritz lang', 'allemagne', 'HD 1080p', true, false, 'science-fiction']);
    expect(where[4]).toBe(`t.director_norm LIKE '%' || $5 || '%'`);
    expect(where[9]).toContain('movie_genres');
  });

  it('adds status and anime for series, nothing for absent filters', () => {
    const p = new SqlParams();
    expect(titleConditions('series', { status: 'ongoing', anime: false }, p)).toEqual([`t.status = $1`, expect.stringMatching(/^NOT \(t\.japanese OR EXISTS/)]);
    expect(titleConditions('movies', {}, new SqlParams())).toEqual([]);
    // Text filters are matched accent- and punctuation-free; one made only of punctuation is no filter.
    expect(titleConditions('movies', { director: ' :- ' }, new SqlParams())).toEqual([]);
  });

  it('sorts empty values last in both orders and breaks ties by id', () => {
    expect(orderBy('rating', 'desc')).toBe('t.rating DESC NULLS LAST, t.id DESC');
    expect(orderBy('duration', 'asc')).toBe('t.duration_minutes ASC NULLS LAST, t.id ASC');
    // Columns that are never empty: plain order, as their index.
    expect(orderBy('title', 'asc')).toBe('t.title_sort ASC, t.id ASC');
    expect(orderBy('recent', 'desc', 'x')).toBe('x.created_at DESC, x.id DESC');
    expect(orderOf('recent')).toBe('desc');
    expect(orderOf('title')).toBe('asc');
    expect(orderOf('title', 'desc')).toBe('desc');
  });
});
