import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'referral_keys' })
export class ReferralKeyEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text', { name: 'key_code', unique: true })
  keyCode: string;

  @Column('int', { name: 'max_uses' })
  maxUses: number;

  @Column('int')
  uses: number;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}

@Entity({ name: 'user_referrals' })
export class UserReferralEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'referrer_id' })
  referrerId: string;

  @Column('uuid', { name: 'referred_id', unique: true })
  referredId: string;

  @Column('uuid', { name: 'key_id' })
  keyId: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
