import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { alteredSignatures } from '../../../../tests/support/altered-signatures.js';
import { AccessTokenVerifier, issuedBeforeRevocation, tokenEnded, type VerifiedToken } from './access-token.js';

const SECRET = 'unit-test-secret-unit-test-secret-123';
const USER = '7d5c2a0e-0000-4000-8000-000000000001';
const key = new TextEncoder().encode(SECRET);
const now = Math.floor(Date.now() / 1000);
const sign = (claims: { iat?: number; exp?: number; sub?: string; jti?: string; extra?: Record<string, unknown> } = {}, alg = 'HS256') => {
  const jwt = new SignJWT(claims.extra ?? {}).setProtectedHeader({ alg }).setSubject(claims.sub ?? USER).setIssuedAt(claims.iat ?? now).setExpirationTime(claims.exp ?? now + 900);
  return (claims.jti ? jwt.setJti(claims.jti) : jwt).sign(key);
};
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('access token verification', () => {
  const verifier = new AccessTokenVerifier(SECRET);

  it('accepts a token signed by identity (jose, HS256) and reads subject, issue times, id and expiry', async () => {
    expect(verifier.verifySync(await sign({ iat: now - 10 }), now)).toEqual({ userId: USER, issuedAt: now - 10, expiresAt: now + 900 });
    const ms = now * 1000 + 427;
    expect(verifier.verifySync(await sign({ jti: 'token-1', extra: { iat_ms: ms, sid: 'family-1' } }), now)).toEqual({
      userId: USER, issuedAt: now, issuedAtMs: ms, tokenId: 'token-1', sessionId: 'family-1', expiresAt: now + 900,
    });
  });

  it('refuses a correctly signed token whose subject is not a UUID', async () => {
    expect(verifier.verifySync(await sign({ sub: 'user-1' }), now)).toBeNull();
    expect(verifier.verifySync(await sign({ sub: `${USER}x` }), now)).toBeNull();
    expect(verifier.verifySync(await sign({ sub: "' OR 1=1 --" }), now)).toBeNull();
  });

  it('refuses a token whose millisecond issue time disagrees with iat', async () => {
    expect(verifier.verifySync(await sign({ extra: { iat_ms: (now - 60) * 1000 } }), now)).toBeNull();
    expect(verifier.verifySync(await sign({ extra: { iat_ms: String(now * 1000) } }), now)).toBeNull();
  });

  it('refuses a wrong signature, another secret, an expired token and a token with a changed payload', async () => {
    const good = await sign();
    const [h, p] = good.split('.');
    expect(verifier.verifySync(`${h}.${p}.${'A'.repeat(43)}`, now)).toBeNull();
    expect(new AccessTokenVerifier('another-secret-another-secret-12345').verifySync(good, now)).toBeNull();
    expect(verifier.verifySync(await sign({ iat: now - 1000, exp: now - 60 }), now)).toBeNull();
    const forged = `${h}.${b64({ sub: '00000000-0000-4000-8000-000000000000', iat: now, exp: now + 900 })}.${good.split('.')[2]}`;
    expect(verifier.verifySync(forged, now)).toBeNull();
  });

  describe('with its signature text altered', () => {
    // Signed by hand (synchronously), as jose does: HMAC-SHA256 of header.payload, in base64url.
    const signingInput = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: USER, iat: now, exp: now + 900, jti: 'token-2' })}`;
    const sig = createHmac('sha256', SECRET).update(signingInput).digest('base64url');

    it('is accepted as written', () => {
      expect(new AccessTokenVerifier(SECRET).verifySync(`${signingInput}.${sig}`, now)).toMatchObject({ userId: USER, tokenId: 'token-2' });
    });

    it.each(alteredSignatures(sig))('is refused: %s', (_name, altered) => {
      // A verifier of its own: the genuine text is not in its cache of verified tokens.
      expect(new AccessTokenVerifier(SECRET).verifySync(`${signingInput}.${altered}`, now)).toBeNull();
    });
  });

  it('refuses alg none and other algorithms, and malformed tokens', async () => {
    expect(verifier.verifySync(`${b64({ alg: 'none' })}.${b64({ sub: USER, iat: now, exp: now + 60 })}.`, now)).toBeNull();
    expect(verifier.verifySync(await sign({}, 'HS512'), now)).toBeNull();
    expect(verifier.verifySync('abc', now)).toBeNull();
    expect(verifier.verifySync('a.b.c', now)).toBeNull();
  });

  it('checks the times again when the same token comes back (verified once, kept until it expires)', async () => {
    const own = new AccessTokenVerifier(SECRET);
    const token = await sign({ iat: now, exp: now + 60 });
    const read = { userId: USER, issuedAt: now, expiresAt: now + 60 };
    expect(own.verifySync(token, now)).toEqual(read);
    expect(own.verifySync(token, now + 30)).toEqual(read);
    expect(own.verifySync(token, now + 120)).toBeNull();
    expect(own.verifySync(token, now)).toEqual(read);
    const [h, p] = token.split('.');
    expect(own.verifySync(`${h}.${p}.${'B'.repeat(43)}`, now)).toBeNull();
  });
});

describe('revoked tokens', () => {
  const second = 1_800_000_000;
  const token = (ms: number | undefined, tokenId?: string): VerifiedToken => ({
    userId: USER, issuedAt: Math.floor((ms ?? second * 1000) / 1000), expiresAt: second + 900,
    ...(ms !== undefined ? { issuedAtMs: ms } : {}), ...(tokenId ? { tokenId } : {}),
  });
  const revokedAt = (ms: number) => ({ tokensValidAfter: Math.floor(ms / 1000), tokensValidAfterMs: ms });

  it('refuses a token issued earlier in the same second as the revocation, not one issued after it', () => {
    expect(issuedBeforeRevocation(token(second * 1000 + 200), revokedAt(second * 1000 + 500))).toBe(true);
    expect(issuedBeforeRevocation(token(second * 1000 + 500), revokedAt(second * 1000 + 500))).toBe(false);
    expect(issuedBeforeRevocation(token(second * 1000 + 800), revokedAt(second * 1000 + 500))).toBe(false);
    expect(issuedBeforeRevocation(token((second - 1) * 1000 + 999), revokedAt(second * 1000))).toBe(true);
  });

  it('keeps judging tokens without a millisecond issue time by their iat in seconds', () => {
    expect(issuedBeforeRevocation(token(undefined), revokedAt(second * 1000 + 500))).toBe(false);
    expect(issuedBeforeRevocation(token(undefined), revokedAt((second + 1) * 1000))).toBe(true);
  });

  it('reads a state cached before milliseconds existed as the start of its second', () => {
    expect(issuedBeforeRevocation(token(second * 1000 + 10), { tokensValidAfter: second })).toBe(false);
    expect(issuedBeforeRevocation(token(second * 1000 - 10), { tokensValidAfter: second })).toBe(true);
  });

  it('ends a token id a logout revoked, and only that one', () => {
    const state = { revokedTokenIds: ['gone'] };
    expect(tokenEnded(token(second * 1000, 'gone'), state)).toBe(true);
    expect(tokenEnded(token(second * 1000, 'other'), state)).toBe(false);
    expect(tokenEnded(token(second * 1000), state)).toBe(false);
    expect(tokenEnded(token(second * 1000, 'gone'), {})).toBe(false);
  });

  it('ends every token of an ended session, and only those', () => {
    const state = { revokedSessionIds: ['stolen'] };
    const of = (sessionId?: string): VerifiedToken => ({ ...token(second * 1000, 'any'), ...(sessionId ? { sessionId } : {}) });
    expect(tokenEnded(of('stolen'), state)).toBe(true);
    expect(tokenEnded(of('other'), state)).toBe(false);
    expect(tokenEnded(of(undefined), state)).toBe(false);
    expect(tokenEnded(of('stolen'), { revokedTokenIds: [] })).toBe(false);
  });
});
