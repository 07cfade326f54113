import { describe, expect, it } from '@jest/globals';
import { cancelOutcome, type AccountAddresses, type CancelLink } from './email-change.rules.js';

const now = new Date('2026-03-01T12:00:00Z');
const link = (over: Partial<CancelLink> = {}): CancelLink => ({ email: 'nouvelle@exemple.fr', usedAt: null, expiresAt: new Date(now.getTime() + 60_000), ...over });
const pending: AccountAddresses = { email: 'ancienne@exemple.fr', pendingEmail: 'nouvelle@exemple.fr' };

describe('cancelOutcome', () => {
  it('cancels the request the link was mailed for while it waits for its confirmation', () => {
    expect(cancelOutcome(link(), pending, now)).toBe('cancel');
  });

  it('refuses an unknown link, a link without address and an account that is gone', () => {
    expect(cancelOutcome(null, pending, now)).toBe('invalid');
    expect(cancelOutcome(link({ email: null }), pending, now)).toBe('invalid');
    expect(cancelOutcome(link(), null, now)).toBe('invalid');
  });

  it('tells a spent link apart, before anything else', () => {
    expect(cancelOutcome(link({ usedAt: now, expiresAt: new Date(now.getTime() - 1) }), pending, now)).toBe('already_cancelled');
  });

  it('cannot undo a confirmed change, even once the hour is over', () => {
    const confirmed = { email: 'nouvelle@exemple.fr', pendingEmail: null };
    expect(cancelOutcome(link(), confirmed, now)).toBe('already_confirmed');
    expect(cancelOutcome(link({ expiresAt: new Date(now.getTime() - 1) }), confirmed, now)).toBe('already_confirmed');
  });

  it('expires with the confirmation, at the exact instant', () => {
    expect(cancelOutcome(link({ expiresAt: now }), pending, now)).toBe('expired');
    expect(cancelOutcome(link({ expiresAt: new Date(now.getTime() + 1) }), pending, now)).toBe('cancel');
  });

  it('leaves a newer request to the link of its own mail', () => {
    expect(cancelOutcome(link(), { email: 'ancienne@exemple.fr', pendingEmail: 'autre@exemple.fr' }, now)).toBe('not_pending');
    expect(cancelOutcome(link(), { email: 'ancienne@exemple.fr', pendingEmail: null }, now)).toBe('not_pending');
  });
});
