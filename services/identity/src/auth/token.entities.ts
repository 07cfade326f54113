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
