/** What a cancel link (mailed to the old address when a change of address is asked) may still do. */
export type CancelOutcome = 'cancel' | 'invalid' | 'already_cancelled' | 'already_confirmed' | 'expired' | 'not_pending';

export interface CancelLink {
  /** The address whose change the link cancels. */
  email: string | null;
  usedAt: Date | null;
  expiresAt: Date;
}

export interface AccountAddresses {
  email: string;
  pendingEmail: string | null;
}

/**
 * A link cancels only the request it was mailed for, while that request is still waiting for its
 * confirmation (same one-hour lifetime). Once the new address is confirmed, the link can no longer
 * undo it; a newer request is cancelled by the link of its own mail.
 */
export function cancelOutcome(link: CancelLink | null, account: AccountAddresses | null, now: Date): CancelOutcome {
  if (!link || !link.email || !account) return 'invalid';
  if (link.usedAt) return 'already_cancelled';
  if (account.email === link.email) return 'already_confirmed';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (account.pendingEmail !== link.email) return 'not_pending';
  return 'cancel';
}
