import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  AdminMailDto, BanUserDto, EngagementPatterns, IdentityPatterns, ListUsersQuery, SetAdminDto, type AdminBanResult, type AdminUsersPage,
} from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { AdminOnly } from '../auth/route-access.decorators.js';
import { HttpProblem } from '../errors/http-problem.js';
import { AccessStateService } from '../access/access-state.service.js';
import { GatewayEnv } from '../config/gateway.env.js';
import { RateLimiterService, parseLimit } from '../rate-limit/rate-limiter.service.js';

/** How long the users list waits for engagement's counts before answering without them. */
export const COUNTS_TIMEOUT_MS = 2000;

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new HttpProblem(400, 'VALIDATION_FAILED', 'Identifiant utilisateur invalide.') });

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly rpc: RpcService,
    private readonly access: AccessStateService,
    private readonly infra: Infrastructure,
    private readonly limiter: RateLimiterService,
    private readonly env: GatewayEnv,
  ) {}

  /**
   * Identity's page and counters, each row with its engagement counts (one call for the page; left
   * out if engagement does not answer).
   */
  @Get()
  async list(@Query() query: ListUsersQuery, @Req() req: GatewayRequest): Promise<AdminUsersPage> {
    const page = await this.rpc.call(IdentityPatterns.adminUsersList, query, req);
    if (page.items.length === 0) return page;
    try {
      const { counts } = await this.rpc.call(EngagementPatterns.usersCounts, { userIds: page.items.map((u) => u.id) }, req, COUNTS_TIMEOUT_MS);
      return { ...page, items: page.items.map((u) => (counts[u.id] ? { ...u, favorites: counts[u.id].favorites, watched: counts[u.id].watched } : u)) };
    } catch (err) {
      this.infra.logger.warn({ requestId: req.id, err }, 'engagement counts unavailable: users listed without them');
      return page;
    }
  }

  @Post(':id/ban')
  @HttpCode(200)
  async ban(@Param('id', uuid) id: string, @Body() dto: BanUserDto, @Req() req: GatewayRequest): Promise<AdminBanResult> {
    const ban = await this.rpc.call(IdentityPatterns.adminUserBan, { id, ...dto }, req);
    // Applies at once through this gateway; identity's event drops the other gateways' copies.
    await this.access.drop(id);
    return ban;
  }

  @Delete(':id/ban')
  @HttpCode(204)
  async unban(@Param('id', uuid) id: string, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(IdentityPatterns.adminUserUnban, { id }, req);
    await this.access.drop(id);
  }

  @Put(':id/admin')
  @HttpCode(204)
  async setAdmin(@Param('id', uuid) id: string, @Body() dto: SetAdminDto, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(IdentityPatterns.adminUserRole, { id, ...dto }, req);
    await this.access.drop(id);
  }

  /**
   * Erases the account as `npm run users:delete` does: identity at once, then every service's purge
   * from `identity.user.deleted`. The browser asks for the confirmation; never the caller nor an admin.
   */
  @Delete(':id')
  @HttpCode(204)
  async delete(@Param('id', uuid) id: string, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(IdentityPatterns.adminUserDelete, { id }, req);
    await this.access.drop(id);
  }

  /** A mail to the member through identity's mail outbox; RATE_LIMIT_ADMIN_EMAIL per admin. */
  @Post(':id/email')
  @HttpCode(202)
  async email(@Param('id', uuid) id: string, @Body() dto: AdminMailDto, @Req() req: GatewayRequest): Promise<void> {
    await this.limiter.hit('admin-email', req.actor!.userId, parseLimit(this.env.RATE_LIMIT_ADMIN_EMAIL));
    await this.rpc.call(IdentityPatterns.adminUserMail, { id, ...dto }, req);
  }
}
