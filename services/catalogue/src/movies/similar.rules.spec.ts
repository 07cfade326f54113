import { describe, expect, it } from '@jest/globals';
import { rankSimilar, scoreSimilar, type SimilarFacts } from './similar.rules.js';

const base: SimilarFacts = { id: 'cur', director: 'Fritz Lang', releaseYear: 1927, genreIds: ['sf', 'muet'], rating: 4.5, views: 100, isFeatured: false };
const film = (over: Partial<SimilarFacts>): SimilarFacts => ({ id: 'x', director: null, releaseYear: null, genreIds: [], rating: null, views: 0, isFeatured: false, ...over });

describe('similar films scoring (spec section 9)', () => {
  it('gives 10 per shared genre', () => {
    expect(scoreSimilar(base, film({ genreIds: ['sf'] })).score).toBe(10);
    expect(scoreSimilar(base, film({ genreIds: ['sf', 'muet', 'drame'] })).score).toBe(20);
  });

  it('gives 8 and the badge for the same director, whatever the accents and case', () => {
    expect(scoreSimilar(base, film({ director: 'FRITZ  LANG' }))).toEqual({ score: 8, badges: ['Même réalisateur'] });
  });

  it('gives 5 minus the year gap for close years, and the era badge within 2 years', () => {
    expect(scoreSimilar(base, film({ releaseYear: 1927 }))).toEqual({ score: 5, badges: ['Même époque'] });
    expect(scoreSimilar(base, film({ releaseYear: 1925 }))).toEqual({ score: 3, badges: ['Même époque'] });
    expect(scoreSimilar(base, film({ releaseYear: 1930 }))).toEqual({ score: 2, badges: [] });
    expect(scoreSimilar(base, film({ releaseYear: 1932 }))).toEqual({ score: 0, badges: [] });
    expect(scoreSimilar(base, film({ releaseYear: 1960 })).score).toBe(0);
  });

  it('adds the rating, views and featured bonuses', () => {
    expect(scoreSimilar(base, film({ rating: 4 })).score).toBe(3);
    expect(scoreSimilar(base, film({ rating: 3.5 })).score).toBe(2);
    expect(scoreSimilar(base, film({ rating: 3 })).score).toBe(1);
    expect(scoreSimilar(base, film({ rating: 2.9 })).score).toBe(0);
    expect(scoreSimilar(base, film({ views: 10000 })).score).toBe(2);
    expect(scoreSimilar(base, film({ views: 5000 })).score).toBe(1);
    expect(scoreSimilar(base, film({ views: 4999 })).score).toBe(0);
    expect(scoreSimilar(base, film({ isFeatured: true })).score).toBe(2);
  });

  it('ranks best first, leaves out the film itself, duplicates and unrelated films, keeps at most 12', () => {
    const candidates = [
      film({ id: 'same-dir', director: 'Fritz Lang', releaseYear: 1931 }), // 8 + 1
      film({ id: 'genre', genreIds: ['sf'], rating: 4 }), // 10 + 3
      film({ id: 'cur', genreIds: ['sf', 'muet'] }),
      film({ id: 'genre', genreIds: ['sf'], rating: 4 }),
      film({ id: 'unrelated', rating: 5, views: 50000, isFeatured: true }),
      ...Array.from({ length: 20 }, (_, i) => film({ id: `era-${String(i).padStart(2, '0')}`, releaseYear: 1928 })),
    ];
    const ranked = rankSimilar(base, candidates, 12);
    expect(ranked).toHaveLength(12);
    expect(ranked.slice(0, 2).map((r) => r.id)).toEqual(['genre', 'same-dir']);
    expect(ranked.map((r) => r.id)).not.toContain('cur');
    expect(ranked.map((r) => r.id)).not.toContain('unrelated');
    expect(ranked[2]).toMatchObject({ id: 'era-00', score: 4, badges: ['Même époque'] });
  });
});
