import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { IssuedSession } from '@streaming/contracts';
import { clearSession, refreshTokenOf, SESSION_MARKER_COOKIE, secureCookies, sendSession } from './session-cookie.js';

const session: IssuedSession = {
  accessToken: 'access',
  expiresAt: '2030-01-01T00:15:00.000Z',
  refreshToken: 'refresh-secret',
  refreshExpiresAt: '2030-01-31T00:00:00.000Z',
  user: { id: 'u', email: 'a@exemple.fr', createdAt: '2030-01-01T00:00:00.000Z', emailConfirmedAt: null, lastSignInAt: null, pendingEmail: null, isAdmin: false },
};

interface Server {
  app: FastifyInstance;
  post(path: string, cookie?: string): Promise<{ setCookie: string[]; body: Record<string, unknown> }>;
}

/** A real Fastify on loopback with the cookie plugin the gateway registers: the Set-Cookie headers are the ones a browser gets. */
async function server(appUrl: string): Promise<Server> {
  const app = Fastify();
  await app.register(fastifyCookie);
  const secure = secureCookies(appUrl);
  app.post('/set', async (_req, reply) => sendSession(reply, session, secure));
  app.post('/clear', async (_req, reply) => {
    clearSession(reply, secure);
    return {};
  });
  app.post('/read', async (req) => ({ token: refreshTokenOf(req) ?? null }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    async post(path, cookie) {
      const res = await fetch(`${url}${path}`, { method: 'POST', headers: cookie ? { cookie } : {} });
      return { setCookie: res.headers.getSetCookie(), body: (await res.json()) as Record<string, unknown> };
    },
  };
}

describe('refresh cookie', () => {
  let https: Server;
  let http: Server;
  beforeAll(async () => {
    https = await server('https://streaming.exemple.fr');
    http = await server('http://localhost:3000');
  });
  afterAll(async () => {
    await https.app.close();
    await http.app.close();
  });

  it('is Secure whenever the public address is https, both when set and when cleared', async () => {
    const set = await https.post('/set');
    const [cookie] = set.setCookie;
    expect(cookie).toMatch(/^rt=refresh-secret;/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(set.body).not.toHaveProperty('refreshToken');
    const [cleared] = (await https.post('/clear')).setCookie;
    expect(cleared).toMatch(/^rt=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; Secure(;|$)/);
  });

  it('is not Secure on a plain http address (a local run), so the browser keeps it', async () => {
    const [cookie] = (await http.post('/set')).setCookie;
    expect(cookie).toMatch(/^rt=refresh-secret;/);
    expect(cookie).not.toMatch(/Secure/);
    const [cleared] = (await http.post('/clear')).setCookie;
    expect(cleared).not.toMatch(/Secure/);
  });

  it('sets a readable session marker beside it, with no secret, the same lifetime, cleared with it', async () => {
    const set = (await https.post('/set')).setCookie;
    expect(set).toHaveLength(2);
    const marker = set.find((c) => c.startsWith(`${SESSION_MARKER_COOKIE}=`));
    expect(marker).toMatch(/^has_session=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).not.toContain('refresh-secret');
    expect(marker).toMatch(/; Path=\/(;|$)/);
    expect(marker).toMatch(/; SameSite=Strict(;|$)/);
    expect(marker).toMatch(/; Secure(;|$)/);
    const expires = (cookie: string | undefined) => /Expires=([^;]+)/.exec(cookie ?? '')?.[1];
    expect(expires(marker)).toBe(new Date(session.refreshExpiresAt).toUTCString());
    expect(expires(marker)).toBe(expires(set.find((c) => c.startsWith('rt='))));
    const cleared = (await https.post('/clear')).setCookie.find((c) => c.startsWith(`${SESSION_MARKER_COOKIE}=`));
    expect(cleared).toMatch(/^has_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; Path=\/(;|$)/);
    expect((await http.post('/set')).setCookie.find((c) => c.startsWith(`${SESSION_MARKER_COOKIE}=`))).not.toMatch(/Secure/);
  });

  it('reads the token back from the request', async () => {
    expect((await http.post('/read', 'rt=abc')).body).toEqual({ token: 'abc' });
    expect((await http.post('/read')).body).toEqual({ token: null });
  });

  it('decides from the scheme of APP_URL, whatever its case', () => {
    expect(secureCookies('https://streaming.exemple.fr')).toBe(true);
    expect(secureCookies('HTTPS://streaming.exemple.fr')).toBe(true);
    expect(secureCookies('http://localhost:3000')).toBe(false);
    expect(secureCookies('http://https.exemple.fr')).toBe(false);
  });
});
