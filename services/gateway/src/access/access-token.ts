import { createHmac } from 'node:crypto';
import { signatureMatches } from '@streaming/platform';
import type { AccessState } from '@streaming/contracts';

export interface VerifiedToken {
  /** `sub`: always a UUID. */
  userId: string;
  /** `iat`, in seconds. */
  issuedAt: number;
  /** `iat_ms`, the issue time in milliseconds (tokens issued before it existed have none). */
  issuedAtMs?: number;
  /** `jti`: what a logout revokes. */
  tokenId?: string;
  /** `sid`: the session (refresh-token family) that issued it; ending the session ends the token. */
  sessionId?: string;
  /** `exp`, in seconds. */
  expiresAt: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether this token itself was ended, whatever else the member's state says: a logout revoked its
 * id, or its session ended as a whole (a logout with the refresh cookie, a replayed refresh token).
 */
export function tokenEnded(token: VerifiedToken, state: Pick<AccessState, 'revokedTokenIds' | 'revokedSessionIds'>): boolean {
  if (token.tokenId !== undefined && state.revokedTokenIds?.includes(token.tokenId)) return true;
  return token.sessionId !== undefined && state.revokedSessionIds?.includes(token.sessionId) === true;
}

/**
 * Whether a revocation of all the member's tokens (ban, password change, reset) came after this one
 * was issued. Compared in milliseconds when the token carries its issue time in milliseconds, so a
 * revocation in the same second applies; older tokens compare their `iat` in whole seconds, as they
 * always did.
 */
export function issuedBeforeRevocation(token: VerifiedToken, state: Pick<AccessState, 'tokensValidAfter' | 'tokensValidAfterMs'>): boolean {
  if (token.issuedAtMs === undefined) return token.issuedAt < state.tokensValidAfter;
  return token.issuedAtMs < (state.tokensValidAfterMs ?? state.tokensValidAfter * 1000);
}

const CLOCK_TOLERANCE_SECONDS = 5;
/** Tokens whose signature was checked, kept until they expire: a member sends the same one for 15 minutes. */
const VERIFIED_CACHE_SIZE = 10_000;

/** A token whose signature and claims were checked: its exact text, what it stands for, and its `nbf` (seconds), checked on each use. */
interface Checked {
  text: string;
  token: VerifiedToken;
  nbf?: number;
}

/**
 * Verifies an access token locally (JWS compact, HS256 with the secret shared with identity): no
 * network hop, and no per-call key import. Only HS256 is accepted; `alg: none` or any other
 * algorithm is refused, as are expired tokens, tokens whose subject is not a UUID, and tokens without
 * issue time.
 */
export class AccessTokenVerifier {
  private readonly secret: Buffer;
  /**
   * Tokens this process already verified (signature, algorithm, claims), by their signature (their
   * last segment: unique to the token, and a fifth of its length to hash on every request), kept
   * with their exact text, which must be the presented one: only the time checks are made again.
   * Bounded: the oldest entry goes first; forged or malformed tokens are never kept.
   */
  private readonly verified = new Map<string, Checked>();

  constructor(secret: string) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  async verify(token: string): Promise<VerifiedToken | null> {
    return this.verifySync(token, Math.floor(Date.now() / 1000));
  }

  verifySync(token: string, now: number): VerifiedToken | null {
    const signature = token.slice(token.lastIndexOf('.') + 1);
    let checked = this.verified.get(signature);
    if (checked?.text !== token) {
      // Not verified yet, or another text under a known signature (forged): checked in full, kept only if valid.
      const read = this.check(token);
      if (!read) return null;
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(signature, read);
      checked = read;
    }
    if (checked.token.expiresAt + CLOCK_TOLERANCE_SECONDS <= now) {
      this.verified.delete(signature);
      return null;
    }
    if (checked.nbf !== undefined && checked.nbf - CLOCK_TOLERANCE_SECONDS > now) return null;
    // The same frozen object for every use of the token: nothing is copied per request.
    return checked.token;
  }

  /** Signature, algorithm and claim types; the times are checked by the caller. */
  private check(token: string): Checked | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts;
    const expected = createHmac('sha256', this.secret).update(`${header}.${payload}`).digest();
    if (!signatureMatches(signature, expected)) return null;
    try {
      const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
      if (h.alg !== 'HS256') return null;
      const p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; iat?: unknown; exp?: unknown; nbf?: unknown; jti?: unknown; iat_ms?: unknown; sid?: unknown };
      // The subject is a user id everywhere downstream: anything but a UUID is not one of our tokens.
      if (typeof p.sub !== 'string' || !UUID.test(p.sub) || typeof p.iat !== 'number' || typeof p.exp !== 'number') return null;
      // A millisecond issue time must agree with `iat`; a token where they differ is malformed.
      if (p.iat_ms !== undefined && (typeof p.iat_ms !== 'number' || Math.floor(p.iat_ms / 1000) !== p.iat)) return null;
      const verified: VerifiedToken = Object.freeze({
        userId: p.sub,
        issuedAt: p.iat,
        expiresAt: p.exp,
        ...(typeof p.iat_ms === 'number' ? { issuedAtMs: p.iat_ms } : {}),
        ...(typeof p.jti === 'string' && p.jti ? { tokenId: p.jti } : {}),
        ...(typeof p.sid === 'string' && p.sid ? { sessionId: p.sid } : {}),
      });
      return typeof p.nbf === 'number' ? { text: token, token: verified, nbf: p.nbf } : { text: token, token: verified };
    } catch {
      return null;
    }
  }
}
