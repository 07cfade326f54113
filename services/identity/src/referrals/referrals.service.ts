import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ReferralStats } from '@streaming/contracts';
import { IdentityEnv } from '../config/identity.env.js';
import { ReferralsRepository } from './referrals.repository.js';

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
    private readonly referrals: ReferralsRepository,
  ) {}

  async stats(userId: string): Promise<ReferralStats> {
    const [total, key] = await Promise.all([
      this.referrals.countReferredBy(userId),
      this.referrals.findLiveKeyOf(userId, new Date()),
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
      const now = new Date();
      await this.referrals.revokeKeysOf(userId, now, manager);
      await this.referrals.insertKey({
        id: randomUUID(),
        userId,
        keyCode: newKeyCode(),
        maxUses: REFERRAL_KEY_MAX_USES,
        uses: 0,
        expiresAt: new Date(now.getTime() + this.env.REFERRAL_KEY_TTL_HOURS * 3600_000),
        revokedAt: null,
        createdAt: now,
      }, manager);
    });
    return this.stats(userId);
  }

  async validate(keyCode: string): Promise<{ valid: boolean }> {
    const key = await this.referrals.findLiveKeyByCode(keyCode.trim().toUpperCase(), new Date());
    return { valid: !!key && key.uses < key.maxUses };
  }

  /** Uses one slot of a valid key for a new member; returns false when the key cannot be used. */
  async use(keyCode: string, newUserId: string, manager: EntityManager): Promise<boolean> {
    const key = await this.referrals.takeKeySlot(keyCode.trim().toUpperCase(), newUserId, manager);
    if (!key) return false;
    await this.referrals.insertReferral({ id: randomUUID(), referrerId: key.referrerId, referredId: newUserId, keyId: key.keyId, createdAt: new Date() }, manager);
    return true;
  }
}
