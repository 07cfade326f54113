import type { ChangeEmailDto, ChangePasswordDto, ReferralStats, SessionView } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

export function fetchReferralStats(signal?: AbortSignal): Promise<ReferralStats> {
  return apiRequest<ReferralStats>('/me/referral', { signal });
}

export function generateReferralKey(): Promise<ReferralStats> {
  return apiRequest<ReferralStats>('/me/referral/key', { method: 'POST' });
}

/** 202: a confirmation mail goes to the new address; the change applies once its link is opened. */
export function updateEmail(body: ChangeEmailDto): Promise<{ pendingEmail: string }> {
  return apiRequest<{ pendingEmail: string }>('/me/email', { method: 'PATCH', body });
}

/** Every other session is revoked; the answer is this tab's new session. */
export function changePassword(body: ChangePasswordDto): Promise<SessionView> {
  return apiRequest<SessionView>('/me/password', { method: 'PATCH', body });
}
