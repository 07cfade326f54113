import { describe, expect, it } from '@jest/globals';
import { decideRefresh } from './refresh.rules.js';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-12-22T12:00:00Z');

describe('refresh token rotation', () => {
  it('rotates a fresh token', () => {
    expect(decideRefresh({ usedAt: null, revokedAt: null, expiresAt: later }, now)).toBe('rotate');
  });

  it('tolerates a replay within 10 seconds (two tabs) without revoking', () => {
    expect(decideRefresh({ usedAt: new Date(now.getTime() - 9_000), revokedAt: null, expiresAt: later }, now)).toBe('grace');
  });

  it('treats a later replay of a used token as theft', () => {
    expect(decideRefresh({ usedAt: new Date(now.getTime() - 11_000), revokedAt: null, expiresAt: later }, now)).toBe('reuse');
  });

  it('refuses revoked and expired tokens', () => {
    expect(decideRefresh({ usedAt: null, revokedAt: now, expiresAt: later }, now)).toBe('revoked');
    expect(decideRefresh({ usedAt: null, revokedAt: null, expiresAt: now }, now)).toBe('expired');
  });
});
