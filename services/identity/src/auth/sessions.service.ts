import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { IssuedSession } from '@streaming/contracts';
import { IdentityEnv } from '../config/identity.env.js';
import { UsersRepository } from '../users/users.repository.js';
import { toUserView } from '../users/users.mapper.js';
import type { UserEntity } from '../users/user.entity.js';
import { RefreshTokenEntity } from './token.entities.js';
import { decideRefresh } from './refresh.rules.js';
import { randomToken, sha256 } from './token-hash.js';
import { fail } from './identity-errors.js';

/** Access tokens (JWT, verified by the gateway alone) and refresh-token families. */
@Injectable()
export class SessionsService {
  private readonly key: Uint8Array;

  constructor(
    private readonly ds: DataSource,
    private readonly env: IdentityEnv,
    private readonly users: UsersRepository,
  ) {
    this.key = new TextEncoder().encode(env.JWT_SECRET);
  }

  async issue(user: UserEntity, manager: EntityManager, familyId: string = randomUUID()): Promise<IssuedSession> {
    const now = new Date();
    const refreshToken = randomToken();
    const refreshExpiresAt = new Date(now.getTime() + this.env.REFRESH_TOKEN_TTL_DAYS * 86400_000);
    await manager.insert(RefreshTokenEntity, {
      id: randomUUID(),
      familyId,
      userId: user.id,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshExpiresAt,
      usedAt: null,
      revokedAt: null,
      createdAt: now,
    });
    const expiresAt = new Date(now.getTime() + this.env.ACCESS_TOKEN_TTL_SECONDS * 1000);
    const accessToken = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
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

  /** Rotates a refresh token. Replaying an old one revokes its whole family. */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const outcome = await this.ds.transaction(async (manager) => {
      const token = await manager.findOne(RefreshTokenEntity, {
        where: { tokenHash: sha256(refreshToken) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!token) return { error: true as const };
      const decision = decideRefresh(token, new Date(), this.env.REFRESH_REUSE_INTERVAL_MS);
      if (decision === 'reuse') {
        await this.revokeFamily(token.familyId, manager);
        return { error: true as const, reuse: true };
      }
      if (decision === 'expired' || decision === 'revoked') return { error: true as const };
      if (decision === 'rotate') await manager.update(RefreshTokenEntity, { id: token.id }, { usedAt: new Date() });
      const user = await this.users.findById(token.userId, manager);
      if (!user) return { error: true as const };
      return { session: await this.issue(user, manager, token.familyId) };
    });
    if ('error' in outcome) throw fail('REFRESH_INVALID');
    return outcome.session;
  }

  /** Ends the session the token belongs to (its family). Unknown tokens are ignored. */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const token = await this.ds.manager.findOneBy(RefreshTokenEntity, { tokenHash: sha256(refreshToken) });
    if (token) await this.revokeFamily(token.familyId, this.ds.manager);
  }

  async revokeFamily(familyId: string, manager: EntityManager): Promise<void> {
    await manager.update(RefreshTokenEntity, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of the user (ban, password change, reset): refresh tokens and access tokens. */
  async revokeAll(userId: string, manager: EntityManager): Promise<void> {
    await manager.update(RefreshTokenEntity, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    // Access tokens carry their issue time in whole seconds; those issued before this second are refused.
    const validAfter = new Date(Math.floor(Date.now() / 1000) * 1000);
    await this.users.update(userId, { tokensValidAfter: validAfter }, manager);
  }
}
