import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { fastSaveProgress } from '@streaming/contracts';
import { AccessGuard } from '../auth/access.guard.js';
import type { RouteAccess } from '../auth/route-access.decorators.js';
import type { ProblemFilter } from '../errors/problem.filter.js';
import { addRouteHooks } from '../http/route-hooks.js';
import { memberOf, type GatewayRequest } from '../rpc/rpc.service.js';
import { EngagementController, NO_STORE } from './engagement.controller.js';
import { MemberBatches } from './member-batches.js';

/**
 * PUT /api/me/progress, the busiest write (a save every 30 s of playback), answered from the route's
 * last Fastify hook before Nest's handler, as EngagementController.saveProgress answers it: a body
 * that plainly passes its contract's fast check (the one the validation pipe takes), once the access
 * guard let the caller through under the route's own rule (read from the controller's decorators at
 * start-up), is queued by MemberBatches and answered with its position; a failure (a title the
 * catalogue does not have, the queue away) is answered by the gateway's ProblemFilter, as Nest would.
 * Anything else (a body the fast check does not take, a refused caller) goes on to Nest, which
 * answers as it always does, with the DTO's French messages. Both answers say `Cache-Control:
 * no-store`, as the route's @Header does.
 */
@Injectable()
export class ProgressShortcut {
  private readonly rule: RouteAccess;

  constructor(
    private readonly guard: AccessGuard,
    private readonly batches: MemberBatches,
    reflector: Reflector,
  ) {
    this.rule = AccessGuard.ruleOfHandler(reflector, EngagementController.prototype.saveProgress, EngagementController);
  }

  register(fastify: FastifyInstance, problems: ProblemFilter): void {
    addRouteHooks(fastify, 'PUT', '/api/me/progress', {
      preHandler: (req, reply, done) => {
        const dto = fastSaveProgress(req.body);
        if (!dto) return done();
        const request = req as GatewayRequest;
        this.guard.shortcut(request, this.rule, done, () => {
          reply.header('cache-control', NO_STORE);
          this.batches.saveProgress(memberOf(request), dto).then(
            (saved) => reply.send(saved),
            (err: unknown) => problems.answer(err, request, reply),
          );
        });
      },
    });
  }
}
