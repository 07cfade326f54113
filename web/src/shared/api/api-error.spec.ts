import { describe, expect, it } from '@jest/globals';
import { ApiError, otherErrors } from './api-error';

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
