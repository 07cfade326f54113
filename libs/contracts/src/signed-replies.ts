import { IdentityPatterns } from './identity/patterns.js';

/**
 * Request/reply patterns whose reply decides what a member may do or who they are: the access
 * state (role, ban, revocations: every admin and ban check of the gateway reads it), the account as
 * shown (role, ban) and the sessions handed out. The service that answers one signs its reply, bound
 * to the request it answers (libs/platform: PrefixedNatsServer signs, RpcClient verifies, no code
 * per call); a reply to one of these without a valid signature is dropped, logged, and the call
 * fails with 503, as if nobody had answered. Other replies carry nothing a caller grants rights on,
 * and are not signed (no cost on the other routes).
 */
export const SignedReplyPatterns: ReadonlySet<string> = new Set<string>([
  IdentityPatterns.accessGet,
  IdentityPatterns.meGet,
  IdentityPatterns.banGet,
  IdentityPatterns.register,
  IdentityPatterns.login,
  IdentityPatterns.refresh,
  IdentityPatterns.mePasswordChange,
]);
