import { describe, expect, it } from '@jest/globals';
import type { TmdbPrefill } from '@streaming/contracts';

import { ApiError } from '../../../shared/api/api-error';
import {
  applyPrefill,
  emptyTitleForm,
  failureMessage,
  fallbackFieldsOf,
  movieBody,
  movieChanges,
  movieToForm,
  RATING_INVALID,
  seriesBody,
  seriesChanges,
  seriesToForm,
  type StoredMovie,
  type StoredSeries,
  TITLE_REQUIRED,
  validateTitleForm,
} from './title-form';
import { TITLE_KIND_TEXTS } from './title-kinds';

const prefill = (overrides: Partial<TmdbPrefill> = {}): TmdbPrefill => ({
  tmdbId: 19,
  kind: 'movie',
  title: 'Metropolis',
  originalTitle: 'Metropolis',
  synopsis: 'Une cité verticale.',
  releaseYear: 1927,
  durationMinutes: 153,
  director: 'Fritz Lang',
  country: null,
  language: 'Allemand',
  posterUrl: 'https://image.tmdb.org/t/p/w500/m.jpg',
  trailerUrl: null,
  genreIds: ['g-drame'],
  genres: [{ id: 'g-drame', name: 'Drame', category: 'Films' }],
  unmatchedGenres: [],
  rating: 4.1,
  status: null,
  fallbackFields: [],
  ...overrides,
});

describe('emptyTitleForm', () => {
  it('starts a film in France, in French, HD 1080p, new and not featured', () => {
    expect(emptyTitleForm('movie')).toMatchObject({ country: 'France', language: 'Français', quality: 'HD 1080p', isNew: true, isFeatured: false });
  });

  it('starts a series in the United States, in English; an anime in Japan, in Japanese, completed', () => {
    expect(emptyTitleForm('series')).toMatchObject({ country: 'États-Unis', language: 'Anglais', isNew: true, isFeatured: false });
    expect(emptyTitleForm('anime')).toMatchObject({ country: 'Japon', language: 'Japonais', status: 'completed', isNew: true, isFeatured: false });
  });
});

describe('validateTitleForm', () => {
  it('asks for a title that is not blank', () => {
    expect(validateTitleForm({ ...emptyTitleForm('movie'), title: '  ' }, 'movie')).toEqual({ title: TITLE_REQUIRED });
    expect(validateTitleForm({ ...emptyTitleForm('movie'), title: 'Nosferatu' }, 'movie')).toEqual({});
  });

  it('takes a rating from 0 to 5 by steps of 0.1, or none', () => {
    const form = (rating: string) => validateTitleForm({ ...emptyTitleForm('movie'), title: 'X', rating }, 'movie').rating;
    expect(form('')).toBeUndefined();
    expect(form('0')).toBeUndefined();
    expect(form('4.5')).toBeUndefined();
    expect(form('3,7')).toBeUndefined();
    expect(form('5')).toBeUndefined();
    expect(form('5.1')).toBe(RATING_INVALID);
    expect(form('-1')).toBe(RATING_INVALID);
    expect(form('4.25')).toBe(RATING_INVALID);
    expect(form('abc')).toBe(RATING_INVALID);
  });

  it('takes whole numbers or nothing for year, duration, budget and box office', () => {
    const errors = validateTitleForm({ ...emptyTitleForm('movie'), title: 'X', releaseYear: '19.5', durationMinutes: '0', budget: '-3', boxOffice: '12 000' }, 'movie');
    expect(errors.releaseYear).toBe("L'année doit être un nombre entier, ou rester vide.");
    expect(errors.durationMinutes).toBe('La durée doit être comprise entre 1 et 1000 minutes.');
    expect(errors.budget).toBe('Le budget doit être un nombre entier, ou rester vide.');
    expect(errors.boxOffice).toBe('Le box-office doit être un nombre entier, ou rester vide.');
  });

  it('keeps an anime between 1960 and 2030', () => {
    const year = (releaseYear: string) => validateTitleForm({ ...emptyTitleForm('anime'), title: 'X', releaseYear }, 'anime').releaseYear;
    expect(year('1959')).toBe("L'année doit être comprise entre 1960 et 2030.");
    expect(year('2031')).toBe("L'année doit être comprise entre 1960 et 2030.");
    expect(year('1960')).toBeUndefined();
    expect(year('2030')).toBeUndefined();
    // A series has the server's range.
    expect(validateTitleForm({ ...emptyTitleForm('series'), title: 'X', releaseYear: '1950' }, 'series').releaseYear).toBeUndefined();
  });

  it('asks for http(s) addresses for the poster and the trailer', () => {
    const errors = validateTitleForm({ ...emptyTitleForm('movie'), title: 'X', posterUrl: 'affiche.jpg', trailerUrl: 'ftp://x.fr/a.mp4' }, 'movie');
    expect(errors.posterUrl).toBe("L'affiche doit être une adresse http(s) valide.");
    expect(errors.trailerUrl).toBe('La bande-annonce doit être une adresse http(s) valide.');
    expect(validateTitleForm({ ...emptyTitleForm('movie'), title: 'X', posterUrl: 'https://img.fr/a.jpg' }, 'movie')).toEqual({});
  });
});

describe('movieBody and seriesBody', () => {
  it('sends empty fields as null, numbers as numbers, and video addresses only when they start with http', () => {
    const body = movieBody({
      ...emptyTitleForm('movie'),
      title: '  Nosferatu ',
      releaseYear: '1922',
      rating: '4,2',
      budget: '',
      videoUrl: '  https://v.fr/n.mp4 ',
      videoUrlVf: 'v.fr/n.mp4',
      genreIds: ['g1'],
    });
    expect(body).toMatchObject({
      title: 'Nosferatu',
      originalTitle: null,
      releaseYear: 1922,
      rating: 4.2,
      budget: null,
      quality: 'HD 1080p',
      videoUrl: 'https://v.fr/n.mp4',
      videoUrlVf: null,
      country: 'France',
      isNew: true,
      isFeatured: false,
      genreIds: ['g1'],
    });
  });

  it('never sends the totals of a series, and sends its status', () => {
    const body = seriesBody({ ...emptyTitleForm('anime'), title: 'Kumo', status: 'ongoing' });
    expect(body.status).toBe('ongoing');
    expect(Object.keys(body)).not.toContain('totalSeasons');
    expect(Object.keys(body)).not.toContain('totalEpisodes');
    expect(Object.keys(body)).not.toContain('quality');
  });
});

describe('movieChanges and seriesChanges', () => {
  const stored = { ...emptyTitleForm('movie'), title: 'Nosferatu', trailerUrl: '/api/media/sample-clip.webm', videoUrl: '/api/media/n.webm', genreIds: ['g1', 'g2'] };

  it('sends only the fields changed, so that what the form cannot send back stays as stored', () => {
    expect(movieChanges(stored, { ...stored, rating: '4', genreIds: ['g2', 'g1'] })).toEqual({ rating: 4 });
    expect(movieChanges(stored, { ...stored, videoUrl: 'https://v.fr/n.mp4', genreIds: ['g1'] })).toEqual({ videoUrl: 'https://v.fr/n.mp4', genreIds: ['g1'] });
    expect(movieChanges(stored, stored)).toEqual({});
  });

  it('sends an emptied field as null', () => {
    const series = { ...emptyTitleForm('series'), title: 'S', director: 'Studio' };
    expect(seriesChanges(series, { ...series, director: ' ', status: 'ongoing' })).toEqual({ director: null, status: 'ongoing' });
  });

  it('does not refuse a stored address the form was given as it was', () => {
    expect(validateTitleForm(stored, 'movie', stored)).toEqual({});
    expect(validateTitleForm({ ...stored, trailerUrl: '/api/media/other.webm' }, 'movie', stored).trailerUrl).toBe('La bande-annonce doit être une adresse http(s) valide.');
  });
});

describe('movieToForm and seriesToForm', () => {
  it('fills the edit form of a stored film, nulls and a drawn poster as empty fields', () => {
    const movie = {
      title: 'M',
      originalTitle: null,
      synopsis: 'S',
      releaseYear: 1931,
      durationMinutes: 117,
      director: 'Fritz Lang',
      country: 'Allemagne',
      language: null,
      quality: null,
      posterUrl: '/api/posters/movie/4b1f0a53-0c1d-4f57-9f44-2a4f7e2b9c11.svg?v=abc',
      trailerUrl: null,
      videoUrl: 'https://v.fr/m.mp4',
      videoUrlVf: null,
      videoUrlVostfr: null,
      rating: 4.5,
      budget: null,
      boxOffice: 1000,
      isFeatured: true,
      isNew: false,
      genres: [{ id: 'g1', name: 'Drame', slug: 'drame', category: 'Films' }],
    } satisfies StoredMovie;
    expect(movieToForm(movie)).toMatchObject({
      title: 'M',
      originalTitle: '',
      releaseYear: '1931',
      durationMinutes: '117',
      language: '',
      quality: '',
      // A poster the catalogue draws is no address to edit.
      posterUrl: '',
      rating: '4.5',
      boxOffice: '1000',
      isFeatured: true,
      isNew: false,
      genreIds: ['g1'],
    });
  });

  it('fills the edit form of a stored series with its status', () => {
    const series: StoredSeries = {
      title: 'S',
      originalTitle: null,
      synopsis: null,
      releaseYear: 2001,
      director: 'Studio Kumo',
      country: 'Japon',
      language: 'Japonais',
      posterUrl: null,
      trailerUrl: null,
      videoUrlVf: null,
      videoUrlVostfr: null,
      rating: null,
      status: 'cancelled',
      isFeatured: false,
      isNew: true,
      genres: [],
    };
    expect(seriesToForm(series, 'anime')).toMatchObject({ title: 'S', status: 'cancelled', country: 'Japon', genreIds: [] });
  });
});

describe('applyPrefill', () => {
  it('fills the fields TMDB gave and keeps the others (no country: still France)', () => {
    const filled = applyPrefill({ ...emptyTitleForm('movie'), rating: '2' }, prefill(), 'movie');
    expect(filled).toMatchObject({
      title: 'Metropolis',
      synopsis: 'Une cité verticale.',
      releaseYear: '1927',
      durationMinutes: '153',
      director: 'Fritz Lang',
      country: 'France',
      language: 'Allemand',
      posterUrl: 'https://image.tmdb.org/t/p/w500/m.jpg',
      rating: '4.1',
      genreIds: ['g-drame'],
    });
  });

  it("takes a series' status as the catalogue mapped it, never a film's", () => {
    expect(applyPrefill(emptyTitleForm('series'), prefill({ kind: 'tv', status: 'cancelled', durationMinutes: null }), 'series').status).toBe('cancelled');
    expect(applyPrefill(emptyTitleForm('series'), prefill({ kind: 'tv', status: null }), 'series').status).toBe('completed');
    expect(applyPrefill(emptyTitleForm('movie'), prefill({ status: 'ongoing' }), 'movie').status).toBe('completed');
  });

  it('names the fields filled in English', () => {
    expect(fallbackFieldsOf(prefill({ fallbackFields: ['title', 'synopsis'] }))).toEqual(['title', 'synopsis']);
  });
});

describe('failureMessage', () => {
  const refused = new ApiError(400, 'VALIDATION_FAILED', 'Le titre est requis.', ['Le titre est requis.', 'Genre inconnu.']);

  it("puts the server's message after a colon for films", () => {
    expect(failureMessage(TITLE_KIND_TEXTS.movie.addFailed, refused, TITLE_KIND_TEXTS.movie)).toEqual({
      text: "Erreur lors de l'ajout du film: Le titre est requis.",
      details: ['Genre inconnu.'],
    });
  });

  it("puts it under the text for series and animes, and says the text alone when the server said nothing", () => {
    expect(failureMessage(TITLE_KIND_TEXTS.anime.updateFailed, refused, TITLE_KIND_TEXTS.anime)).toEqual({
      text: "Erreur lors de la modification de l'animé",
      details: ['Le titre est requis.', 'Genre inconnu.'],
    });
    expect(failureMessage(TITLE_KIND_TEXTS.movie.updateFailed, new Error('x'), TITLE_KIND_TEXTS.movie)).toEqual({
      text: 'Erreur lors de la modification du film',
      details: [],
    });
  });
});
