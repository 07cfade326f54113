import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { IdentityEvents, type AccessState, type AdminBanResult, type BanStatus } from '@streaming/contracts';
import { addToOutbox, Infrastructure, type AdminContext } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { UsersRepository } from '../users/users.repository.js';
import { SessionsService } from '../auth/sessions.service.js';
import { fail } from '../auth/identity-errors.js';
import { toUserView } from '../users/users.mapper.js';
import type { BanEntity } from './ban.entity.js';
import { BansRepository } from './bans.repository.js';
import { AuditService } from '../audit/audit.service.js';
import { banRefusal } from '../admin/admin-guard.rules.js';
import { banChanges, banEnd, banSuccessMessage, isBanActive, toBanView } from './ban.rules.js';

@Injectable()
export class BansService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly users: UsersRepository,
    private readonly bans: BansRepository,
    private readonly sessions: SessionsService,
    private readonly env: IdentityEnv,
    private readonly audit: AuditService,
  ) {}

  async activeBan(userId: string, manager?: EntityManager): Promise<BanEntity | null> {
    const bans = await this.bans.findUnlifted(userId, manager);
    const now = new Date();
    return bans.find((b) => isBanActive(b, now)) ?? null;
  }

  async status(userId: string): Promise<BanStatus> {
    const ban = await this.activeBan(userId);
    return { banned: !!ban, ban: ban ? toBanView(ban, this.env.SUPPORT_EMAIL) : null };
  }

  /**
   * What the gateway needs on each call: does the user exist, is it admin, banned, since when are
   * tokens valid, which of its unexpired access tokens a logout ended, which of its sessions ended
   * as a whole (logout with the refresh cookie, a replayed refresh token).
   */
  async accessState(userId: string): Promise<AccessState> {
    const [user, isAdmin, ban, revoked] = await Promise.all([
      this.users.findById(userId),
      this.users.isAdmin(userId),
      this.activeBan(userId),
      this.sessions.liveRevocations(userId),
    ]);
    const validAfterMs = user ? user.tokensValidAfter.getTime() : Number.MAX_SAFE_INTEGER;
    return {
      userId,
      exists: !!user,
      isAdmin: !!user && isAdmin,
      ban: ban ? toBanView(ban, this.env.SUPPORT_EMAIL) : null,
      tokensValidAfter: Math.floor(validAfterMs / 1000),
      tokensValidAfterMs: validAfterMs,
      revokedTokenIds: revoked.tokenIds,
      revokedSessionIds: revoked.sessionIds,
      user: user ? toUserView(user, isAdmin) : null,
    };
  }

  /**
   * Bans for `days` days (0: permanent). A previous active ban is lifted, and kept in the history.
   * Nobody bans themself, and an admin is demoted first (SELF_BAN, ADMIN_NOT_BANNABLE); the target's
   * row is locked first, as a role change locks it, so a promotion cannot slip in between.
   */
  async ban(targetId: string, by: AdminContext, reason: string, days: number): Promise<AdminBanResult> {
    const trimmed = reason.trim();
    if (!trimmed) throw fail('BAN_REASON_REQUIRED');
    const view = await this.ds.transaction(async (manager) => {
      if (!(await this.users.lockById(targetId, manager))) throw fail('USER_NOT_FOUND');
      const refused = banRefusal(by.actorId, { id: targetId, isAdmin: await this.users.isAdmin(targetId, manager) });
      if (refused) throw fail(refused);
      const now = new Date();
      const previous = await this.activeBan(targetId, manager);
      await this.bans.liftAll(targetId, by.actorId, now, manager);
      const ban: BanEntity = { id: randomUUID(), userId: targetId, reason: trimmed, bannedUntil: banEnd(days, now), createdBy: by.actorId, createdAt: now, liftedAt: null, liftedBy: null };
      await this.bans.insert(ban, manager);
      await this.sessions.revokeAll(targetId, manager);
      await addToOutbox(manager, IdentityEvents.banned, { userId: targetId });
      await this.audit.record(manager, by, { action: 'user.ban', targetType: 'user', targetId, memberId: targetId, personalFields: [], changes: banChanges(previous, ban) });
      return toBanView(ban, this.env.SUPPORT_EMAIL);
    });
    this.infra.relay?.poke();
    return { ...view, message: banSuccessMessage(days) };
  }

  async unban(targetId: string, by: AdminContext): Promise<void> {
    await this.ds.transaction(async (manager) => {
      const active = await this.activeBan(targetId, manager);
      if (!active) throw fail('NOT_BANNED');
      await this.bans.liftAll(targetId, by.actorId, new Date(), manager);
      await addToOutbox(manager, IdentityEvents.unbanned, { userId: targetId });
      await this.audit.record(manager, by, { action: 'user.unban', targetType: 'user', targetId, memberId: targetId, personalFields: [], changes: banChanges(active, null) });
    });
    this.infra.relay?.poke();
  }
}
