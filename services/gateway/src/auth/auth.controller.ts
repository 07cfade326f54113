import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ConfirmEmailDto, ForgotPasswordDto, IdentityPatterns, LoginDto, RegisterDto, ResetLinkDto, ResetPasswordDto,
  type CaptchaChallenge, type IssuedSession, type LogoutRequest, type RefreshRefusal, type SessionView,
} from '@streaming/contracts';
import { RpcCallError } from '@streaming/platform';
import { CancelEmailChangeDto, type EmailChangeCancelled } from '@streaming/contracts';
import { GatewayEnv } from '../config/gateway.env.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { RateLimiterService, parseLimit } from '../rate-limit/rate-limiter.service.js';
import { ResetMailThrottle } from '../rate-limit/reset-mail-throttle.service.js';
import { AllowBanned, Public } from './route-access.decorators.js';
import { clearSession, refreshTokenOf, secureCookies, sendSession } from './session-cookie.js';
import { bearerOf } from './access-token.strategy.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { AccessStateService } from '../access/access-state.service.js';
import { AccessTokenVerifier } from '../access/access-token.js';

/** A sign-in request once LocalAuthGuard let it through: the local strategy's user is the issued session. */
type SignInRequest = GatewayRequest & { user: IssuedSession };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly secure: boolean;

  constructor(
    private readonly rpc: RpcService,
    private readonly limiter: RateLimiterService,
    private readonly resetMails: ResetMailThrottle,
    private readonly env: GatewayEnv,
    private readonly access: AccessStateService,
    private readonly verifier: AccessTokenVerifier,
  ) {
    this.secure = secureCookies(env.APP_URL);
  }

  @Public()
  @Post('captcha')
  async captcha(@Req() req: GatewayRequest): Promise<CaptchaChallenge> {
    await this.limiter.hit('captcha', req.ip, parseLimit(this.env.RATE_LIMIT_CAPTCHA));
    return this.rpc.call(IdentityPatterns.captchaCreate, {}, req);
  }

  @Public()
  @Post('register')
  async register(@Body() dto: RegisterDto, @Req() req: GatewayRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionView> {
    await this.limiter.hit('register', req.ip, parseLimit(this.env.RATE_LIMIT_REGISTER));
    return sendSession(reply, await this.rpc.call(IdentityPatterns.register, dto, req), this.secure);
  }

  /**
   * Sign-in: LocalAuthGuard validates the body and runs the local strategy (login throttle, then
   * identity checks the password and opens the session); this sends the session it issued.
   */
  @Public()
  @Post('login')
  @UseGuards(LocalAuthGuard)
  @ApiBody({ type: LoginDto })
  @HttpCode(200)
  login(@Req() req: SignInRequest, @Res({ passthrough: true }) reply: FastifyReply): SessionView {
    return sendSession(reply, req.user, this.secure);
  }

  /**
   * A refused refresh clears the cookies. When the refusal ended a session (a replayed refresh
   * token: identity names the member in the error), this gateway drops the member's cached access
   * state before answering, so every access token of that session answers 401 at once; the event
   * does the same on the other gateways. The member's id is not sent to the caller.
   */
  @Public()
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: GatewayRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionView> {
    try {
      return sendSession(reply, await this.rpc.call(IdentityPatterns.refresh, { refreshToken: refreshTokenOf(req) ?? '' }, req), this.secure);
    } catch (err) {
      if ((err as { status?: number }).status !== 401) throw err;
      clearSession(reply, this.secure);
      if (!(err instanceof RpcCallError)) throw err;
      const ended = (err.extra as Partial<RefreshRefusal> | undefined)?.sessionEndedFor;
      if (ended) await this.access.drop(ended);
      throw new RpcCallError(err.code, err.status, err.message);
    }
  }

  /**
   * Always succeeds for the browser: the cookie is cleared even if the session was already gone.
   * Ends the refresh token's session (with every access token it issued) and the access token the
   * call was made with (if any, banned or not): identity revokes them until they expire and tells
   * every gateway; this one forgets its cached access state at once.
   */
  @Public()
  @AllowBanned()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: GatewayRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const refreshToken = refreshTokenOf(req);
    const bearer = bearerOf(req);
    const token = bearer ? await this.verifier.verify(bearer) : null;
    clearSession(reply, this.secure);
    if (!refreshToken && !token) return;
    const request: LogoutRequest = { refreshToken, accessToken: token ? bearer : undefined };
    const { sessionEndedFor } = await this.rpc.call(IdentityPatterns.logout, request, req);
    for (const userId of new Set([token?.userId, sessionEndedFor])) if (userId) await this.access.drop(userId);
  }

  /**
   * 202 whatever the address (known or not) and however many mails it was sent lately: only a flood
   * from the client's own address gets 429 (ResetMailThrottle).
   */
  @Public()
  @Post('password/forgot')
  @HttpCode(202)
  async forgot(@Body() dto: ForgotPasswordDto, @Req() req: GatewayRequest): Promise<void> {
    if (await this.resetMails.admit(req.ip, dto.email)) await this.rpc.call(IdentityPatterns.passwordForgot, dto, req);
  }

  /**
   * Whether a reset link can still be used, asked by the reset page when it opens so that a dead link
   * says so before the member types a password; the link stays unused. 204, or the reset's own 400.
   */
  @Public()
  @Post('password/reset/check')
  @HttpCode(204)
  async checkReset(@Body() dto: ResetLinkDto, @Req() req: GatewayRequest): Promise<void> {
    await this.limiter.hit('reset-link', req.ip, parseLimit(this.env.RATE_LIMIT_RESET_LINK));
    await this.rpc.call(IdentityPatterns.passwordResetCheck, dto, req);
  }

  @Public()
  @Post('password/reset')
  @HttpCode(204)
  async reset(@Body() dto: ResetPasswordDto, @Req() req: GatewayRequest): Promise<void> {
    await this.limiter.hit('reset-link', req.ip, parseLimit(this.env.RATE_LIMIT_RESET_LINK));
    await this.rpc.call(IdentityPatterns.passwordReset, dto, req);
  }

  @Public()
  @Post('email/confirm')
  @HttpCode(200)
  async confirmEmail(@Body() dto: ConfirmEmailDto, @Req() req: GatewayRequest): Promise<{ email: string }> {
    const { email, userId } = await this.rpc.call(IdentityPatterns.emailConfirm, dto, req);
    await this.access.drop(userId);
    return { email };
  }

  /** The link mailed to the old address: drops the pending address; its confirmation link stops working. */
  @Public()
  @Post('email/cancel')
  @HttpCode(200)
  async cancelEmailChange(@Body() dto: CancelEmailChangeDto, @Req() req: GatewayRequest): Promise<EmailChangeCancelled> {
    const { userId, email, cancelledEmail } = await this.rpc.call(IdentityPatterns.emailChangeCancel, dto, req);
    await this.access.drop(userId);
    return { email, cancelledEmail };
  }
}
