import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ChangeEmailDto, ChangePasswordDto, IdentityPatterns,
  type BanStatus, type PendingEmailChange, type ReferralStats, type SessionView, type UserView,
} from '@streaming/contracts';
import { GatewayEnv } from '../config/gateway.env.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { RateLimiterService, parseLimit } from '../rate-limit/rate-limiter.service.js';
import { AccountChangeLimiter } from './account-change-limits.js';
import { AllowBanned } from '../auth/route-access.decorators.js';
import { sendSession } from '../auth/session-cookie.js';
import { AccessStateService } from '../access/access-state.service.js';

@ApiTags('account')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  private readonly changeLimits: AccountChangeLimiter;

  constructor(
    private readonly rpc: RpcService,
    private readonly env: GatewayEnv,
    private readonly access: AccessStateService,
    limiter: RateLimiterService,
  ) {
    this.changeLimits = new AccountChangeLimiter(limiter, parseLimit(env.RATE_LIMIT_ACCOUNT_CHANGE));
  }

  /** Answered from the access state the guard just read (cached, dropped by identity's events). */
  @Get()
  async me(@Req() req: GatewayRequest): Promise<UserView> {
    return req.access?.user ?? this.rpc.call(IdentityPatterns.meGet, {}, req);
  }

  /** Needs the current password; the old address is mailed a link that cancels the change. Rate-limited. */
  @Patch('email')
  @HttpCode(202)
  async changeEmail(@Body() dto: ChangeEmailDto, @Req() req: GatewayRequest): Promise<PendingEmailChange> {
    const userId = req.actor!.userId;
    const result = await this.changeLimits.run(userId, req.ip, () => this.rpc.call(IdentityPatterns.meEmailChange, dto, req));
    await this.access.drop(userId);
    return result;
  }

  /** Needs the current password; the account's address is told. Rate-limited like the e-mail change. */
  @Patch('password')
  async changePassword(@Body() dto: ChangePasswordDto, @Req() req: GatewayRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionView> {
    const session = await this.changeLimits.run(req.actor!.userId, req.ip, () => this.rpc.call(IdentityPatterns.mePasswordChange, dto, req));
    // This gateway forgets the old state at once; the event does the same for the others.
    await this.access.drop(req.actor!.userId);
    return sendSession(reply, session, this.env.APP_URL.startsWith('https://'));
  }

  @AllowBanned()
  @Get('ban')
  ban(@Req() req: GatewayRequest): Promise<BanStatus> {
    return this.rpc.call(IdentityPatterns.banGet, {}, req);
  }

  @Get('referral')
  referral(@Req() req: GatewayRequest): Promise<ReferralStats> {
    return this.rpc.call(IdentityPatterns.referralStats, {}, req);
  }

  @Post('referral/key')
  generateKey(@Req() req: GatewayRequest): Promise<ReferralStats> {
    return this.rpc.call(IdentityPatterns.referralGenerate, {}, req);
  }
}
