import type {
  CancelEmailChangeDto,
  ChangeEmailDto,
  ChangePasswordDto,
  EmailChangeCancelled,
  PendingEmailChange,
  ReferralStats,
  SessionView,
} from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

export function fetchReferralStats(signal?: AbortSignal): Promise<ReferralStats> {
  return apiRequest<ReferralStats>('/me/referral', { signal });
}

export function generateReferralKey(): Promise<ReferralStats> {
  return apiRequest<ReferralStats>('/me/referral/key', { method: 'POST' });
}

/**
 * 202: a confirmation mail goes to the new address (the change applies once its link is opened) and
 * a notice with a cancel link to the current one. Needs the current password.
 */
export function updateEmail(body: ChangeEmailDto): Promise<PendingEmailChange> {
  return apiRequest<PendingEmailChange>('/me/email', { method: 'PATCH', body });
}

/** Public: the cancel link mailed to the old address. */
export function cancelEmailChange(body: CancelEmailChangeDto): Promise<EmailChangeCancelled> {
  return apiRequest<EmailChangeCancelled>('/auth/email/cancel', { method: 'POST', body });
}

/** Every other session is revoked; the answer is this tab's new session. */
export function changePassword(body: ChangePasswordDto): Promise<SessionView> {
  return apiRequest<SessionView>('/me/password', { method: 'PATCH', body });
}
