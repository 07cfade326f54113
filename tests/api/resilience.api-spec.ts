import { afterAll, describe, expect, it } from '@jest/globals';
import { freePortAsync } from './support/ports.js';
import { newTestNames } from '../support/test-env.js';
import { dropRunResources, startTestStack, type TestStack } from '../support/stack.js';
import { waitUntil } from '../support/wait-until.js';
import { call, register, uniqueEmail } from './support/api-client.js';

describe('when a part of the system goes away', () => {
  const extra: TestStack[] = [];
  afterAll(async () => {
    for (const s of extra) await s.stop();
  });

  it('a stopped identity service gives a quick 503, and the system recovers when it is back', async () => {
    const names = newTestNames('res');
    const stack = await startTestStack(names);
    extra.push(stack);
    try {
      await stack.stopService('identity');
      const started = Date.now();
      const res = await fetch(`${stack.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@exemple.fr', password: 'Lumière-1895' }) });
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await res.json()).toMatchObject({ detail: 'Service momentanément indisponible. Réessayez dans quelques instants.' });
      const health = await fetch(`${stack.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ checks: { identity: { status: 'down' } } });

      stack.startService('identity');
      const signIn = () => fetch(`${stack.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: uniqueEmail(), password: 'Lumière-1895' }) });
      await waitUntil(signIn, (res) => res.status === 401, { timeoutMs: 60_000, intervalMs: 200, what: 'identity back: an unknown address refused with 401' });
    } finally {
      await stack.stop();
      await dropRunResources(names);
    }
  }, 90000);

  it('with Redis unreachable, sign-in, the session and bans still work (no cache, local rate limits)', async () => {
    const names = newTestNames('nored');
    const stack = await startTestStack(names, { REDIS_URL: `redis://127.0.0.1:${await freePortAsync()}` });
    extra.push(stack);
    const previous = process.env.API_URL;
    process.env.API_URL = stack.url;
    try {
      const member = await register();
      const me = await call('/api/me', { token: member.accessToken });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(member.email);
      const health = await call('/api/health');
      expect(health.body.checks.redis.status).toBe('down');
      expect(health.body.checks.identity.status).toBe('up');
    } finally {
      process.env.API_URL = previous;
      await stack.stop();
      await dropRunResources(names);
    }
  }, 90000);
});
