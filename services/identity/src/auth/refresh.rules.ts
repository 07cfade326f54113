/** Within this interval a just-rotated refresh token may be presented again (two tabs opening at once). */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;

export interface RefreshTokenState {
  usedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

export type RefreshDecision =
  | 'rotate' // first use: mark used, issue the next token of the family
  | 'grace' // reused within the interval: issue another token of the family, revoke nothing
  | 'reuse' // reused later: a stolen token is being replayed, revoke the whole family
  | 'expired'
  | 'revoked';

export function decideRefresh(token: RefreshTokenState, now: Date, reuseIntervalMs = REFRESH_REUSE_INTERVAL_MS): RefreshDecision {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!token.usedAt) return 'rotate';
  return now.getTime() - token.usedAt.getTime() <= reuseIntervalMs ? 'grace' : 'reuse';
}
