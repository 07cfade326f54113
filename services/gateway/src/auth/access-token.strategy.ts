import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-strategy';
import type { AccessState } from '@streaming/contracts';
import { AccessTokenVerifier, issuedBeforeRevocation, tokenEnded, type VerifiedToken } from '../access/access-token.js';
import { AccessStateService } from '../access/access-state.service.js';
import type { AuthenticatedCaller } from './access-strategy.js';

export const ACCESS_TOKEN_STRATEGY = 'access-token';

/** What the strategy reads of a request: its headers, and its id for the logs of identity's calls. */
export interface BearerRequest {
  headers: IncomingHttpHeaders;
  id?: string;
}

/**
 * The access token (JWT, `Authorization: Bearer …`) as a Passport strategy. The signature is
 * checked locally with the pre-keyed verifier (and its cache of verified tokens), the access state
 * comes from AccessStateService's in-process and Redis copies: a signed-in request costs no
 * network hop once warm.
 *
 * - no bearer, a token that does not verify, an unknown account, a token a logout, the end of its
 *   session (a replayed refresh token) or a revocation (password change) ended: fail, so the next
 *   strategy is tried;
 * - identity unreachable while reading the access state: error (503/504);
 * - otherwise success with the member and its access state, banned or not (a ban also revokes
 *   the sessions, but a banned member's open tab must still be told about the ban).
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly access: AccessStateService,
  ) {
    super();
  }

  /**
   * Called by Passport on a per-request copy of this strategy (with its own success/fail/error).
   * Passport's types name Express's request; this reads only what Fastify's has too.
   */
  override authenticate(req: BearerRequest): void {
    const caller = this.validate(req);
    if (!(caller instanceof Promise)) return this.settle(caller);
    caller.then(
      (found) => this.settle(found),
      (err: Error) => this.error(err),
    );
  }

  /**
   * The caller the request's bearer token stands for, or null. Decided at once, with no promise, for
   * a token this process verified already of a member whose access state it holds (nearly every
   * request); otherwise a promise, rejected when identity cannot be reached.
   */
  validate(req: BearerRequest): AuthenticatedCaller | null | Promise<AuthenticatedCaller | null> {
    const bearer = bearerOf(req);
    const token = bearer ? this.verifier.verifySync(bearer, Math.floor(Date.now() / 1000)) : null;
    if (!token) return null;
    const state = this.access.get(token.userId, req.id);
    return state instanceof Promise ? state.then((read) => callerOf(token, read)) : callerOf(token, state);
  }

  private settle(caller: AuthenticatedCaller | null): void {
    if (caller) this.success(caller);
    else this.fail(401);
  }
}

/** The caller a verified token stands for given its member's access state, or null when it is no longer in force. */
function callerOf(token: VerifiedToken, state: AccessState): AuthenticatedCaller | null {
  return inForce(token, state) ? { actor: { userId: token.userId, isAdmin: state.isAdmin, ...(token.tokenId ? { tokenId: token.tokenId } : {}) }, access: state } : null;
}

/**
 * Whether a verified token still stands for its member: the account exists, neither the token nor
 * its session was ended (ban or not), and no revocation came after it unless it was a ban's (the ban
 * is answered by the guard, with its details).
 */
function inForce(token: VerifiedToken, state: AccessState): boolean {
  if (!state.exists || tokenEnded(token, state)) return false;
  return Boolean(state.ban) || !issuedBeforeRevocation(token, state);
}

/** The bearer token of the Authorization header, if any. */
export function bearerOf(req: Pick<BearerRequest, 'headers'>): string | undefined {
  const header = req.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  return bearer || undefined;
}
