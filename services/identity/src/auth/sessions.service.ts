import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { DataSource, type EntityManager } from 'typeorm';
import { IdentityEvents, type IssuedSession, type LogoutRequest, type LogoutResult, type RefreshRefusal } from '@streaming/contracts';
import { addToOutbox, Infrastructure } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { UsersRepository } from '../users/users.repository.js';
import { toUserView } from '../users/users.mapper.js';
import type { UserEntity } from '../users/user.entity.js';
import { SessionsRepository } from './sessions.repository.js';
import { decideRefresh, successorKey, successorSecret, successorUsable } from './refresh.rules.js';
import { randomToken, sha256 } from './token-hash.js';
import { fail } from './identity-errors.js';

/** Claim carrying the issue time in milliseconds, so that a revocation in the same second still applies. */
export const ISSUED_AT_MS_CLAIM = 'iat_ms';
/** Claim carrying the session (refresh-token family) of an access token: ending the session ends the token. */
export const SESSION_ID_CLAIM = 'sid';
/**
 * How long past its last access token's expiry an ended session stays listed: the gateway accepts a
 * token a few seconds past `exp` (clock tolerance).
 */
const SESSION_END_MARGIN_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Access tokens (JWT, verified by the gateway alone) and refresh-token families. */
@Injectable()
export class SessionsService {
  private readonly key: Uint8Array;
  private readonly successorKey: Buffer;

  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly env: IdentityEnv,
    private readonly users: UsersRepository,
    private readonly tokens: SessionsRepository,
  ) {
    this.key = new TextEncoder().encode(env.JWT_SECRET);
    this.successorKey = successorKey(env.JWT_SECRET);
  }

  /** Opens a session: a new refresh-token family (random secret) and an access token. */
  async issue(user: UserEntity, manager: EntityManager, familyId: string = randomUUID()): Promise<IssuedSession> {
    const now = new Date();
    const refreshToken = randomToken();
    const refreshExpiresAt = await this.storeRefreshToken(manager, randomUUID(), familyId, user.id, refreshToken, now);
    return this.session(user, manager, familyId, refreshToken, refreshExpiresAt);
  }

  /**
   * Rotates a refresh token. A replay within REFRESH_REUSE_INTERVAL_MS gets the successor already
   * issued (same refresh token, a new access token of the same session); a later replay ends the
   * whole session: every refresh token of the family and every access token it issued. The refusal
   * then names the member (`RefreshRefusal`), so that the gateway drops its cached access state at
   * once rather than when the event reaches it.
   */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const outcome = await this.ds.transaction(async (manager): Promise<IssuedSession | RefreshRefusal | null> => {
      const token = await this.tokens.lockRefreshTokenByHash(sha256(refreshToken), manager);
      if (!token) return null;
      const now = new Date();
      const decision = decideRefresh(token, now, this.env.REFRESH_REUSE_INTERVAL_MS);
      if (decision === 'reuse') {
        await this.endSession(token.familyId, token.userId, now, manager);
        return { sessionEndedFor: token.userId };
      }
      if (decision === 'expired' || decision === 'revoked') return null;
      const user = await this.users.findById(token.userId, manager);
      if (!user) return null;
      if (decision === 'rotate') {
        const successorId = randomUUID();
        const secret = successorSecret(this.successorKey, successorId);
        const expiresAt = await this.storeRefreshToken(manager, successorId, token.familyId, user.id, secret, now);
        await this.tokens.markUsed(token.id, now, successorId, manager);
        return this.session(user, manager, token.familyId, secret, expiresAt);
      }
      // grace: the successor recorded on the used row, never a new token.
      const successor = token.successorId ? await this.tokens.findRefreshTokenById(token.successorId, manager) : null;
      if (!successor || !successorUsable(successor, now)) return null;
      return this.session(user, manager, token.familyId, successorSecret(this.successorKey, successor.id), successor.expiresAt);
    });
    if (outcome && 'accessToken' in outcome) return outcome;
    if (outcome) this.infra.relay?.poke();
    throw fail('REFRESH_INVALID', outcome ? { ...outcome } : undefined);
  }

  /**
   * Ends the session of the refresh token (its family: refresh tokens and every access token it
   * issued) and the access token the call was made with (revoked until it expires), announced so
   * that every gateway drops its cached access state. Unknown, expired or forged tokens are
   * ignored. Returns the member whose session or token ended, for the calling gateway's own cache.
   */
  async logout({ refreshToken, accessToken }: LogoutRequest): Promise<LogoutResult> {
    const access = accessToken ? await this.readAccessToken(accessToken) : null;
    if (!refreshToken && !access) return { ok: true };
    const ended = await this.ds.transaction(async (manager): Promise<string | undefined> => {
      const now = new Date();
      const token = refreshToken ? await this.tokens.findRefreshTokenByHash(sha256(refreshToken), manager) : null;
      const sessionOf = token && !token.revokedAt ? token.userId : undefined;
      if (token && sessionOf) await this.endSession(token.familyId, sessionOf, now, manager, { announce: false });
      const tokenOf = access && (await this.tokens.revokeAccessToken(access.jti, access.userId, access.expiresAt, manager)) ? access.userId : undefined;
      for (const userId of new Set([sessionOf, tokenOf])) if (userId) await addToOutbox(manager, IdentityEvents.sessionEnded, { userId });
      return sessionOf ?? tokenOf;
    });
    if (ended) this.infra.relay?.poke();
    return { ok: true, ...(ended ? { sessionEndedFor: ended } : {}) };
  }

  /**
   * Ends a session: its refresh tokens, and (listed in the access state until the last of them has
   * expired) every access token it issued. Announced to the gateways unless the caller does it.
   */
  private async endSession(familyId: string, userId: string, now: Date, manager: EntityManager, { announce = true } = {}): Promise<void> {
    await this.tokens.revokeFamily(familyId, now, manager);
    const lastTokenExpiry = now.getTime() + this.env.ACCESS_TOKEN_TTL_SECONDS * 1000 + SESSION_END_MARGIN_MS;
    await this.tokens.revokeSession(familyId, userId, new Date(lastTokenExpiry), manager);
    if (announce) await addToOutbox(manager, IdentityEvents.sessionEnded, { userId });
  }

  /**
   * Part of the access state: ids of the user's access tokens ended by a logout, and of its sessions
   * ended as a whole, as long as a token they cover may not have expired.
   */
  liveRevocations(userId: string): Promise<{ tokenIds: string[]; sessionIds: string[] }> {
    return this.tokens.liveRevocations(userId, new Date());
  }

  /**
   * Ends every session of the user (ban, password change, reset): refresh tokens, and access tokens
   * issued before this millisecond. A session opened afterwards, in the same transaction or later,
   * is valid.
   */
  async revokeAll(userId: string, manager: EntityManager): Promise<void> {
    const now = new Date();
    await this.tokens.revokeUserRefreshTokens(userId, now, manager);
    await this.users.update(userId, { tokensValidAfter: now }, manager);
  }

  private async storeRefreshToken(manager: EntityManager, id: string, familyId: string, userId: string, secret: string, now: Date): Promise<Date> {
    const expiresAt = new Date(now.getTime() + this.env.REFRESH_TOKEN_TTL_DAYS * 86400_000);
    await this.tokens.insertRefreshToken(
      { id, familyId, userId, tokenHash: sha256(secret), expiresAt, usedAt: null, revokedAt: null, createdAt: now, successorId: null },
      manager,
    );
    return expiresAt;
  }

  private async session(user: UserEntity, manager: EntityManager, familyId: string, refreshToken: string, refreshExpiresAt: Date): Promise<IssuedSession> {
    const issuedAt = Date.now();
    const expiresAt = new Date(issuedAt + this.env.ACCESS_TOKEN_TTL_SECONDS * 1000);
    const accessToken = await new SignJWT({ [ISSUED_AT_MS_CLAIM]: issuedAt, [SESSION_ID_CLAIM]: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(issuedAt / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setJti(randomUUID())
      .sign(this.key);
    const isAdmin = await this.users.isAdmin(user.id, manager);
    return {
      accessToken,
      expiresAt: expiresAt.toISOString(),
      refreshToken,
      refreshExpiresAt: refreshExpiresAt.toISOString(),
      user: toUserView(user, isAdmin),
    };
  }

  /** Subject, id and expiry of a valid access token signed by this service, or null. */
  private async readAccessToken(token: string): Promise<{ userId: string; jti: string; expiresAt: Date } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.jti !== 'string' || !payload.jti || typeof payload.exp !== 'number') return null;
      return { userId: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }
}
