import { describe, expect, it } from '@jest/globals';
import { decideRefresh, successorKey, successorSecret, successorUsable } from './refresh.rules.js';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-12-22T12:00:00Z');

describe('refresh token rotation', () => {
  it('rotates a fresh token', () => {
    expect(decideRefresh({ usedAt: null, revokedAt: null, expiresAt: later }, now)).toBe('rotate');
  });

  it('tolerates a replay within 10 seconds (two tabs): the successor is handed back, nothing revoked', () => {
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

describe('successor of a rotated token', () => {
  const key = successorKey('unit-test-secret-unit-test-secret-123');
  const id = '0b0c7a52-3b4e-4c1a-9d7e-2f4f1e0a9b11';

  it('derives the same secret again from the successor id, so a replay gets the very same token', () => {
    expect(successorSecret(key, id)).toBe(successorSecret(successorKey('unit-test-secret-unit-test-secret-123'), id));
    expect(successorSecret(key, id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives another secret for another id or another server secret, and does not contain the id', () => {
    const secret = successorSecret(key, id);
    expect(successorSecret(key, '0b0c7a52-3b4e-4c1a-9d7e-2f4f1e0a9b12')).not.toBe(secret);
    expect(successorSecret(successorKey('another-secret-another-secret-12345'), id)).not.toBe(secret);
    expect(secret).not.toContain(id);
  });

  it('hands back a successor only while it can still open the session', () => {
    expect(successorUsable({ revokedAt: null, expiresAt: later }, now)).toBe(true);
    expect(successorUsable({ revokedAt: now, expiresAt: later }, now)).toBe(false);
    expect(successorUsable({ revokedAt: null, expiresAt: now }, now)).toBe(false);
    expect(successorUsable(null, now)).toBe(false);
  });
});
