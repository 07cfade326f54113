import { describe, expect, it } from '@jest/globals';
import type { ProblemDetails } from '@streaming/contracts';
import { queryDb } from '../support/servers.js';
import { currentTestNames } from '../support/test-env.js';
import { call, register, registerAdmin, uniqueEmail, type ApiResponse } from './support/api-client.js';

const big = 'x'.repeat(10 * 1024);
const userCount = async () => Number((await queryDb<{ n: string }>(currentTestNames(), 'SELECT count(*) AS n FROM identity.users'))[0].n);

/** Every public body route, with a valid-looking body to break one field at a time. */
const routes: Array<{ path: string; method?: string; valid: Record<string, unknown>; auth?: boolean }> = [
  { path: '/api/auth/register', valid: { email: 'a@exemple.fr', password: 'Lumière-1895', captchaToken: 'x'.repeat(20), captchaAnswer: '4' } },
  { path: '/api/auth/login', valid: { email: 'a@exemple.fr', password: 'Lumière-1895' } },
  { path: '/api/auth/password/forgot', valid: { email: 'a@exemple.fr' } },
  { path: '/api/auth/password/reset/check', valid: { token: 'x'.repeat(43) } },
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

const NUL_URL = 'L’adresse demandée contient un caractère nul (%00), qui n’est pas accepté.';

/** A 400 problem+json in French, as every refused input must give. */
function expectFrench400(res: ApiResponse<ProblemDetails>, detail?: string | RegExp) {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  if (detail instanceof RegExp) expect(res.body.detail).toMatch(detail);
  else if (detail) expect(res.body.detail).toBe(detail);
}

describe('a NUL character never reaches PostgreSQL (it was a 500)', () => {
  it('is refused with 400 in any query value or path parameter', async () => {
    const admin = await registerAdmin();
    for (const path of [
      '/api/search?q=am%00elie',
      '/api/search/suggest?q=am%00',
      '/api/movies?director=Jeunet%00',
      '/api/series?country=Fr%00ance',
      '/api/genres/dra%00me',
      '/api/movies/%00',
      '/api/media/sample%00clip.webm',
    ]) {
      const res = await call(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expectFrench400(res, NUL_URL);
    }
    expectFrench400(await call('/api/admin/users?search=a%00b', { token: admin.accessToken }), NUL_URL);
  });

  it('is refused with 400 in any JSON string, however deep, before any service sees it', async () => {
    const member = await register();
    const contact = await call('/api/contact', { token: member.accessToken, body: { email: member.email, category: 'autre', subject: 'Sujet', message: 'Bonjour\u0000' } });
    expectFrench400(contact, /caractère nul/);
    const before = await userCount();
    const signUp = await call('/api/auth/register', { body: { email: 'nul\u0000@exemple.fr', password: 'Lumière-1895', captchaToken: 'x'.repeat(20), captchaAnswer: '4' } });
    expectFrench400(signUp, /caractère nul/);
    expectFrench400(await call('/api/auth/login', { body: { email: 'a@exemple.fr', password: 'x', extra: [{ deep: ['\u0000'] }] } }), /caractère nul/);
    expect(await userCount()).toBe(before);
  });
});

describe('other inputs that gave 500s', () => {
  it('refuses JSON nested deeper than 32 levels with 400 (it overflowed the validator’s stack)', async () => {
    const deep = '{"email":' + '['.repeat(20_000) + ']'.repeat(20_000) + ',"password":"x"}';
    expect(deep.length).toBeLessThan(64 * 1024);
    expectFrench400(await call('/api/auth/login', { rawBody: deep }), /trop imbriquées/);
    const thirtyThree = '{"a":'.repeat(33) + '1' + '}'.repeat(33);
    expectFrench400(await call('/api/auth/password/forgot', { rawBody: thirtyThree }), /trop imbriquées/);
  });

  it('answers 404 for media names that are properties of every JavaScript object', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await call(`/api/media/${name}`);
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
      expect(res.body.detail).toBe('Média introuvable.');
    }
    const { accessToken } = await register();
    for (const name of ['constructor', '__proto__', 'toString']) {
      expect((await call(`/api/posters/movie/${name}`)).status).toBe(404);
      // A genre slug is checked first: these are not slugs (400) or no genre has them (404).
      const genre = await call(`/api/genres/${name}`, { token: accessToken });
      expect({ name, status: [400, 404].includes(genre.status) }).toEqual({ name, status: true });
      expect(genre.body.detail).toMatch(/[éèàç]|introuvable|invalide/i);
    }
  });

  it('refuses a prototype-poisoning body', async () => {
    const res = await call('/api/auth/login', { rawBody: '{"email":"a@exemple.fr","password":"x","__proto__":{"isAdmin":true}}' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/[éèà]|invalide/);
  });
});

describe('only JSON bodies, and no state change from another site', () => {
  it('answers 415 in French to a form-encoded, text or untyped body (login CSRF from a plain HTML form)', async () => {
    const form = await call('/api/auth/login', { rawBody: 'email=a%40exemple.fr&password=x', contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Envoyez les données en JSON (application/json).' });
    expect((await call('/api/auth/login', { rawBody: '{"email":"a@exemple.fr","password":"x"}', contentType: 'text/plain' })).status).toBe(415);
    expect((await call('/api/auth/login', { rawBody: '--b\r\n\r\n--b--', contentType: 'multipart/form-data; boundary=b' })).status).toBe(415);
    const untyped = await fetch(`${process.env.API_URL}/api/auth/login`, { method: 'POST', body: new TextEncoder().encode('{"email":"a@exemple.fr","password":"x"}') });
    expect(untyped.status).toBe(415);
  });

  it('refuses state-changing requests from a foreign Origin or a cross-site browser fetch with 403', async () => {
    const body = { email: uniqueEmail(), password: 'mauvais' };
    const foreign = await call('/api/auth/login', { body, headers: { origin: 'https://pirate.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'FOREIGN_ORIGIN', detail: 'Requête refusée : elle provient d’un autre site.' });
    expect((await call('/api/auth/login', { body, headers: { origin: 'null' } })).status).toBe(403);
    expect((await call('/api/auth/login', { body, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await call('/api/auth/logout', { method: 'POST', headers: { origin: 'https://pirate.example' } })).status).toBe(403);
    // The app's own origin, a same-origin browser fetch, and reads from anywhere pass.
    expect((await call('/api/auth/login', { body, headers: { origin: new URL(process.env.API_URL!).origin } })).status).toBe(401);
    expect((await call('/api/auth/login', { body, headers: { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' } })).status).toBe(401);
    expect((await call('/api/health', { headers: { origin: 'https://pirate.example' } })).status).toBe(200);
  });
});

/** The count of a catalogue table, to prove a refused write stored nothing. */
const catalogueCount = async (table: 'movies' | 'series' | 'genres') =>
  Number((await queryDb<{ n: string }>(currentTestNames(), `SELECT count(*) AS n FROM catalogue.${table}`))[0].n);

describe('inputs the fuzz test found answered with a 500 or in English', () => {
  const LONE = 'a\ud800b';

  it('refuses a lone surrogate in an e-mail with a French 400 (the e-mail validator threw URIError)', async () => {
    const member = await register();
    const before = await userCount();
    for (const [path, method, body, token] of [
      ['/api/auth/login', 'POST', { email: LONE, password: 'x' }, undefined],
      ['/api/auth/register', 'POST', { email: LONE, password: 'Lumière-1895', captchaToken: 'x'.repeat(20), captchaAnswer: '4' }, undefined],
      ['/api/auth/password/forgot', 'POST', { email: LONE }, undefined],
      ['/api/me/email', 'PATCH', { email: LONE, currentPassword: member.password }, member.accessToken],
      ['/api/contact', 'POST', { email: LONE, category: 'autre', subject: 'Sujet', message: 'Bonjour' }, member.accessToken],
    ] as const) {
      const res = await call(path, { method, body, token });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expectFrench400(res, /Unicode mal formé/);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a lone surrogate or a NUL in an admin catalogue write, and stores nothing (the event write failed)', async () => {
    const admin = await registerAdmin();
    const [movies, series, genres] = [await catalogueCount('movies'), await catalogueCount('series'), await catalogueCount('genres')];
    expectFrench400(await call('/api/admin/movies', { token: admin.accessToken, body: { title: LONE } }), /Unicode mal formé/);
    expectFrench400(await call('/api/admin/series', { token: admin.accessToken, body: { title: 'Série', synopsis: LONE } }), /Unicode mal formé/);
    expectFrench400(await call('/api/admin/movies', { token: admin.accessToken, body: { title: 'Film\u0000' } }), /caractère nul/);
    expectFrench400(await call('/api/admin/series', { token: admin.accessToken, body: { title: 'Série\u0000' } }), /caractère nul/);
    expectFrench400(await call('/api/admin/genres', { token: admin.accessToken, body: { name: 'Genre\u0000', category: 'Films' } }), /caractère nul/);
    expect([await catalogueCount('movies'), await catalogueCount('series'), await catalogueCount('genres')]).toEqual([movies, series, genres]);
  });

  it('refuses null for a field whose column cannot be empty (it reached PostgreSQL as NULL)', async () => {
    const admin = await registerAdmin();
    const before = await catalogueCount('movies');
    expectFrench400(await call('/api/admin/movies', { token: admin.accessToken, body: { title: 'Nul', isFeatured: null } }), 'Le champ « à la une » doit valoir true ou false.');
    expectFrench400(await call('/api/admin/series', { token: admin.accessToken, body: { title: 'Nul', isNew: null } }), 'Le champ « nouveau » doit valoir true ou false.');
    expectFrench400(await call('/api/admin/series', { token: admin.accessToken, body: { title: 'Nul', status: null } }), /^Statut inconnu/);
    expect(await catalogueCount('movies')).toBe(before);
  });

  it('refuses numbers too large for their column (bigint overflow, huge page)', async () => {
    const admin = await registerAdmin();
    expectFrench400(await call('/api/admin/movies', { token: admin.accessToken, rawBody: '{"title":"Riche","budget":1e308}' }), /^Le budget est trop grand/);
    expectFrench400(await call('/api/admin/movies', { token: admin.accessToken, body: { title: 'Riche', boxOffice: 2 ** 53 + 1 } }), /^Le box-office est trop grand/);
    expectFrench400(await call('/api/admin/users?page=99999999999999999999999', { token: admin.accessToken }), 'La page demandée est trop grande (10000 au maximum).');
  });

  it('refuses a wrong-typed body field instead of converting it', async () => {
    const admin = await registerAdmin();
    const member = await register();
    const before = await catalogueCount('movies');
    expectFrench400(await call('/api/admin/movies', { token: admin.accessToken, body: { title: 12345 } }), 'Le titre est requis.');
    expectFrench400(await call('/api/admin/movies', { token: admin.accessToken, body: { title: 'Vrai ?', isFeatured: {} } }), 'Le champ « à la une » doit valoir true ou false.');
    expect(await catalogueCount('movies')).toBe(before);
    const contact = await call('/api/contact', { token: member.accessToken, body: { email: member.email, category: 'autre', subject: { a: 1 }, message: 'Bonjour' } });
    expectFrench400(contact, 'Le sujet est requis (150 caractères maximum).');
  });

  it('refuses a reserved member name as an unknown field (it was dropped silently)', async () => {
    const res = await call('/api/auth/password/forgot', { rawBody: '{"email":"a@exemple.fr","prototype":{"isAdmin":true}}' });
    expectFrench400(res, 'Champ inconnu : prototype');
    expectFrench400(await call('/api/auth/login', { rawBody: '{"email":"a@exemple.fr","password":"x","constructor":1}' }), 'Champ inconnu : constructor');
  });

  it('refuses a JSON body that is not an object in French (Nest answered “Validation failed (object is expected)”)', async () => {
    const member = await register();
    for (const raw of ['0', '"texte"', 'true', 'null', '[]']) {
      const res = await call('/api/me/password', { method: 'PATCH', token: member.accessToken, rawBody: raw });
      expect({ raw, status: res.status }).toEqual({ raw, status: 400 });
      expectFrench400(res, 'Les données envoyées doivent être un objet JSON ({ … }).');
    }
    expectFrench400(await call('/api/auth/logout', { rawBody: '"texte"' }), 'Les données envoyées doivent être un objet JSON ({ … }).');
  });

  it('answers a path that is not UTF-8 once decoded with a French 400 (Fastify answered in English JSON)', async () => {
    for (const path of ['/api/movies/%FF%FE', '/api/genres/%ED%A0%80', '/api/series/%C3']) {
      const res = await call(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expectFrench400(res, /n’est pas de l’UTF-8/);
    }
  });

  it('checks a long path parameter like any other (Fastify answered 414 in English, or 403 “Forbidden”)', async () => {
    const admin = await registerAdmin();
    for (const n of [150, 2000, 8000]) {
      const id = 'y'.repeat(n);
      expectFrench400(await call(`/api/movies/${id}`, { token: admin.accessToken }), 'Identifiant de film invalide.');
      expectFrench400(await call(`/api/admin/movies/${id}`, { method: 'DELETE', token: admin.accessToken }), 'Identifiant de film invalide.');
      expect((await call(`/api/admin/movies/${id}`, { method: 'DELETE' })).status).toBe(401);
    }
    // Outside /api, such a path is the web app's, like any unknown one.
    const page = await fetch(`${process.env.API_URL}/${'y'.repeat(8000)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});
