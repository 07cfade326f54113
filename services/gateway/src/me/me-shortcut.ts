import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { UserView } from '@streaming/contracts';
import { AccessGuard } from '../auth/access.guard.js';
import type { RouteAccess } from '../auth/route-access.decorators.js';
import { addRouteHooks } from '../http/route-hooks.js';
import type { GatewayRequest } from '../rpc/rpc.service.js';
import { MeController } from './me.controller.js';

/**
 * GET /api/me, the signed-in member's own view, is what the access guard has just read (the access
 * state's `user`, as MeController.me answers it): this answers it from an onRequest hook of that route
 * alone, before Nest's guard and response handling, once the guard let the caller through under the
 * route's own rule (read from MeController.me's decorators at start-up). Each view's JSON is written
 * once and sent as it is until the state is read again. Anything else (a refused caller, identity
 * unreachable, a state without the view) goes on to Nest, which answers as it always does
 * (CachedReadShortcut does the same for the cached reads).
 */
@Injectable()
export class MeShortcut {
  private readonly rule: RouteAccess;
  private readonly bodies = new WeakMap<UserView, string>();

  constructor(
    private readonly guard: AccessGuard,
    reflector: Reflector,
  ) {
    this.rule = AccessGuard.ruleOfHandler(reflector, MeController.prototype.me, MeController);
  }

  register(fastify: FastifyInstance): void {
    addRouteHooks(fastify, 'GET', '/api/me', {
      onRequest: (req, reply, done) => {
        const request = req as GatewayRequest;
        this.guard.shortcut(request, this.rule, done, () => {
          const user = request.access?.user;
          if (!user) return done();
          reply.header('content-type', 'application/json; charset=utf-8').send(this.body(user));
        });
      },
    });
  }

  private body(user: UserView): string {
    let json = this.bodies.get(user);
    if (json === undefined) this.bodies.set(user, (json = JSON.stringify(user)));
    return json;
  }
}
