import { Injectable, type ExecutionContext, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { HttpProblem } from '../errors/http-problem.js';
import type { GatewayRequest } from '../rpc/rpc.service.js';
import { ACCESS_KEY, type RouteAccess } from './route-access.decorators.js';
import { ACCESS_STRATEGIES, type AuthenticatedCaller } from './access-strategy.js';
import { runStrategies, unregisteredStrategies } from './strategy-runner.js';

const STRATEGIES = [...ACCESS_STRATEGIES];
/** What the access strategies' `authenticate` receives as options (as from passport.authenticate). */
const STRATEGY_OPTIONS = { session: false };

/** A request once the guard let it through: Passport's `req.user` is the caller (undefined: anonymous). */
type AuthenticatedRequest = GatewayRequest & { user?: AuthenticatedCaller };

/**
 * Global guard: Nest's AuthGuard over the Passport strategies of ACCESS_STRATEGIES, then the
 * route's rule. Every route needs a signed-in, non-banned member unless marked otherwise
 * (route-access.decorators.ts). Order matters: a banned member gets 403 with the ban details even
 * though the ban also revoked the sessions, so that an open tab shows the ban page.
 *
 * The strategies run on every request, so canActivate drives them with runStrategies (Passport's
 * protocol: each registered strategy's own `authenticate` on a per-request copy) rather than
 * AuthGuard's passport.authenticate, whose per-request middleware and closures cost about 10 µs
 * per request. The cached reads' Fastify hook calls authorize, the same code.
 */
@Injectable()
export class AccessGuard extends AuthGuard(STRATEGIES) implements OnApplicationBootstrap {
  /** The access rule of each route, by controller class and handler. */
  private readonly rules = new Map<unknown, Map<unknown, RouteAccess>>();

  constructor(private readonly reflector: Reflector) {
    super();
  }

  /** A name in ACCESS_STRATEGIES without its provider would refuse every request: stop the start instead. */
  onApplicationBootstrap(): void {
    const missing = unregisteredStrategies(STRATEGIES);
    if (missing.length) throw new Error(`ACCESS_STRATEGIES names strategies no provider registered: ${missing.join(', ')}`);
  }

  /** The access rule of a route: its @Public/@AllowBanned/@AdminOnly mark, or 'member'. */
  static ruleOf(reflector: Reflector, context: ExecutionContext): RouteAccess {
    return AccessGuard.ruleOfHandler(reflector, context.getHandler(), context.getClass());
  }

  /** The same, named by the controller's method and class (for an answer given before Nest's routing). */
  static ruleOfHandler(reflector: Reflector, handler: Function, controller: Type): RouteAccess {
    return reflector.getAllAndOverride<RouteAccess>(ACCESS_KEY, [handler, controller]) ?? 'member';
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.authorize(context.switchToHttp().getRequest<GatewayRequest>(), this.ruleFor(context));
    return true;
  }

  /**
   * ruleOf, read once per route (the marks are set when the classes are defined, never after), then
   * from memory: a request costs two map look-ups, not two metadata reads.
   */
  private ruleFor(context: ExecutionContext): RouteAccess {
    const controller = context.getClass();
    const handler = context.getHandler();
    let rules = this.rules.get(controller);
    if (!rules) this.rules.set(controller, (rules = new Map()));
    let rule = rules.get(handler);
    if (rule === undefined) rules.set(handler, (rule = AccessGuard.ruleOf(this.reflector, context)));
    return rule;
  }

  /**
   * Runs the access strategies, then applies `rule`: lets the request through (setting req.user,
   * req.actor and req.access) or rejects with the problem to answer: 401, 403 with the ban, 403
   * admin only, or the access state's 503/504. Decided at once (undefined: let through) when the
   * strategies decide at once; a promise otherwise, and for every refusal. Also the entry of the
   * answers given before Nest's pipeline (`shortcut`).
   */
  authorize(req: AuthenticatedRequest, rule: RouteAccess): void | Promise<void> {
    const outcome = runStrategies<AuthenticatedCaller>(STRATEGIES, req, STRATEGY_OPTIONS);
    if (outcome instanceof Promise) {
      return outcome.then(([err, caller]) => {
        req.user = admit(req, rule, err, caller);
      });
    }
    try {
      req.user = admit(req, rule, outcome[0], outcome[1]);
    } catch (refusal) {
      return Promise.reject(refusal);
    }
  }

  /**
   * For an answer given from a Fastify hook, before Nest's guards, pipes and interceptors (the cached
   * reads, GET /api/me, a progress save): `answer()` once the caller is let through under `rule` (at once when
   * the guard decides at once); otherwise `goOn()`, and the request goes on to Nest, whose pipeline
   * runs this guard again and answers the refusal (401, 403, 503) as it always does.
   */
  shortcut(req: GatewayRequest, rule: RouteAccess, goOn: (err?: Error) => void, answer: () => void): void {
    const decided = this.authorize(req, rule);
    if (!(decided instanceof Promise)) return answer();
    decided.then(answer, () => goOn()).catch(goOn);
  }
}

/**
 * Applies a route's rule to what the strategies found: on public routes anyone passes and the
 * caller is known only when valid and not banned (an unreachable identity makes it anonymous);
 * elsewhere the strategy's error, 401, 403 with the ban (unless the route allows banned members)
 * or 403 admin only.
 */
function admit(req: GatewayRequest, rule: RouteAccess, err: unknown, caller: AuthenticatedCaller | undefined): AuthenticatedCaller | undefined {
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
