import { describe, expect, it } from '@jest/globals';
import type { AdminGenreRow, AdminGenres, GenreCategory } from '@streaming/contracts';

import { ApiError } from '../../../shared/api/api-error';
import { animeGenre, genreFormError, genreInUseText, genreSaveError, genreUsage } from './genres';

const row = (id: string, name: string, slug: string, category: GenreCategory, extra: Partial<AdminGenreRow> = {}): AdminGenreRow => ({
  id,
  name,
  slug,
  category,
  isAnime: false,
  movies: 0,
  series: 0,
  ...extra,
});

const LIST: AdminGenres = {
  categories: [
    { category: 'Films', count: 2, genres: [row('f1', 'Comédie', 'comedie', 'Films'), row('f2', 'Science-Fiction', 'science-fiction', 'Films')] },
    { category: 'Séries', count: 1, genres: [row('s1', 'Drame', 'drame', 'Séries')] },
    { category: 'Animés', count: 1, genres: [row('a1', 'Shōnen', 'shonen', 'Animés', { isAnime: true })] },
    { category: 'Spectacles', count: 0, genres: [] },
    { category: 'Documentaires', count: 0, genres: [] },
  ],
};

describe('genreFormError', () => {
  it('accepts a new name in its category', () => {
    expect(genreFormError({ name: 'Western', category: 'Films' }, LIST, null)).toBeNull();
  });

  it('refuses a name already in the category, case aside, with the catalogue’s message', () => {
    expect(genreFormError({ name: '  COMÉDIE ', category: 'Films' }, LIST, null)).toBe('Un genre avec le nom "COMÉDIE" existe déjà dans la catégorie "Films".');
  });

  it('refuses a name whose slug the category already has, with the catalogue’s message', () => {
    // 'Comedie' is another name than 'Comédie' but the same slug once the accent is transliterated.
    expect(genreFormError({ name: 'Comedie', category: 'Films' }, LIST, null)).toBe(
      'Un genre avec le slug "comedie" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.',
    );
    expect(genreFormError({ name: 'Science Fiction !', category: 'Films' }, LIST, null)).toBe(
      'Un genre avec le slug "science-fiction" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.',
    );
  });

  it('allows the same name in another category', () => {
    expect(genreFormError({ name: 'Comédie', category: 'Séries' }, LIST, null)).toBeNull();
    expect(genreFormError({ name: 'Drame', category: 'Films' }, LIST, null)).toBeNull();
  });

  it('leaves the genre edited out of the comparison', () => {
    expect(genreFormError({ name: 'comédie', category: 'Films' }, LIST, 'f1')).toBeNull();
    expect(genreFormError({ name: 'Comédie', category: 'Films' }, LIST, 'f2')).toBe('Un genre avec le nom "Comédie" existe déjà dans la catégorie "Films".');
  });

  it('checks the category the form moves the genre to', () => {
    expect(genreFormError({ name: 'Drame', category: 'Séries' }, LIST, 'f1')).toBe('Un genre avec le nom "Drame" existe déjà dans la catégorie "Séries".');
  });

  it('asks for a name, 60 characters at most, with a letter or digit the slug keeps', () => {
    expect(genreFormError({ name: '   ', category: 'Films' }, LIST, null)).toBe('Le nom du genre est requis.');
    expect(genreFormError({ name: 'a'.repeat(61), category: 'Films' }, LIST, null)).toBe('Le nom du genre est requis (60 caractères maximum).');
    expect(genreFormError({ name: 'a'.repeat(60), category: 'Films' }, LIST, null)).toBeNull();
    expect(genreFormError({ name: '日本', category: 'Films' }, LIST, null)).toBe(
      'Le nom du genre doit contenir au moins une lettre ou un chiffre non accentué.',
    );
  });
});

describe('animeGenre', () => {
  it('finds the genre marked as the anime genre, in any category', () => {
    expect(animeGenre(LIST)?.name).toBe('Shōnen');
    expect(animeGenre({ categories: LIST.categories.filter((group) => group.category !== 'Animés') })).toBeNull();
  });
});

describe('genreUsage', () => {
  it('counts films and series in French', () => {
    expect(genreUsage({ movies: 0, series: 1 })).toBe('0 film · 1 série');
    expect(genreUsage({ movies: 3, series: 2 })).toBe('3 films · 2 séries');
    expect(genreUsage({ movies: 1200, series: 0 })).toBe('1\u202f200 films · 0 série');
  });
});

describe('genreInUseText', () => {
  it('is the catalogue’s message when films or series use the genre', () => {
    const error = new ApiError(409, 'GENRE_IN_USE', 'Ce genre est utilisé par 3 films et 1 série : confirmez pour le retirer de ces titres et le supprimer.', [], {
      movies: 3,
      series: 1,
    });
    expect(genreInUseText(error)).toBe('Ce genre est utilisé par 3 films et 1 série : confirmez pour le retirer de ces titres et le supprimer.');
  });

  it('says the counts itself when the answer had no message', () => {
    expect(genreInUseText(new ApiError(409, 'GENRE_IN_USE', '', [], { movies: 1, series: 2 }))).toBe(
      'Ce genre est utilisé par 1 film et 2 séries : confirmez pour le retirer de ces titres et le supprimer.',
    );
  });

  it('is null for any other failure', () => {
    expect(genreInUseText(new ApiError(404, 'GENRE_NOT_FOUND', 'Genre non trouvé'))).toBeNull();
    expect(genreInUseText(new Error('boom'))).toBeNull();
  });
});

describe('genreSaveError', () => {
  it('shows the catalogue’s duplicate message as the form’s text', () => {
    const taken = new ApiError(409, 'GENRE_NAME_TAKEN', 'Un genre avec le nom "Drame" existe déjà dans la catégorie "Séries".');
    expect(genreSaveError(taken, false)).toEqual({ text: 'Un genre avec le nom "Drame" existe déjà dans la catégorie "Séries".', details: [] });
    const slug = new ApiError(409, 'GENRE_SLUG_TAKEN', 'Un genre avec le slug "drame" existe déjà dans la catégorie "Séries". Veuillez choisir un nom différent.');
    expect(genreSaveError(slug, true).text).toBe('Un genre avec le slug "drame" existe déjà dans la catégorie "Séries". Veuillez choisir un nom différent.');
  });

  it('puts any other failure under the words of the add or the edit', () => {
    const invalid = new ApiError(400, 'VALIDATION_FAILED', 'Catégorie inconnue', ['Catégorie inconnue']);
    expect(genreSaveError(invalid, false)).toEqual({ text: 'Erreur lors de l’ajout du genre', details: ['Catégorie inconnue'] });
    expect(genreSaveError(ApiError.network(), true)).toEqual({
      text: 'Erreur lors de la modification du genre',
      details: ['Erreur réseau. Vérifiez votre connexion et réessayez.'],
    });
  });
});
