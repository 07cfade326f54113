import type { EmailTokenEntity } from './token.entities.js';

export type ClaimResult = { ok: true; token: EmailTokenEntity } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/**
 * Whether a mailed link's row can still be used at `now`: null (unknown, or a link of another kind)
 * is invalid, a used link stays used after it expired, and a link expires at its `expiresAt`.
 */
export function linkState(row: EmailTokenEntity | null, now = Date.now()): ClaimResult {
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
  return { ok: true, token: row };
}
