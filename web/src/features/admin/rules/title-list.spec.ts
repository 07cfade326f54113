import { describe, expect, it } from '@jest/globals';

import { shortGenreName, SERIES_STATUS_LABELS } from './title-kinds';
import { isTitleListFiltered, NO_TITLE_FILTERS, titleListQuery } from './title-list';
import { TMDB_NOT_CONFIGURED_TEXT, tmdbDetailsFailure, tmdbSearchFailure } from './tmdb-lookup';
import { ApiError } from '../../../shared/api/api-error';

describe('titleListQuery', () => {
  it('asks 50 rows, newest first, without the filters left unset', () => {
    const query = titleListQuery(NO_TITLE_FILTERS);
    expect(query).toEqual({ pageSize: 50 });
    expect(isTitleListFiltered(query)).toBe(false);
  });

  it('sends the filters set, flags as booleans, and a year only once it is one the server takes', () => {
    const query = titleListQuery({
      ...NO_TITLE_FILTERS,
      search: '  métro ',
      genre: 'g1',
      year: '1927',
      quality: '4K',
      featured: 'false',
      isNew: 'true',
      status: 'ongoing',
      sort: 'rating',
      order: 'asc',
    });
    expect(query).toEqual({ pageSize: 50, search: 'métro', genre: 'g1', year: 1927, quality: '4K', featured: false, isNew: true, status: 'ongoing', sort: 'rating', order: 'asc' });
    expect(isTitleListFiltered(query)).toBe(true);
    expect(titleListQuery({ ...NO_TITLE_FILTERS, year: '192' })).toEqual({ pageSize: 50 });
    expect(titleListQuery({ ...NO_TITLE_FILTERS, year: '1800' })).toEqual({ pageSize: 50 });
  });

  it('does not count a sort as a filter', () => {
    expect(isTitleListFiltered(titleListQuery({ ...NO_TITLE_FILTERS, sort: 'title', order: 'asc' }))).toBe(false);
  });
});

describe('shortGenreName', () => {
  it('cuts a genre name after 8 characters', () => {
    expect(shortGenreName('Drame')).toBe('Drame');
    expect(shortGenreName('Aventure')).toBe('Aventure');
    expect(shortGenreName('Science-Fiction')).toBe('Science-…');
    expect(shortGenreName('Comédie dramatique')).toBe('Comédie …');
  });
});

describe('SERIES_STATUS_LABELS', () => {
  it('names the statuses as the spec does', () => {
    expect(SERIES_STATUS_LABELS).toEqual({ completed: 'Terminé', ongoing: 'En cours', cancelled: 'Annulé' });
  });
});

describe('TMDB lookup failures', () => {
  const notConfigured = new ApiError(503, 'TMDB_NOT_CONFIGURED', "La recherche TMDB n'est pas configurée sur ce serveur (clé absente).");
  const timeout = new ApiError(504, 'TMDB_TIMEOUT', "TMDB n'a pas répondu à temps : réessayez dans un moment ou remplissez le formulaire à la main.");

  it('says the lookup is not configured, or gives the server message', () => {
    expect(tmdbSearchFailure(notConfigured)).toBe(TMDB_NOT_CONFIGURED_TEXT);
    expect(tmdbSearchFailure(timeout)).toBe(timeout.detail);
  });

  it("gives the kind's text for a failed read of details, the reason under it", () => {
    expect(tmdbDetailsFailure(timeout, 'Erreur lors de la récupération des détails du film')).toEqual({
      text: 'Erreur lors de la récupération des détails du film',
      details: [timeout.detail],
    });
    expect(tmdbDetailsFailure(notConfigured, 'Erreur lors de la récupération des détails de la série').details).toEqual([TMDB_NOT_CONFIGURED_TEXT]);
  });
});
