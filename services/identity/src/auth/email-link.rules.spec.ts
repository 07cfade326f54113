import { describe, expect, it } from '@jest/globals';
import { linkState } from './email-link.rules.js';
import type { EmailTokenEntity } from './token.entities.js';

const NOW = Date.parse('2025-03-01T10:00:00Z');
const link = (over: Partial<EmailTokenEntity> = {}): EmailTokenEntity => ({
  id: 'l1', userId: 'u1', kind: 'recovery', tokenHash: 'h', email: null,
  expiresAt: new Date(NOW + 60_000), usedAt: null, createdAt: new Date(NOW - 60_000),
  ...over,
});

describe('mailed link state', () => {
  it('accepts an unused link until its expiry', () => {
    const row = link();
    expect(linkState(row, NOW)).toEqual({ ok: true, token: row });
    expect(linkState(row, NOW + 59_999).ok).toBe(true);
  });

  it('refuses an unknown, a used and an expired link, each with its reason', () => {
    expect(linkState(null, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(linkState(link({ usedAt: new Date(NOW - 1000) }), NOW)).toEqual({ ok: false, reason: 'used' });
    expect(linkState(link(), NOW + 60_000)).toEqual({ ok: false, reason: 'expired' });
    // Used, then past its hour: still "used", not "expired".
    expect(linkState(link({ usedAt: new Date(NOW - 1000) }), NOW + 120_000)).toEqual({ ok: false, reason: 'used' });
  });
});
