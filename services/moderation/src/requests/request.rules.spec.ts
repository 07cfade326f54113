import { describe, expect, it } from '@jest/globals';
import { REQUEST_STATUSES, type FulfilledBy, type RequestStatus } from '@streaming/contracts';
import { decideRequestChange, requestTitleKey, type RequestState } from './request.rules.js';

const film: FulfilledBy = { contentType: 'movie', contentId: '00000000-0000-4000-8000-000000000001', title: 'Metropolis' };
const state = (status: RequestStatus, adminNotes: string | null = null): RequestState => ({
  status, adminNotes, fulfilledBy: status === 'completed' ? film : null,
});
const allowed: Array<[RequestStatus, RequestStatus]> = [
  ['pending', 'approved'],
  ['pending', 'rejected'],
  ['approved', 'completed'],
  ['rejected', 'pending'],
  ['completed', 'pending'],
];

describe('requestTitleKey', () => {
  it('makes the same key of a title written with other case, accents or punctuation', () => {
    expect(requestTitleKey("Le Fabuleux Destin d'Amélie Poulain")).toBe(requestTitleKey('le fabuleux destin d amelie poulain !'));
    expect(requestTitleKey('Œdipe roi')).toBe('oedipe roi');
    expect(requestTitleKey('Metropolis')).not.toBe(requestTitleKey('Metropolis 2'));
  });
});

describe('decideRequestChange', () => {
  it('allows exactly pending → approved or rejected, approved → completed, rejected or completed → pending', () => {
    for (const from of REQUEST_STATUSES) {
      for (const to of REQUEST_STATUSES) {
        if (from === to) continue;
        const decision = decideRequestChange(state(from), { status: to, adminNotes: 'Note.' }, film);
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect([from, to, decision.ok]).toEqual([from, to, expected]);
        if (!expected) expect(decision).toEqual({ ok: false, error: 'REQUEST_TRANSITION_REFUSED' });
      }
    }
  });

  it('takes a note alone (no status, or the status it has) in any status, without a status change', () => {
    for (const status of REQUEST_STATUSES) {
      const current = state(status, status === 'rejected' ? 'Déjà refusé.' : null);
      expect(decideRequestChange(current, { adminNotes: 'Merci !' })).toEqual({ ok: true, statusChanged: false, ...current, adminNotes: 'Merci !' });
      expect(decideRequestChange(current, { status, adminNotes: 'Merci !' })).toEqual({ ok: true, statusChanged: false, ...current, adminNotes: 'Merci !' });
    }
  });

  it('rejects only with a note that is not blank, and a rejected request cannot lose its note', () => {
    expect(decideRequestChange(state('pending'), { status: 'rejected' })).toEqual({ ok: false, error: 'NOTES_REQUIRED' });
    expect(decideRequestChange(state('pending'), { status: 'rejected', adminNotes: '  ' })).toEqual({ ok: false, error: 'NOTES_REQUIRED' });
    expect(decideRequestChange(state('rejected', 'Introuvable.'), { adminNotes: '' })).toEqual({ ok: false, error: 'NOTES_REQUIRED' });
    expect(decideRequestChange(state('pending'), { status: 'rejected', adminNotes: ' Introuvable. ' }))
      .toEqual({ ok: true, statusChanged: true, status: 'rejected', adminNotes: 'Introuvable.', fulfilledBy: null });
  });

  it('completes with the catalogue title that fulfils it, and forgets it when the request goes back to pending', () => {
    expect(decideRequestChange(state('approved'), { status: 'completed' })).toEqual({ ok: false, error: 'REQUEST_TRANSITION_REFUSED' });
    expect(decideRequestChange(state('approved'), { status: 'completed' }, film))
      .toEqual({ ok: true, statusChanged: true, status: 'completed', adminNotes: null, fulfilledBy: film });
    expect(decideRequestChange(state('completed'), { status: 'pending' }))
      .toEqual({ ok: true, statusChanged: true, status: 'pending', adminNotes: null, fulfilledBy: null });
    // A note on a completed request keeps its title.
    expect(decideRequestChange(state('completed'), { adminNotes: 'Ajouté en VF.' }))
      .toEqual({ ok: true, statusChanged: false, status: 'completed', adminNotes: 'Ajouté en VF.', fulfilledBy: film });
  });
});
