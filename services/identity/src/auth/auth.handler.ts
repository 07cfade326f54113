import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ConfirmEmailDto, ForgotPasswordDto, IdentityPatterns, LoginDto, RegisterDto, ResetLinkDto, ResetPasswordDto,
  type CaptchaChallenge, type IssuedSession, type LogoutRequest, type LogoutResult, type RefreshRequest, type RpcRequest,
} from '@streaming/contracts';
import { validateDto, RpcPattern } from '@streaming/platform';
import { CaptchaService } from '../captcha/captcha.service.js';
import { AuthService } from './auth.service.js';
import { SessionsService } from './sessions.service.js';

@Controller()
export class AuthHandler {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly captcha: CaptchaService,
  ) {}

  @RpcPattern(IdentityPatterns.captchaCreate)
  createCaptcha(): CaptchaChallenge {
    return this.captcha.create();
  }

  @RpcPattern(IdentityPatterns.register)
  async register(@Payload() req: RpcRequest<RegisterDto>): Promise<IssuedSession> {
    return this.auth.register(await validateDto(RegisterDto, req.data));
  }

  @RpcPattern(IdentityPatterns.login)
  async login(@Payload() req: RpcRequest<LoginDto>): Promise<IssuedSession> {
    return this.auth.login(await validateDto(LoginDto, req.data));
  }

  @RpcPattern(IdentityPatterns.refresh)
  refresh(@Payload() req: RpcRequest<RefreshRequest>): Promise<IssuedSession> {
    return this.sessions.refresh(String(req.data?.refreshToken ?? ''));
  }

  @RpcPattern(IdentityPatterns.logout)
  async logout(@Payload() req: RpcRequest<LogoutRequest>): Promise<LogoutResult> {
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return this.sessions.logout({ refreshToken: text(req.data?.refreshToken), accessToken: text(req.data?.accessToken) });
  }

  @RpcPattern(IdentityPatterns.passwordForgot)
  async forgot(@Payload() req: RpcRequest<ForgotPasswordDto>): Promise<{ ok: true }> {
    await this.auth.forgotPassword((await validateDto(ForgotPasswordDto, req.data)).email);
    return { ok: true };
  }

  @RpcPattern(IdentityPatterns.passwordReset)
  async reset(@Payload() req: RpcRequest<ResetPasswordDto>): Promise<{ ok: true }> {
    const dto = await validateDto(ResetPasswordDto, req.data);
    await this.auth.resetPassword(dto.token, dto.password);
    return { ok: true };
  }

  @RpcPattern(IdentityPatterns.passwordResetCheck)
  async checkReset(@Payload() req: RpcRequest<ResetLinkDto>): Promise<{ ok: true }> {
    await this.auth.checkResetLink((await validateDto(ResetLinkDto, req.data)).token);
    return { ok: true };
  }

  @RpcPattern(IdentityPatterns.emailConfirm)
  async confirmEmail(@Payload() req: RpcRequest<ConfirmEmailDto>): Promise<{ email: string; userId: string }> {
    return this.auth.confirmEmail((await validateDto(ConfirmEmailDto, req.data)).token);
  }
}
