import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { HttpProblem } from '../errors/http-problem.js';
import type { GatewayRequest } from '../rpc/rpc.service.js';
import { AccessTokenVerifier, issuedBeforeRevocation, tokenRevoked } from '../access/access-token.js';
import { AccessStateService } from '../access/access-state.service.js';
import { ACCESS_KEY, type RouteAccess } from './route-access.decorators.js';

/**
 * Global guard: every route needs a signed-in, non-banned member unless marked otherwise.
 * Order matters: a banned member gets 403 with the ban details even though the ban also revoked
 * the sessions, so that an open tab shows the ban page.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: AccessTokenVerifier,
    private readonly access: AccessStateService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = AccessGuard.ruleOf(this.reflector, context);
    await this.authorize(context.switchToHttp().getRequest<GatewayRequest>(), rule);
    return true;
  }

  /** The access rule of a route: its @Public/@AllowBanned/@AdminOnly mark, or 'member'. */
  static ruleOf(reflector: Reflector, context: ExecutionContext): RouteAccess {
    return reflector.getAllAndOverride<RouteAccess>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ?? 'member';
  }

  /**
   * Lets the request through under `rule` (setting req.actor and req.access) or throws the problem
   * to answer: 401, 403 with the ban, 403 admin only, or the access state's 503/504.
   */
  async authorize(req: GatewayRequest, rule: RouteAccess): Promise<void> {
    const bearer = bearerOf(req);
    const token = bearer ? await this.verifier.verify(bearer) : null;

    if (rule === 'public') {
      if (token) {
        const state = await this.access.get(token.userId, req.id).catch(() => null);
        if (state?.exists && !state.ban && !tokenRevoked(token, state)) req.actor = { userId: token.userId, isAdmin: state.isAdmin, ...(token.tokenId ? { tokenId: token.tokenId } : {}) };
      }
      return;
    }
    if (!token) throw HttpProblem.of('UNAUTHENTICATED');
    const state = await this.access.get(token.userId, req.id);
    if (!state.exists) throw HttpProblem.of('UNAUTHENTICATED');
    // A token its owner logged out with is over, ban or not.
    if (token.tokenId !== undefined && state.revokedTokenIds?.includes(token.tokenId)) throw HttpProblem.of('UNAUTHENTICATED');
    if (state.ban && rule !== 'member-even-banned') throw HttpProblem.of('ACCOUNT_BANNED', { ban: state.ban });
    if (!state.ban && issuedBeforeRevocation(token, state)) throw HttpProblem.of('UNAUTHENTICATED');
    if (rule === 'admin' && !state.isAdmin) throw HttpProblem.of('FORBIDDEN_ADMIN');
    req.actor = { userId: token.userId, isAdmin: state.isAdmin, ...(token.tokenId ? { tokenId: token.tokenId } : {}) };
    req.access = state;
  }
}

/** The bearer token of the Authorization header, if any. */
export function bearerOf(req: Pick<GatewayRequest, 'headers'>): string | undefined {
  const header = req.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  return bearer || undefined;
}
