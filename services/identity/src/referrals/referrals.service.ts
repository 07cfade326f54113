import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import type { ReferralStats } from '@streaming/contracts';
import { IdentityEnv } from '../config/identity.env.js';
import { ReferralKeyEntity, UserReferralEntity } from './referral.entities.js';

export const REFERRAL_KEY_MAX_USES = 2;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newKeyCode(): string {
  return Array.from(randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** get_referral_stats, generate_referral_key, validate_referral_key and use_referral_key of the spec. */
@Injectable()
export class ReferralsService {
  constructor(
    private readonly ds: DataSource,
    private readonly env: IdentityEnv,
  ) {}

  async stats(userId: string): Promise<ReferralStats> {
    const [total, key] = await Promise.all([
      this.ds.manager.countBy(UserReferralEntity, { referrerId: userId }),
      this.ds.manager.findOne(ReferralKeyEntity, {
        where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        order: { createdAt: 'DESC' },
      }),
    ]);
    return {
      totalReferrals: total,
      keyUses: key?.uses ?? 0,
      keyMaxUses: REFERRAL_KEY_MAX_USES,
      keyExpiresAt: key?.expiresAt.toISOString() ?? null,
      activeKey: key?.keyCode ?? null,
    };
  }

  /** Replaces the member's key with a new one. */
  async generate(userId: string): Promise<ReferralStats> {
    await this.ds.transaction(async (manager) => {
      await manager.update(ReferralKeyEntity, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
      await manager.insert(ReferralKeyEntity, {
        id: randomUUID(),
        userId,
        keyCode: newKeyCode(),
        maxUses: REFERRAL_KEY_MAX_USES,
        uses: 0,
        expiresAt: new Date(Date.now() + this.env.REFERRAL_KEY_TTL_HOURS * 3600_000),
        revokedAt: null,
        createdAt: new Date(),
      });
    });
    return this.stats(userId);
  }

  async validate(keyCode: string): Promise<{ valid: boolean }> {
    const key = await this.ds.manager.findOne(ReferralKeyEntity, {
      where: { keyCode: keyCode.trim().toUpperCase(), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    return { valid: !!key && key.uses < key.maxUses };
  }

  /** Uses one slot of a valid key for a new member; returns false when the key cannot be used. */
  async use(keyCode: string, newUserId: string, manager: EntityManager): Promise<boolean> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [rows]: [Array<{ id: string; user_id: string }>, number] = await manager.query(
      `UPDATE referral_keys SET uses = uses + 1
        WHERE key_code = $1 AND revoked_at IS NULL AND expires_at > now() AND uses < max_uses AND user_id <> $2
        RETURNING id, user_id`,
      [keyCode.trim().toUpperCase(), newUserId],
    );
    const key = rows[0];
    if (!key) return false;
    await manager.insert(UserReferralEntity, { id: randomUUID(), referrerId: key.user_id, referredId: newUserId, keyId: key.id, createdAt: new Date() });
    return true;
  }
}
