import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { ReferralKeyEntity, UserReferralEntity } from './referral.entities.js';

/** The key a slot was taken from, as `UPDATE … RETURNING` gives it. */
interface TakenKeyRow {
  id: string;
  user_id: string;
}

/** The only code that reads and writes referral_keys and user_referrals. */
@Injectable()
export class ReferralsRepository {
  constructor(private readonly ds: DataSource) {}

  countReferredBy(referrerId: string): Promise<number> {
    return this.ds.manager.countBy(UserReferralEntity, { referrerId });
  }

  /** The member's newest key that is neither revoked nor expired at `now`. */
  findLiveKeyOf(userId: string, now: Date): Promise<ReferralKeyEntity | null> {
    return this.ds.manager.findOne(ReferralKeyEntity, {
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC' },
    });
  }

  /** The key with this code when it is neither revoked nor expired at `now` (its uses are not checked). */
  findLiveKeyByCode(keyCode: string, now: Date): Promise<ReferralKeyEntity | null> {
    return this.ds.manager.findOne(ReferralKeyEntity, { where: { keyCode, revokedAt: IsNull(), expiresAt: MoreThan(now) } });
  }

  async revokeKeysOf(userId: string, at: Date, manager: EntityManager): Promise<void> {
    await manager.update(ReferralKeyEntity, { userId, revokedAt: IsNull() }, { revokedAt: at });
  }

  async insertKey(key: ReferralKeyEntity, manager: EntityManager): Promise<void> {
    await manager.insert(ReferralKeyEntity, key);
  }

  /**
   * Takes one slot of the key in a single statement, so two sign-ups cannot both take its last
   * slot. Null when the key is unknown, revoked, expired, used up, or the new member's own.
   */
  async takeKeySlot(keyCode: string, newUserId: string, manager: EntityManager): Promise<{ keyId: string; referrerId: string } | null> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [rows]: [TakenKeyRow[], number] = await manager.query(
      `UPDATE referral_keys SET uses = uses + 1
        WHERE key_code = $1 AND revoked_at IS NULL AND expires_at > now() AND uses < max_uses AND user_id <> $2
        RETURNING id, user_id`,
      [keyCode, newUserId],
    );
    const key = rows[0];
    return key ? { keyId: key.id, referrerId: key.user_id } : null;
  }

  async insertReferral(referral: UserReferralEntity, manager: EntityManager): Promise<void> {
    await manager.insert(UserReferralEntity, referral);
  }
}
