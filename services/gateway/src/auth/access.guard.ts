import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import passport from 'passport';
import { HttpProblem } from '../errors/http-problem.js';
import type { GatewayRequest } from '../rpc/rpc.service.js';
import { ACCESS_KEY, type RouteAccess } from './route-access.decorators.js';
import { ACCESS_STRATEGIES, type AuthenticatedCaller } from './access-strategy.js';

/** What Passport reports after trying the access strategies (info and status are not used). */
type StrategiesCallback = (err: unknown, caller: AuthenticatedCaller | false | undefined) => void;

const STRATEGIES = [...ACCESS_STRATEGIES];

/**
 * Global guard: Passport's AuthGuard over ACCESS_STRATEGIES, then the route's rule. Every route
 * needs a signed-in, non-banned member unless marked otherwise (route-access.decorators.ts).
 * Order matters: a banned member gets 403 with the ban details even though the ban also revoked
 * the sessions, so that an open tab shows the ban page.
 */
@Injectable()
export class AccessGuard extends AuthGuard(STRATEGIES) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  /** The access rule of a route: its @Public/@AllowBanned/@AdminOnly mark, or 'member'. */
  static ruleOf(reflector: Reflector, context: ExecutionContext): RouteAccess {
    return reflector.getAllAndOverride<RouteAccess>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ?? 'member';
  }

  /**
   * Called by AuthGuard.canActivate with the strategies' outcome; what it returns (the caller, or
   * undefined for an anonymous one on a public route) becomes req.user. Typed `any` as in
   * AuthGuard's own generic signature, whose type parameter no override can name.
   */
  override handleRequest(err: unknown, caller: AuthenticatedCaller | false | undefined, _info: unknown, context: ExecutionContext): any {
    const req = context.switchToHttp().getRequest<GatewayRequest>();
    return admit(req, AccessGuard.ruleOf(this.reflector, context), err, caller);
  }

  /**
   * The same check outside Nest's pipeline (the cached reads' Fastify hook): the access strategies
   * through Passport, then `rule`. Lets the request through (setting req.actor and
   * req.access) or throws the problem to answer: 401, 403 with the ban, 403 admin only, or the
   * access state's 503/504.
   */
  async authorize(req: GatewayRequest, rule: RouteAccess, reply?: unknown): Promise<void> {
    const [err, caller] = await new Promise<[unknown, AuthenticatedCaller | false | undefined]>((resolve) => {
      const done: StrategiesCallback = (e, c) => resolve([e, c]);
      // `next` only runs if a strategy passes without deciding, which ours never do: anonymous.
      passport.authenticate(STRATEGIES, { session: false }, done)(req, reply, (e?: unknown) => resolve([e, undefined]));
    });
    admit(req, rule, err, caller);
  }
}

/**
 * Applies a route's rule to what the strategies found: on public routes anyone passes and the
 * caller is known only when valid and not banned (an unreachable identity makes it anonymous);
 * elsewhere the strategy's error, 401, 403 with the ban (unless the route allows banned members)
 * or 403 admin only.
 */
function admit(req: GatewayRequest, rule: RouteAccess, err: unknown, caller: AuthenticatedCaller | false | undefined): AuthenticatedCaller | undefined {
  if (rule === 'public') {
    if (err || !caller || caller.access?.ban) return undefined;
    req.actor = caller.actor;
    return caller;
  }
  if (err) throw err;
  if (!caller) throw HttpProblem.of('UNAUTHENTICATED');
  const ban = caller.access?.ban;
  if (ban && rule !== 'member-even-banned') throw HttpProblem.of('ACCOUNT_BANNED', { ban });
  if (rule === 'admin' && !caller.actor.isAdmin) throw HttpProblem.of('FORBIDDEN_ADMIN');
  req.actor = caller.actor;
  req.access = caller.access;
  return caller;
}
