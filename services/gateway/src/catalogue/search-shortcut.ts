import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { CataloguePatterns, fastSearchQueryText, fastSuggestQuery, type BusPattern, type RpcRequestData } from '@streaming/contracts';
import { AccessGuard } from '../auth/access.guard.js';
import type { ProblemFilter } from '../errors/problem.filter.js';
import { addRouteHooks } from '../http/route-hooks.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueResponseCache } from './response-cache.js';

/**
 * GET /api/search and /api/search/suggest, asked at nearly every keystroke and each URL mostly once
 * (so seldom answered from the gateway's memory: CachedReadShortcut), are answered from their
 * route's last Fastify hook before Nest's handler, as CatalogueController answers them through
 * CachedReadInterceptor: a query that plainly passes its contract's fast check (the one the
 * validation pipe takes), once the access guard let the caller through under the route's own rule
 * (read from the controller's decorators at start-up), is sent to the catalogue, and its answer kept
 * and written as the interceptor keeps and writes it, from the JSON the catalogue sent (not parsed
 * and written again: RpcClient.callJson); a failure (the catalogue away, a timeout) is
 * answered by the gateway's ProblemFilter, as Nest would. Anything else (a query the fast check does
 * not take, a refused caller) goes on to Nest, which answers as it always does, with the DTO's French
 * messages.
 */
@Injectable()
export class SearchShortcut {
  constructor(
    private readonly guard: AccessGuard,
    private readonly rpc: RpcService,
    private readonly cache: CatalogueResponseCache,
    private readonly reflector: Reflector,
  ) {}

  register(fastify: FastifyInstance, problems: ProblemFilter): void {
    this.route(fastify, problems, '/api/search/suggest', CatalogueController.prototype.suggest, CataloguePatterns.searchSuggest, fastSuggestQuery);
    this.route(fastify, problems, '/api/search', CatalogueController.prototype.search, CataloguePatterns.searchQuery, fastSearchQueryText);
  }

  private route<P extends BusPattern>(
    fastify: FastifyInstance, problems: ProblemFilter, url: string, handler: Function, pattern: P, check: (query: unknown) => RpcRequestData<P> | null,
  ): void {
    const rule = AccessGuard.ruleOfHandler(this.reflector, handler, CatalogueController);
    addRouteHooks(fastify, 'GET', url, {
      preHandler: (req, reply, done) => {
        const query = check(req.query);
        if (!query) return done();
        const request: GatewayRequest = req;
        this.guard.shortcut(request, rule, done, () => {
          this.rpc.callJson(pattern, query, request).then(
            (json) => reply.send(this.cache.keepJsonAndWrite(req, reply, json, rule)),
            (err: unknown) => problems.answer(err, request, reply),
          );
        });
      },
    });
  }
}
