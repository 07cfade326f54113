import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { RefreshTokenEntity } from './token.entities.js';

/** The only code that reads and writes refresh_tokens, revoked_access_tokens and revoked_sessions. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly ds: DataSource) {}

  private m(manager?: EntityManager): EntityManager {
    return manager ?? this.ds.manager;
  }

  async insertRefreshToken(row: RefreshTokenEntity, manager: EntityManager): Promise<void> {
    await manager.insert(RefreshTokenEntity, row);
  }

  findRefreshTokenByHash(tokenHash: string, manager?: EntityManager): Promise<RefreshTokenEntity | null> {
    return this.m(manager).findOneBy(RefreshTokenEntity, { tokenHash });
  }

  /** Locks the row until the caller's transaction ends: concurrent refreshes of one token queue here. */
  lockRefreshTokenByHash(tokenHash: string, manager: EntityManager): Promise<RefreshTokenEntity | null> {
    return manager.findOne(RefreshTokenEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  /** Locks every refresh token of one user until the transaction ends (tokens before the account row, as a refresh takes them). */
  async lockRefreshTokensOf(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`SELECT id FROM refresh_tokens WHERE user_id = $1 FOR UPDATE`, [userId]);
  }

  findRefreshTokenById(id: string, manager?: EntityManager): Promise<RefreshTokenEntity | null> {
    return this.m(manager).findOneBy(RefreshTokenEntity, { id });
  }

  async markUsed(id: string, usedAt: Date, successorId: string, manager: EntityManager): Promise<void> {
    await manager.update(RefreshTokenEntity, { id }, { usedAt, successorId });
  }

  async revokeFamily(familyId: string, at: Date, manager?: EntityManager): Promise<void> {
    await this.m(manager).update(RefreshTokenEntity, { familyId, revokedAt: IsNull() }, { revokedAt: at });
  }

  async revokeUserRefreshTokens(userId: string, at: Date, manager: EntityManager): Promise<void> {
    await manager.update(RefreshTokenEntity, { userId, revokedAt: IsNull() }, { revokedAt: at });
  }

  /**
   * Records an access token as revoked until it expires. Returns false when it already was, or
   * when its user no longer exists.
   */
  async revokeAccessToken(jti: string, userId: string, expiresAt: Date, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO revoked_access_tokens (jti, user_id, expires_at, revoked_at)
       SELECT $1, u.id, $3, now() FROM users u WHERE u.id = $2
       ON CONFLICT (jti) DO NOTHING RETURNING jti`,
      [jti, userId, expiresAt],
    );
    return rows.length > 0;
  }

  /**
   * Records a session (refresh-token family) as ended until `expiresAt`, when its last access token
   * has expired. A session ended twice keeps the later end.
   */
  async revokeSession(familyId: string, userId: string, expiresAt: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO revoked_sessions (family_id, user_id, expires_at, revoked_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (family_id) DO UPDATE SET expires_at = greatest(revoked_sessions.expires_at, EXCLUDED.expires_at)`,
      [familyId, userId, expiresAt],
    );
  }

  /**
   * The user's revocations still in force, in one statement: ids of the access tokens a logout ended
   * and of the sessions ended as a whole, each until the tokens it covers have expired.
   */
  async liveRevocations(userId: string, now: Date): Promise<{ tokenIds: string[]; sessionIds: string[] }> {
    const rows: Array<{ kind: 'token' | 'session'; id: string }> = await this.ds.query(
      `SELECT 'token' AS kind, jti AS id, expires_at FROM revoked_access_tokens WHERE user_id = $1 AND expires_at > $2
       UNION ALL
       SELECT 'session', family_id::text, expires_at FROM revoked_sessions WHERE user_id = $1 AND expires_at > $2
       ORDER BY expires_at`,
      [userId, now],
    );
    return {
      tokenIds: rows.filter((r) => r.kind === 'token').map((r) => r.id),
      sessionIds: rows.filter((r) => r.kind === 'session').map((r) => r.id),
    };
  }

  /** Housekeeping: refresh tokens that can no longer serve, revocations of expired access tokens and ended sessions. */
  async purge(): Promise<void> {
    await this.ds.query(`DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '30 days'`);
    await this.ds.query(`DELETE FROM revoked_access_tokens WHERE expires_at < now() - interval '1 hour'`);
    await this.ds.query(`DELETE FROM revoked_sessions WHERE expires_at < now() - interval '1 hour'`);
  }
}
