import { describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { AccessTokenVerifier } from './access-token.js';

const SECRET = 'unit-test-secret-unit-test-secret-123';
const key = new TextEncoder().encode(SECRET);
const now = Math.floor(Date.now() / 1000);
const sign = (claims: { iat?: number; exp?: number; sub?: string } = {}, alg = 'HS256') =>
  new SignJWT({}).setProtectedHeader({ alg }).setSubject(claims.sub ?? 'user-1').setIssuedAt(claims.iat ?? now).setExpirationTime(claims.exp ?? now + 900).sign(key);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('access token verification', () => {
  const verifier = new AccessTokenVerifier(SECRET);

  it('accepts a token signed by identity (jose, HS256) and reads subject and issue time', async () => {
    expect(verifier.verifySync(await sign({ iat: now - 10 }), now)).toEqual({ userId: 'user-1', issuedAt: now - 10 });
  });

  it('refuses a wrong signature, another secret, an expired token and a token with a changed payload', async () => {
    const good = await sign();
    const [h, p] = good.split('.');
    expect(verifier.verifySync(`${h}.${p}.${'A'.repeat(43)}`, now)).toBeNull();
    expect(new AccessTokenVerifier('another-secret-another-secret-12345').verifySync(good, now)).toBeNull();
    expect(verifier.verifySync(await sign({ iat: now - 1000, exp: now - 60 }), now)).toBeNull();
    const forged = `${h}.${b64({ sub: 'admin', iat: now, exp: now + 900 })}.${good.split('.')[2]}`;
    expect(verifier.verifySync(forged, now)).toBeNull();
  });

  it('refuses alg none and other algorithms, and malformed tokens', async () => {
    expect(verifier.verifySync(`${b64({ alg: 'none' })}.${b64({ sub: 'x', iat: now, exp: now + 60 })}.`, now)).toBeNull();
    expect(verifier.verifySync(await sign({}, 'HS512'), now)).toBeNull();
    expect(verifier.verifySync('abc', now)).toBeNull();
    expect(verifier.verifySync('a.b.c', now)).toBeNull();
  });

  it('checks the times again when the same token comes back (verified once, kept until it expires)', async () => {
    const own = new AccessTokenVerifier(SECRET);
    const token = await sign({ iat: now, exp: now + 60 });
    expect(own.verifySync(token, now)).toEqual({ userId: 'user-1', issuedAt: now });
    expect(own.verifySync(token, now + 30)).toEqual({ userId: 'user-1', issuedAt: now });
    expect(own.verifySync(token, now + 120)).toBeNull();
    expect(own.verifySync(token, now)).toEqual({ userId: 'user-1', issuedAt: now });
    const [h, p] = token.split('.');
    expect(own.verifySync(`${h}.${p}.${'B'.repeat(43)}`, now)).toBeNull();
  });
});
