import { createHmac, timingSafeEqual } from 'node:crypto';

export interface VerifiedToken {
  userId: string;
  issuedAt: number;
}

const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies an access token locally (JWS compact, HS256 with the secret shared with identity): no
 * network hop, and no per-call key import. Only HS256 is accepted; `alg: none` or any other
 * algorithm is refused, as are expired tokens and tokens without subject or issue time.
 */
export class AccessTokenVerifier {
  private readonly secret: Buffer;

  constructor(secret: string) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  async verify(token: string): Promise<VerifiedToken | null> {
    return this.verifySync(token, Math.floor(Date.now() / 1000));
  }

  verifySync(token: string, now: number): VerifiedToken | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts;
    const expected = createHmac('sha256', this.secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
      if (h.alg !== 'HS256') return null;
      const p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; iat?: unknown; exp?: unknown; nbf?: unknown };
      if (typeof p.sub !== 'string' || typeof p.iat !== 'number' || typeof p.exp !== 'number') return null;
      if (p.exp + CLOCK_TOLERANCE_SECONDS <= now) return null;
      if (typeof p.nbf === 'number' && p.nbf - CLOCK_TOLERANCE_SECONDS > now) return null;
      return { userId: p.sub, issuedAt: p.iat };
    } catch {
      return null;
    }
  }
}
