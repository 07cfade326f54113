import type {
  CaptchaChallenge,
  ConfirmEmailDto,
  ForgotPasswordDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  SessionView,
} from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

export function login(body: LoginDto): Promise<SessionView> {
  return apiRequest<SessionView>('/auth/login', { method: 'POST', body });
}

export function register(body: RegisterDto): Promise<SessionView> {
  return apiRequest<SessionView>('/auth/register', { method: 'POST', body });
}

export function requestCaptcha(): Promise<CaptchaChallenge> {
  return apiRequest<CaptchaChallenge>('/auth/captcha', { method: 'POST' });
}

export function requestPasswordReset(body: ForgotPasswordDto): Promise<void> {
  return apiRequest<void>('/auth/password/forgot', { method: 'POST', body });
}

export function resetPassword(body: ResetPasswordDto): Promise<void> {
  return apiRequest<void>('/auth/password/reset', { method: 'POST', body });
}

export function confirmEmail(body: ConfirmEmailDto): Promise<{ email: string }> {
  return apiRequest<{ email: string }>('/auth/email/confirm', { method: 'POST', body });
}
