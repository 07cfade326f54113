import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';

/** Hooks of one route, added where the route is declared: no other route runs (or pays for) them. */
export interface RouteHooks {
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
}

/**
 * Adds `hooks` to the route `method url` (as Nest declares it: '/api/me'), after the route's own, when
 * the route is declared. Call it before the routes are declared (Nest declares them on listen) and,
 * as it names one route, it fails the start when no route of that name was declared by then.
 */
export function addRouteHooks(fastify: FastifyInstance, method: string, url: string, hooks: RouteHooks): void {
  let added = false;
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.url !== url || route.method !== method) return;
    if (hooks.onRequest) route.onRequest = [...[route.onRequest ?? []].flat(), hooks.onRequest];
    if (hooks.preHandler) route.preHandler = [...[route.preHandler ?? []].flat(), hooks.preHandler];
    added = true;
  });
  fastify.addHook('onReady', (done) => done(added ? undefined : new Error(`no route ${method} ${url}: its hooks cannot be added`)));
}
