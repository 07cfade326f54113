export type CaptchaKind = 'math' | 'visual' | 'logic';

/** A server-issued anti-robot challenge; `token` is signed and single use. */
export interface CaptchaChallenge {
  token: string;
  kind: CaptchaKind;
  question: string;
  /** For the visual kind: the emoji row to count. */
  display?: string;
  /** For the logic kind: the multiple-choice answers. */
  choices?: string[];
  expiresAt: string;
}

export interface UserView {
  id: string;
  email: string;
  createdAt: string;
  emailConfirmedAt: string | null;
  lastSignInAt: string | null;
  pendingEmail: string | null;
  isAdmin: boolean;
}

/** Answer to an e-mail change: the confirmation went to `pendingEmail`, the cancel link to the current address. */
export interface PendingEmailChange {
  pendingEmail: string;
}

/** Answer to the cancel link: the change to `cancelledEmail` is dropped, the account keeps `email`. */
export interface EmailChangeCancelled {
  email: string;
  cancelledEmail: string;
}

/** Internal: what identity answers the gateway, which drops the member's cached state and strips the id. */
export interface IssuedEmailChangeCancel extends EmailChangeCancelled {
  userId: string;
}

/** Returned by login, register and refresh. The refresh token itself travels in an httpOnly cookie. */
export interface SessionView {
  accessToken: string;
  expiresAt: string;
  user: UserView;
}

/** Internal: what identity returns to the gateway, which sets the cookie and strips it. */
export interface IssuedSession extends SessionView {
  refreshToken: string;
  refreshExpiresAt: string;
}

/** identity.auth.refresh: the refresh token read from the cookie. */
export interface RefreshRequest {
  refreshToken: string;
}

/**
 * identity.auth.logout: the refresh token of the cookie ends its session (family), the access token
 * the call was made with is revoked until it expires. Either may be absent.
 */
export interface LogoutRequest {
  refreshToken?: string;
  accessToken?: string;
}

export interface LogoutResult {
  ok: true;
  /** The member whose session or access token this logout ended: the calling gateway drops its cached access state. */
  sessionEndedFor?: string;
}

/**
 * `extra` of the REFRESH_INVALID error when the refresh token was a replay that ended its session:
 * the member whose cached access state the gateway drops at once. The gateway never forwards it.
 */
export interface RefreshRefusal {
  sessionEndedFor: string;
}

export type BanType = 'PERMANENT' | 'TEMPORAIRE';

export interface BanView {
  reason: string;
  type: BanType;
  bannedUntil: string | null;
  createdAt: string;
  /** Where the member writes to contest it: support's address (identity's SUPPORT_EMAIL). */
  contestEmail: string;
}

export interface BanStatus {
  banned: boolean;
  ban: BanView | null;
}

/** What the gateway caches per user to enforce bans, roles and revocation without asking identity each time. */
export interface AccessState {
  userId: string;
  exists: boolean;
  isAdmin: boolean;
  ban: BanView | null;
  /**
   * The last revocation (ban, password change, reset), in whole seconds: tokens without `iat_ms`
   * issued (iat) before this second are refused.
   */
  tokensValidAfter: number;
  /**
   * The same instant in milliseconds: tokens carrying `iat_ms` issued before it are refused, even
   * within the same second. Absent from states cached by an older identity.
   */
  tokensValidAfterMs?: number;
  /**
   * Ids (`jti`) of this user's access tokens ended by a logout that have not expired yet (so the
   * list stays short). Absent from states cached by an older identity.
   */
  revokedTokenIds?: string[];
  /**
   * Sessions (`sid` of the access tokens: the refresh-token family) ended as a whole by a logout with
   * the refresh cookie or by the replay of a used refresh token, listed until their last access token
   * has expired: every access token of these is refused. Absent from states cached by an older identity.
   */
  revokedSessionIds?: string[];
  /** What GET /api/me answers, cached with the rest. */
  user: UserView | null;
}

export interface ReferralStats {
  totalReferrals: number;
  keyUses: number;
  keyMaxUses: number;
  keyExpiresAt: string | null;
  activeKey: string | null;
}

export interface AdminUserRow {
  id: string;
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
  emailConfirmedAt: string | null;
  bannedUntil: string | null;
  isBanned: boolean;
  isAdmin: boolean;
  referralCount: number;
  /**
   * Added by the gateway from engagement (`engagement.users.counts`): the member's favourites and
   * the distinct films and series watched. Absent when engagement did not answer.
   */
  favorites?: number;
  watched?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The five counters of the back office's users page, over every account whatever the page's filters. */
export interface AdminUserCounts {
  total: number;
  admins: number;
  /** Members without the admin role. */
  regular: number;
  /** Signed up in the last 7 days. */
  recent: number;
  /** Signed in within the last 30 days. */
  active: number;
}

/** GET /api/admin/users: the page of the search and filter, and the counters. */
export interface AdminUsersPage extends Page<AdminUserRow> {
  counts: AdminUserCounts;
}

/** The ban an admin just gave, with the success text the back office shows. */
export interface AdminBanResult extends BanView {
  /** 'Utilisateur banni définitivement' or 'Utilisateur banni avec succès pour N jour(s)'. */
  message: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded' | 'down';
  checks: Record<string, { status: 'up' | 'down'; latencyMs?: number; error?: string }>;
}
