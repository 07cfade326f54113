import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CancelEmailChangeDto, ChangeEmailDto, ChangePasswordDto, IdentityPatterns,
  type AccessState, type BanStatus, type IssuedEmailChangeCancel, type IssuedSession, type PendingEmailChange,
  type ReferralStats, type RpcRequest, type UserView,
} from '@streaming/contracts';
import { requireActor, validateDto, RpcPattern } from '@streaming/platform';
import { BansService } from '../bans/bans.service.js';
import { ReferralsService } from '../referrals/referrals.service.js';
import { AccountService } from './account.service.js';

@Controller()
export class AccountHandler {
  constructor(
    private readonly account: AccountService,
    private readonly bans: BansService,
    private readonly referrals: ReferralsService,
  ) {}

  @RpcPattern(IdentityPatterns.meGet)
  me(@Payload() req: RpcRequest): Promise<UserView> {
    return this.account.me(requireActor(req).userId);
  }

  @RpcPattern(IdentityPatterns.meEmailChange)
  async changeEmail(@Payload() req: RpcRequest<ChangeEmailDto>): Promise<PendingEmailChange> {
    const actor = requireActor(req);
    return this.account.changeEmail(actor.userId, await validateDto(ChangeEmailDto, req.data));
  }

  /** Public: whoever holds the link mailed to the old address. */
  @RpcPattern(IdentityPatterns.emailChangeCancel)
  async cancelEmailChange(@Payload() req: RpcRequest<CancelEmailChangeDto>): Promise<IssuedEmailChangeCancel> {
    return this.account.cancelEmailChange((await validateDto(CancelEmailChangeDto, req.data)).token);
  }

  @RpcPattern(IdentityPatterns.mePasswordChange)
  async changePassword(@Payload() req: RpcRequest<ChangePasswordDto>): Promise<IssuedSession> {
    const actor = requireActor(req);
    return this.account.changePassword(actor.userId, await validateDto(ChangePasswordDto, req.data));
  }

  @RpcPattern(IdentityPatterns.banGet)
  ban(@Payload() req: RpcRequest): Promise<BanStatus> {
    return this.bans.status(requireActor(req).userId);
  }

  /** Asked by the gateway (then cached) with the user id of a verified token. */
  @RpcPattern(IdentityPatterns.accessGet)
  access(@Payload() req: RpcRequest<{ userId: string }>): Promise<AccessState> {
    return this.bans.accessState(String(req.data?.userId ?? ''));
  }

  @RpcPattern(IdentityPatterns.referralStats)
  referralStats(@Payload() req: RpcRequest): Promise<ReferralStats> {
    return this.referrals.stats(requireActor(req).userId);
  }

  @RpcPattern(IdentityPatterns.referralGenerate)
  referralGenerate(@Payload() req: RpcRequest): Promise<ReferralStats> {
    return this.referrals.generate(requireActor(req).userId);
  }

  @RpcPattern(IdentityPatterns.referralValidate)
  referralValidate(@Payload() req: RpcRequest<{ keyCode: string }>): Promise<{ valid: boolean }> {
    return this.referrals.validate(String(req.data?.keyCode ?? ''));
  }
}
