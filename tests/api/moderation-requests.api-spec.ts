import { describe, expect, it } from '@jest/globals';
import type { MemberRequests, RequestQuota } from '@streaming/contracts';
import { register, type Member } from './support/api-client.js';
import { createMovie, useEngagementFixtures } from './support/engagement-fixtures.js';
import { askFor, request, send, uniqueText } from './support/moderation-fixtures.js';

useEngagementFixtures();

const QUOTA_TEXT = 'Vous avez atteint la limite de 3 demandes par semaine';

const quota = async (member: Member) => {
  const res = await send<RequestQuota>(member, 'GET', '/api/requests/quota');
  expect(res.status).toBe(200);
  return res.body;
};

const mine = async (member: Member) => {
  const res = await send<MemberRequests>(member, 'GET', '/api/me/requests');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.body;
};

/** Weekday and time of an instant in Paris: 'lundi 00:00'. */
const parisTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(iso));

describe('content requests and the weekly quota', () => {
  it('starts the week with 3 requests, reset next Monday at midnight, Paris time', async () => {
    const member = await register();
    const q = await quota(member);
    expect(q).toMatchObject({ used: 0, limit: 3 });
    expect(parisTime(q.resetsAt)).toBe('lundi 00:00:00');
    const ahead = new Date(q.resetsAt).getTime() - Date.now();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThanOrEqual(7 * 86400_000 + 3600_000);
  });

  it('takes exactly 3 of 5 requests sent at once with none used; the 2 others get the spec text', async () => {
    const member = await register();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => askFor(member, { title: uniqueText(`Film demandé ${i}`) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429]);
    for (const refused of results.filter((r) => r.status === 429)) {
      expect(refused.body).toMatchObject({ code: 'REQUEST_QUOTA_REACHED', detail: QUOTA_TEXT });
    }
    expect(await quota(member)).toMatchObject({ used: 3, limit: 3 });
    const listed = await mine(member);
    expect(listed.items).toHaveLength(3);
    expect(listed.quota).toMatchObject({ used: 3 });
    const fourth = await askFor(member, { title: uniqueText('Un de trop') });
    expect({ status: fourth.status, body: fourth.body }).toMatchObject({ status: 429, body: { code: 'REQUEST_QUOTA_REACHED', detail: QUOTA_TEXT } });
  });

  it("answers the request with the week's quota, and lists it first with its fields", async () => {
    const member = await register();
    const title = uniqueText('Les Enfants du paradis');
    const created = await request(member, { contentType: 'movie', title: `  ${title}  `, year: 1945, director: 'Marcel Carné', genre: 'Drame', description: 'Version restaurée.' });
    expect(created.quota).toMatchObject({ used: 1, limit: 3 });
    expect(created.request).toMatchObject({
      contentType: 'movie', title, year: 1945, director: 'Marcel Carné', genre: 'Drame', description: 'Version restaurée.',
      status: 'pending', adminNotes: null, fulfilledBy: null, members: 1, joined: false,
    });
    const second = await request(member, { contentType: 'series', title: uniqueText('Kaamelott') });
    expect((await mine(member)).items.map((r) => r.id)).toEqual([second.request.id, created.request.id]);
  });

  it("joins an open request for the same title instead of duplicating it, without using the joiner's quota", async () => {
    const author = await register();
    const joiner = await register();
    const title = uniqueText('Le Samouraï');
    const created = await request(author, { title });

    // Case, accents and punctuation set aside, it is the same title.
    const joined = await askFor(joiner, { title: `  ${title.toUpperCase()} ! ` });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ outcome: 'joined', request: { id: created.request.id, members: 2, joined: true }, quota: { used: 0 } });
    const again = await askFor(joiner, { title });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'already', request: { id: created.request.id } });

    expect((await mine(joiner)).items).toEqual([expect.objectContaining({ id: created.request.id, joined: true, members: 2 })]);
    expect((await mine(author)).items).toEqual([expect.objectContaining({ id: created.request.id, joined: false, members: 2 })]);
    expect(await quota(joiner)).toMatchObject({ used: 0 });
    expect(await quota(author)).toMatchObject({ used: 1 });

    // A series of the same name is another request.
    const series = await askFor(joiner, { contentType: 'series', title });
    expect(series.status).toBe(201);
  });

  it('refuses a title the catalogue already has, with its card for the link, and uses no quota', async () => {
    const movie = await createMovie(uniqueText('Playtime'));
    const member = await register();
    const res = await askFor(member, { contentType: 'movie', title: movie.title.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'TITLE_ALREADY_AVAILABLE', detail: 'Ce titre est déjà disponible dans le catalogue.', title: { id: movie.id, kind: 'movie', title: movie.title } });
    expect(await quota(member)).toMatchObject({ used: 0 });
    expect((await mine(member)).items).toEqual([]);
  });

  it('refuses bad bodies with the French message, and uses no quota', async () => {
    const member = await register();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ contentType: 'movie' }, 'Le titre est requis (200 caractères maximum).'],
      [{ contentType: 'movie', title: '   ' }, 'Le titre est requis (200 caractères maximum).'],
      [{ contentType: 'movie', title: 'x'.repeat(201) }, 'Le titre est requis (200 caractères maximum).'],
      [{ contentType: 'anime', title: 'Akira' }, 'Type de contenu inconnu : choisissez movie ou series.'],
      [{ contentType: 'movie', title: 'Akira', year: 1899 }, "L'année doit être comprise entre 1900 et 2030."],
      [{ contentType: 'movie', title: 'Akira', year: 2031 }, "L'année doit être comprise entre 1900 et 2030."],
      [{ contentType: 'movie', title: 'Akira', year: '1988' }, "L'année doit être un nombre entier entre 1900 et 2030."],
      [{ contentType: 'movie', title: 'Akira', director: 'x'.repeat(201) }, 'Le réalisateur doit être un texte (200 caractères maximum).'],
      [{ contentType: 'movie', title: 'Akira', genre: 'x'.repeat(101) }, 'Le genre doit être un texte (100 caractères maximum).'],
      [{ contentType: 'movie', title: 'Akira', userId: member.session.user.id }, 'Champ inconnu : userId'],
    ];
    for (const [body, detail] of cases) {
      const res = await send(member, 'POST', '/api/requests', body);
      expect({ body, status: res.status, code: res.body.code, detail: res.body.detail }).toEqual({ body, status: 400, code: 'VALIDATION_FAILED', detail });
    }
    expect(await quota(member)).toMatchObject({ used: 0 });
    expect((await mine(member)).items).toEqual([]);
  });

  it('limits requests per account past 20 in an hour, refused ones included (429 RATE_LIMITED with Retry-After)', async () => {
    const member = await register();
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await send(member, 'POST', '/api/requests', { contentType: 'movie', title: uniqueText('Demande en rafale') });
      codes.push(res.status === 201 ? 'created' : `${res.status} ${res.body.code}`);
    }
    expect(codes).toEqual([...Array<string>(3).fill('created'), ...Array<string>(17).fill('429 REQUEST_QUOTA_REACHED'), '429 RATE_LIMITED']);
    const refused = await askFor(member, { title: uniqueText('Encore une') });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it("never shows a member another member's requests", async () => {
    const alice = await register();
    const bob = await register();
    const hers = await request(alice, { title: uniqueText('Jeux interdits') });
    const his = await request(bob, { title: uniqueText('Les Vacances de M. Hulot') });
    expect((await mine(alice)).items.map((r) => r.id)).toEqual([hers.request.id]);
    expect((await mine(bob)).items.map((r) => r.id)).toEqual([his.request.id]);
  });
});
