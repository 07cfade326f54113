import { describe, expect, it } from '@jest/globals';
import { countryName, halvedRating, languageName, readSearch, readTitle, seriesStatus, toPrefill } from './tmdb.mapper.js';

const IMAGES = 'https://image.tmdb.org/t/p';

describe('TMDB to our form', () => {
  it('names countries and languages in French', () => {
    expect(['US', 'JP', 'fr', 'KR', 'CN', 'ZZ', 'QQ', '', 42].map(countryName)).toEqual(['États-Unis', 'Japon', 'France', 'Corée du Sud', 'Chine', null, null, null, null]);
    expect(['ja', 'en', 'FR', 'ko', 'zh', 'cn', 'xx', 'q', null].map(languageName)).toEqual(['Japonais', 'Anglais', 'Français', 'Coréen', 'Chinois', 'Cantonais', null, null, null]);
  });

  it('maps the series status as the spec says, and halves the rating to one decimal', () => {
    expect(['Returning Series', 'In Production', 'Canceled', 'Ended', 'Planned', 'Pilot', undefined].map(seriesStatus)).toEqual([
      'ongoing', 'ongoing', 'cancelled', 'completed', 'completed', 'completed', 'completed',
    ]);
    expect([halvedRating(7.8, 10), halvedRating(8.44, 10), halvedRating(10, 3), halvedRating(0, 0), halvedRating(6, 0), halvedRating('7', 1)]).toEqual([3.9, 4.2, 5, null, null, null]);
  });

  it('reads any answer without throwing, and keeps 5 search results', () => {
    const results = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, title: `Film ${i + 1}`, release_date: '2001-02-03', poster_path: i ? null : '/p.jpg' }));
    const found = readSearch('movie', { results: [{ id: 'x', title: 'sans id' }, ...results] }, IMAGES);
    expect(found.map((r) => r.tmdbId)).toEqual([1, 2, 3, 4, 5]);
    expect(found[0]).toMatchObject({ year: 2001, posterThumbUrl: `${IMAGES}/w92/p.jpg`, originalTitle: null, overview: null });
    expect(readSearch('tv', null, IMAGES)).toEqual([]);
    expect(readTitle('movie', 'not an object', IMAGES)).toMatchObject({ title: '', fallbackFields: ['title'], genreNames: [], rating: null });
  });

  it('takes the answer’s own texts as French when it carries no translations', () => {
    const facts = readTitle('movie', { id: 1, title: 'Le Kid', original_title: 'The Kid', overview: 'Un vitrier recueille un enfant.', original_language: 'en' }, IMAGES);
    expect(facts).toMatchObject({ title: 'Le Kid', synopsis: 'Un vitrier recueille un enfant.', fallbackFields: [] });
  });

  it('maps genres by name, accents and case aside, in the kind’s categories first', () => {
    const ours = [
      { id: 'f-sf', name: 'Science-Fiction', category: 'Films' as const },
      { id: 's-sf', name: 'science fiction', category: 'Séries' as const },
      { id: 'f-com', name: 'Comédie', category: 'Films' as const },
    ];
    const facts = readTitle('tv', { id: 1, name: 'X', genres: [{ name: 'Science-Fiction & Fantastique' }, { name: 'COMEDIE' }, { name: 'Kids' }] }, IMAGES);
    expect(toPrefill(facts, ours)).toMatchObject({ genreIds: ['s-sf', 'f-com'], unmatchedGenres: ['Kids'] });
    expect(toPrefill({ ...facts, kind: 'movie' }, ours).genreIds).toEqual(['f-sf', 'f-com']);
  });
});
