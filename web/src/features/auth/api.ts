import type {
  CaptchaChallenge,
  ConfirmEmailDto,
  ForgotPasswordDto,
  LoginDto,
  RegisterDto,
  ResetLinkDto,
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

/** Resolves when the reset link can still be used (it stays unused); rejects with the reset's own 400 otherwise. */
export function checkResetLink(body: ResetLinkDto, signal?: AbortSignal): Promise<void> {
  return apiRequest<void>('/auth/password/reset/check', { method: 'POST', body, signal });
}

export function resetPassword(body: ResetPasswordDto): Promise<void> {
  return apiRequest<void>('/auth/password/reset', { method: 'POST', body });
}

export function confirmEmail(body: ConfirmEmailDto): Promise<{ email: string }> {
  return apiRequest<{ email: string }>('/auth/email/confirm', { method: 'POST', body });
}
