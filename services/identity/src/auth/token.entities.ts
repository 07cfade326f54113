import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per refresh token; rotation links them by family. Only the SHA-256 of the token is kept. */
@Entity({ name: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'family_id' })
  familyId: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text', { name: 'token_hash', unique: true })
  tokenHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  /**
   * The token that replaced this one when it was used. Its secret is derived from its id (see
   * refresh.rules.ts), so a replay within the grace window gets that very token back.
   */
  @Column('uuid', { name: 'successor_id', nullable: true })
  successorId: string | null;
}

/** Access tokens ended by a logout, kept until they expire (the gateway refuses their jti). */
@Entity({ name: 'revoked_access_tokens' })
export class RevokedAccessTokenEntity {
  @PrimaryColumn('text')
  jti: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'revoked_at' })
  revokedAt: Date;
}

/**
 * Sessions (refresh-token families) ended as a whole by a logout or a replayed refresh token, kept
 * until the last access token of the session has expired (the gateway refuses their `sid`).
 */
@Entity({ name: 'revoked_sessions' })
export class RevokedSessionEntity {
  @PrimaryColumn('uuid', { name: 'family_id' })
  familyId: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'revoked_at' })
  revokedAt: Date;
}

/**
 * recovery: password reset; email_confirm: the address given at sign-up; email_change: confirms a new
 * address (sent to it); email_change_cancel: cancels that change (sent to the old address).
 */
export type EmailTokenKind = 'recovery' | 'email_confirm' | 'email_change' | 'email_change_cancel';

/** Reset, confirmation and cancel tokens: random, stored hashed, single use, one hour. */
@Entity({ name: 'email_tokens' })
export class EmailTokenEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text')
  kind: EmailTokenKind;

  @Column('text', { name: 'token_hash', unique: true })
  tokenHash: string;

  /** The address being confirmed (e-mail change), or whose change the link cancels. */
  @Column('text', { nullable: true })
  email: string | null;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}

/** Ids of anti-robot challenges already answered (each is single use). */
@Entity({ name: 'captcha_uses' })
export class CaptchaUseEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('timestamptz', { name: 'used_at' })
  usedAt: Date;
}
