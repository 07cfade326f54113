import { createHmac, timingSafeEqual } from 'node:crypto';

export interface VerifiedToken {
  userId: string;
  issuedAt: number;
}

const CLOCK_TOLERANCE_SECONDS = 5;
/** Tokens whose signature was checked, kept until they expire: a member sends the same one for 15 minutes. */
const VERIFIED_CACHE_SIZE = 10_000;

interface Checked extends VerifiedToken {
  exp: number;
  nbf?: number;
}

/**
 * Verifies an access token locally (JWS compact, HS256 with the secret shared with identity): no
 * network hop, and no per-call key import. Only HS256 is accepted; `alg: none` or any other
 * algorithm is refused, as are expired tokens and tokens without subject or issue time.
 */
export class AccessTokenVerifier {
  private readonly secret: Buffer;
  /**
   * Tokens this process already verified (signature, algorithm, claims), by their exact text: the
   * same text carries the same signature, so only the time checks are made again. Bounded: the
   * oldest entry goes first; forged or malformed tokens are never kept.
   */
  private readonly verified = new Map<string, Checked>();

  constructor(secret: string) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  async verify(token: string): Promise<VerifiedToken | null> {
    return this.verifySync(token, Math.floor(Date.now() / 1000));
  }

  verifySync(token: string, now: number): VerifiedToken | null {
    let checked = this.verified.get(token);
    if (!checked) {
      const read = this.check(token);
      if (!read) return null;
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, read);
      checked = read;
    }
    if (checked.exp + CLOCK_TOLERANCE_SECONDS <= now) {
      this.verified.delete(token);
      return null;
    }
    if (checked.nbf !== undefined && checked.nbf - CLOCK_TOLERANCE_SECONDS > now) return null;
    return { userId: checked.userId, issuedAt: checked.issuedAt };
  }

  /** Signature, algorithm and claim types; the times are checked by the caller. */
  private check(token: string): Checked | null {
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
      return { userId: p.sub, issuedAt: p.iat, exp: p.exp, ...(typeof p.nbf === 'number' ? { nbf: p.nbf } : {}) };
    } catch {
      return null;
    }
  }
}
