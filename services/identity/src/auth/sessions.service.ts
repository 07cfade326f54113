import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { DataSource, type EntityManager } from 'typeorm';
import { IdentityEvents, type IssuedSession, type LogoutRequest } from '@streaming/contracts';
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
    return this.session(user, manager, refreshToken, refreshExpiresAt);
  }

  /**
   * Rotates a refresh token. A replay within REFRESH_REUSE_INTERVAL_MS gets the successor already
   * issued (same refresh token, a new access token of the same session); a later replay revokes the
   * whole family.
   */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const session = await this.ds.transaction(async (manager): Promise<IssuedSession | null> => {
      const token = await this.tokens.lockRefreshTokenByHash(sha256(refreshToken), manager);
      if (!token) return null;
      const now = new Date();
      const decision = decideRefresh(token, now, this.env.REFRESH_REUSE_INTERVAL_MS);
      if (decision === 'reuse') {
        await this.tokens.revokeFamily(token.familyId, now, manager);
        return null;
      }
      if (decision === 'expired' || decision === 'revoked') return null;
      const user = await this.users.findById(token.userId, manager);
      if (!user) return null;
      if (decision === 'rotate') {
        const successorId = randomUUID();
        const secret = successorSecret(this.successorKey, successorId);
        const expiresAt = await this.storeRefreshToken(manager, successorId, token.familyId, user.id, secret, now);
        await this.tokens.markUsed(token.id, now, successorId, manager);
        return this.session(user, manager, secret, expiresAt);
      }
      // grace: the successor recorded on the used row, never a new token.
      const successor = token.successorId ? await this.tokens.findRefreshTokenById(token.successorId, manager) : null;
      if (!successor || !successorUsable(successor, now)) return null;
      return this.session(user, manager, successorSecret(this.successorKey, successor.id), successor.expiresAt);
    });
    if (!session) throw fail('REFRESH_INVALID');
    return session;
  }

  /**
   * Ends the session of the refresh token (its family) and the access token the call was made with
   * (revoked until it expires, announced so that every gateway drops its cached access state).
   * Unknown, expired or forged tokens are ignored.
   */
  async logout({ refreshToken, accessToken }: LogoutRequest): Promise<void> {
    const access = accessToken ? await this.readAccessToken(accessToken) : null;
    if (!refreshToken && !access) return;
    const announced = await this.ds.transaction(async (manager) => {
      const now = new Date();
      const token = refreshToken ? await this.tokens.findRefreshTokenByHash(sha256(refreshToken), manager) : null;
      if (token) await this.tokens.revokeFamily(token.familyId, now, manager);
      if (!access || !(await this.tokens.revokeAccessToken(access.jti, access.userId, access.expiresAt, manager))) return false;
      await addToOutbox(manager, IdentityEvents.sessionEnded, { userId: access.userId });
      return true;
    });
    if (announced) this.infra.relay?.poke();
  }

  /** Ids of the user's access tokens ended by a logout and not expired yet (part of the access state). */
  revokedAccessTokenIds(userId: string): Promise<string[]> {
    return this.tokens.revokedAccessTokenIds(userId, new Date());
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

  private async session(user: UserEntity, manager: EntityManager, refreshToken: string, refreshExpiresAt: Date): Promise<IssuedSession> {
    const issuedAt = Date.now();
    const expiresAt = new Date(issuedAt + this.env.ACCESS_TOKEN_TTL_SECONDS * 1000);
    const accessToken = await new SignJWT({ [ISSUED_AT_MS_CLAIM]: issuedAt })
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
