import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { addRouteHooks } from './route-hooks.js';

describe('hooks added to one route', () => {
  it('run on that route only, after its own hooks, and can answer before its handler', async () => {
    const app = Fastify();
    const seen: string[] = [];
    addRouteHooks(app, 'PUT', '/api/me/progress', {
      onRequest: (req, _reply, done) => {
        seen.push(`onRequest ${req.method} ${req.url}`);
        done();
      },
      preHandler: (req, reply, done) => {
        if ((req.body as { fast?: boolean }).fast) void reply.send({ by: 'hook' });
        else done();
      },
    });
    app.put('/api/me/progress', { onRequest: (_req, _reply, done) => (seen.push('own onRequest'), done()) }, async () => ({ by: 'handler' }));
    app.get('/api/me/progress', async () => ({ by: 'GET handler' }));
    app.put('/api/me/favorites', async () => ({ by: 'other route' }));

    // A real Fastify on loopback, as the gateway's.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const call = async (method: string, path: string, body?: object) =>
      (await fetch(`${base}${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body && JSON.stringify(body) })).json();
    expect(await call('PUT', '/api/me/progress', { fast: true })).toEqual({ by: 'hook' });
    expect(await call('PUT', '/api/me/progress?x=1', { fast: false })).toEqual({ by: 'handler' });
    expect(await call('GET', '/api/me/progress')).toEqual({ by: 'GET handler' });
    expect(await call('PUT', '/api/me/favorites', { fast: true })).toEqual({ by: 'other route' });
    expect(seen).toEqual(['own onRequest', 'onRequest PUT /api/me/progress', 'own onRequest', 'onRequest PUT /api/me/progress?x=1']);
    await app.close();
  });

  it('stop the start when no route of that method and address was declared', async () => {
    const app = Fastify();
    addRouteHooks(app, 'GET', '/api/me', { onRequest: (_req, _reply, done) => done() });
    app.get('/api/me/ban', async () => ({}));
    await expect(app.ready()).rejects.toThrow('no route GET /api/me: its hooks cannot be added');
  });
});
