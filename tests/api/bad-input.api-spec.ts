import { describe, expect, it } from '@jest/globals';
import { queryDb } from '../support/servers.js';
import { currentTestNames } from '../support/test-env.js';
import { call, register } from './support/api-client.js';

const big = 'x'.repeat(10 * 1024);
const userCount = async () => Number((await queryDb<{ n: string }>(currentTestNames(), 'SELECT count(*) AS n FROM identity.users'))[0].n);

/** Every public body route, with a valid-looking body to break one field at a time. */
const routes: Array<{ path: string; method?: string; valid: Record<string, unknown>; auth?: boolean }> = [
  { path: '/api/auth/register', valid: { email: 'a@exemple.fr', password: 'Lumière-1895', captchaToken: 'x'.repeat(20), captchaAnswer: '4' } },
  { path: '/api/auth/login', valid: { email: 'a@exemple.fr', password: 'Lumière-1895' } },
  { path: '/api/auth/password/forgot', valid: { email: 'a@exemple.fr' } },
  { path: '/api/auth/password/reset', valid: { token: 'x'.repeat(43), password: 'Lumière-1895' } },
  { path: '/api/auth/email/confirm', valid: { token: 'x'.repeat(43) } },
  { path: '/api/me/email', method: 'PATCH', valid: { email: 'b@exemple.fr', currentPassword: 'Lumière-1895' }, auth: true },
  { path: '/api/auth/email/cancel', valid: { token: 'x'.repeat(43) } },
  { path: '/api/me/password', method: 'PATCH', valid: { currentPassword: 'Lumière-1895', newPassword: 'Lumière-1896' }, auth: true },
  { path: '/api/contact', valid: { email: 'a@exemple.fr', category: 'autre', subject: 's', message: 'm' }, auth: true },
];

describe('bad bodies get 400 with a clear French message and change nothing', () => {
  let token: string;

  it.each(routes)('$path', async (route) => {
    token ??= (await register()).accessToken;
    const before = await userCount();
    const send = (body: unknown, raw?: string) =>
      call(route.path, { method: route.method ?? 'POST', body, rawBody: raw, token: route.auth ? token : undefined });
    const firstField = Object.keys(route.valid)[0];
    const cases: Array<[string, Awaited<ReturnType<typeof send>>]> = [
      ['empty body', await send({})],
      ['missing field', await send({ ...route.valid, [firstField]: undefined })],
      ['wrong type', await send({ ...route.valid, [firstField]: 12345 })],
      ['10 kB string', await send({ ...route.valid, [firstField]: big })],
      ['unknown field', await send({ ...route.valid, role: 'admin' })],
      ['array body', await send([route.valid])],
      ['malformed JSON', await send(undefined, '{"email":')],
    ];
    for (const [name, res] of cases) {
      expect({ name, status: res.status }).toEqual({ name, status: 400 });
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(typeof res.body.detail).toBe('string');
      expect(res.body.detail.length).toBeGreaterThan(5);
      expect(res.body.detail).not.toMatch(/should not|must be|Internal/);
    }
    expect(cases[4][1].body.detail).toBe('Champ inconnu : role');
    expect(await userCount()).toBe(before);
  });

  it('refuses a body over 64 kB with 413', async () => {
    const res = await call('/api/auth/login', { rawBody: JSON.stringify({ email: 'a@exemple.fr', password: 'x'.repeat(70 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('gives the spec message for a short password at sign-up', async () => {
    const res = await call('/api/auth/register', { body: { email: 'a@exemple.fr', password: '12345', captchaToken: 'x'.repeat(20), captchaAnswer: '4' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('answers unknown API routes with a problem+json 404, and app routes with the SPA', async () => {
    const api = await call('/api/nope');
    expect(api.status).toBe(404);
    expect(api.body.code).toBe('NOT_FOUND');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    for (const path of ['/', '/profile', '/reset-password']) {
      const page = await fetch(`${process.env.API_URL}${path}`);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('<div id="root">');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });
});
