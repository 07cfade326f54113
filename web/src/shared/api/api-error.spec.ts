import { describe, expect, it } from '@jest/globals';
import { ApiError, otherErrors } from './api-error';

describe('ApiError.fromResponse', () => {
  it("keeps a route's own members apart from RFC 9457's, an object in `title` among them", () => {
    const card = { id: 'm1', kind: 'movie', title: 'Metropolis' };
    const refused = ApiError.fromResponse(409, { type: 'urn:x', title: card, status: 409, code: 'TITLE_ALREADY_AVAILABLE', detail: 'Déjà là.' });
    expect(refused.extra).toEqual({ title: card });
    const plain = ApiError.fromResponse(429, { type: 'urn:y', title: 'Trop de requêtes', status: 429, code: 'REQUEST_QUOTA_REACHED', detail: 'Limite.' });
    expect(plain.extra).toEqual({});
  });
});

describe('otherErrors', () => {
  it('leaves out the message already shown as the main text', () => {
    const one = ApiError.fromResponse(400, { code: 'VALIDATION_FAILED', detail: 'Adresse email invalide.', errors: ['Adresse email invalide.'] });
    expect(otherErrors(one)).toEqual([]);
    const two = ApiError.fromResponse(400, {
      code: 'VALIDATION_FAILED',
      detail: 'Adresse email invalide.',
      errors: ['Adresse email invalide.', 'Le mot de passe doit contenir au moins 6 caractères'],
    });
    expect(otherErrors(two)).toEqual(['Le mot de passe doit contenir au moins 6 caractères']);
  });

  it('lists nothing for a failure that is not an answer of the API', () => {
    expect(otherErrors(new Error('boom'))).toEqual([]);
    expect(otherErrors(ApiError.network())).toEqual([]);
  });
});
