import { describe, expect, it } from '@jest/globals';
import type { MemberRequest, RequestCreated } from '@streaming/contracts';

import { ApiError } from '../../shared/api/api-error';
import {
  availableTitle,
  EMPTY_REQUEST_FORM,
  quotaLevel,
  quotaPercent,
  requestFailureText,
  requestOutcome,
  requestSentText,
  toCreateRequest,
} from './rules';

const quota = { used: 1, limit: 3, resetsAt: '2025-12-01T00:00:00.000+01:00' };

function created(outcome: RequestCreated['outcome'], contentType: MemberRequest['contentType']): RequestCreated {
  const request: MemberRequest = {
    id: 'r1',
    contentType,
    title: 'Le Samouraï',
    year: null,
    description: null,
    director: null,
    genre: null,
    status: 'pending',
    adminNotes: null,
    fulfilledBy: null,
    members: 1,
    joined: outcome !== 'created',
    createdAt: '2025-11-25T10:00:00.000Z',
    updatedAt: '2025-11-25T10:00:00.000Z',
  };
  return { request, outcome, quota };
}

describe('quotaLevel', () => {
  it('is yellow at 2 of 3 and red at 3 (spec section 9)', () => {
    expect(quotaLevel({ used: 0, limit: 3 })).toBe('ok');
    expect(quotaLevel({ used: 1, limit: 3 })).toBe('ok');
    expect(quotaLevel({ used: 2, limit: 3 })).toBe('warning');
    expect(quotaLevel({ used: 3, limit: 3 })).toBe('full');
    expect(quotaLevel({ used: 4, limit: 3 })).toBe('full');
  });

  it('fills the bar in proportion, never past its end', () => {
    expect(quotaPercent({ used: 0, limit: 3 })).toBe(0);
    expect(quotaPercent({ used: 2, limit: 3 })).toBe(67);
    expect(quotaPercent({ used: 5, limit: 3 })).toBe(100);
  });
});

describe('toCreateRequest', () => {
  it('requires a title', () => {
    expect(toCreateRequest({ ...EMPTY_REQUEST_FORM, title: '   ' })).toEqual({ error: 'Le titre est requis' });
  });

  it('takes a year from 1900 to 2030 only, as a whole number', () => {
    const form = { ...EMPTY_REQUEST_FORM, title: 'Metropolis' };
    expect(toCreateRequest({ ...form, year: '1927' })).toEqual({ body: { contentType: 'movie', title: 'Metropolis', year: 1927 } });
    expect(toCreateRequest({ ...form, year: '1900' })).toEqual({ body: { contentType: 'movie', title: 'Metropolis', year: 1900 } });
    expect(toCreateRequest({ ...form, year: '2030' })).toEqual({ body: { contentType: 'movie', title: 'Metropolis', year: 2030 } });
    for (const year of ['1899', '2031', '19.5', '-1950', 'abc']) {
      expect(toCreateRequest({ ...form, year })).toEqual({ error: "L'année doit être comprise entre 1900 et 2030." });
    }
  });

  it('trims the text and leaves blank optional fields out', () => {
    expect(
      toCreateRequest({ contentType: 'series', title: '  Twin Peaks ', year: ' ', description: ' La saison 3 ', director: '  ', genre: 'Drame' }),
    ).toEqual({ body: { contentType: 'series', title: 'Twin Peaks', description: 'La saison 3', genre: 'Drame' } });
  });
});

describe('requestOutcome', () => {
  it('says a new request was sent, with its kind', () => {
    expect(requestOutcome(created('created', 'movie'))).toEqual({ tone: 'success', text: 'Demande de film envoyée avec succès !' });
    expect(requestOutcome(created('created', 'series'))).toEqual({ tone: 'success', text: 'Demande de série envoyée avec succès !' });
    expect(requestSentText('series')).toBe('Demande de série envoyée avec succès !');
  });

  it("says a request was joined, or was already followed", () => {
    expect(requestOutcome(created('joined', 'movie'))).toEqual({ tone: 'success', text: 'Demande rejointe' });
    expect(requestOutcome(created('already', 'movie'))).toEqual({ tone: 'info', text: 'Vous suivez déjà cette demande' });
  });
});

describe('a refused request', () => {
  it('over the quota says the limit', () => {
    const error = ApiError.fromResponse(429, { code: 'REQUEST_QUOTA_REACHED', detail: 'Vous avez atteint la limite de 3 demandes par semaine' });
    expect(requestFailureText(error)).toBe('Vous avez atteint la limite de 3 demandes par semaine');
  });

  it("gives the server's message, else 'Erreur lors de la création de la demande'", () => {
    expect(requestFailureText(ApiError.fromResponse(400, { code: 'VALIDATION_FAILED', detail: 'Le titre est requis (200 caractères maximum).' }))).toBe(
      'Le titre est requis (200 caractères maximum).',
    );
    expect(requestFailureText(ApiError.fromResponse(500, null))).toBe('Erreur lors de la création de la demande');
    expect(requestFailureText(ApiError.network())).toBe('Erreur réseau. Vérifiez votre connexion et réessayez.');
  });

  it('for a title the catalogue has names that title', () => {
    const error = ApiError.fromResponse(409, {
      code: 'TITLE_ALREADY_AVAILABLE',
      detail: 'Ce titre est déjà disponible dans le catalogue.',
      title: { id: 'm1', kind: 'movie', title: 'Metropolis', year: 1927, posterUrl: null, rating: null, views: 0, quality: null },
    });
    expect(availableTitle(error)).toEqual({ kind: 'movie', id: 'm1', title: 'Metropolis' });
    expect(requestFailureText(error)).toBe('Ce titre est déjà disponible dans le catalogue.');
  });

  it('names no title when the answer carries none, or another failure', () => {
    expect(availableTitle(ApiError.fromResponse(409, { code: 'TITLE_ALREADY_AVAILABLE', detail: 'x' }))).toBeNull();
    expect(availableTitle(ApiError.fromResponse(409, { code: 'TITLE_ALREADY_AVAILABLE', title: { kind: 'episode', id: 'e', title: 't' } }))).toBeNull();
    expect(availableTitle(ApiError.fromResponse(429, { code: 'REQUEST_QUOTA_REACHED', title: { kind: 'movie', id: 'm', title: 't' } }))).toBeNull();
  });
});
