import type { AccessState, Actor } from '@streaming/contracts';
import { ACCESS_TOKEN_STRATEGY } from './access-token.strategy.js';

/**
 * The Passport strategies the global AccessGuard tries, in this order, on every request (and the
 * cached-read shortcut before it). The first that knows the caller wins; a strategy that finds no
 * credentials of its kind fails and the next one is tried. To accept another kind of credentials
 * (an OAuth provider's token, an API key), register its strategy as a provider in app.module.ts
 * and add its name here: routes and their @Public/@AllowBanned/@AdminOnly rules stay as they are.
 * See docs/authentication.md.
 */
export const ACCESS_STRATEGIES: readonly string[] = [ACCESS_TOKEN_STRATEGY];

/**
 * What an access strategy hands to `this.success()`: who is calling and, for a member, the access
 * state (role, ban, revocations, profile) the guard applies the route's rule to.
 *
 * The contract every access strategy keeps (the guard relies on it):
 * - `success(caller)`: the credentials are valid and still in force. A banned member is still
 *   identified (with `access.ban`), so that the guard answers 403 with the ban details.
 * - `fail()`: no credentials of this strategy's kind, or credentials that are not (or no longer)
 *   valid: the next strategy is tried, and when all fail the caller is anonymous (401 outside
 *   public routes).
 * - `error(err)`: the strategy cannot tell (identity unreachable: its 503/504 is answered outside
 *   public routes; on public routes the caller is taken as anonymous).
 */
export interface AuthenticatedCaller {
  actor: Actor;
  access?: AccessState;
}
