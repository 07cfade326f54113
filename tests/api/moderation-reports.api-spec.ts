import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { MemberReport, Page } from '@streaming/contracts';
import { register } from './support/api-client.js';
import { admin, createMovie, createSeries, useEngagementFixtures } from './support/engagement-fixtures.js';
import { patchReport, report, send } from './support/moderation-fixtures.js';

useEngagementFixtures();

const mine = async (member: Parameters<typeof send>[0], query = '') => {
  const res = await send<Page<MemberReport>>(member, 'GET', `/api/me/reports${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.body;
};

describe('a member reports a broken link', () => {
  it('gets the report with the title taken from the catalogue, and the same open report when sending it again', async () => {
    const movie = await createMovie();
    const member = await register();
    const created = await report(member, { contentType: 'movie', contentId: movie.id, problemType: 'audio_issue', description: '  Pas de son après 10 minutes.  ' });
    expect(created).toMatchObject({
      contentType: 'movie', contentId: movie.id, seriesId: null, contentTitle: movie.title, problemType: 'audio_issue',
      description: 'Pas de son après 10 minutes.', status: 'pending', adminNotes: null,
    });

    const again = await send<MemberReport>(member, 'POST', '/api/reports', { contentType: 'movie', contentId: movie.id, problemType: 'audio_issue' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.id);

    // Another problem of the same film is another report.
    const other = await report(member, { contentType: 'movie', contentId: movie.id, problemType: 'subtitle_issue' });
    expect(other.id).not.toBe(created.id);
    expect((await mine(member)).items.map((r) => r.id)).toEqual([other.id, created.id]);
  });

  it("names an episode's series, so the link goes to the series page", async () => {
    const series = await createSeries(1);
    const episode = series.seasons[0].episodes[0];
    const member = await register();
    const created = await report(member, { contentType: 'episode', contentId: episode.id, problemType: 'quality_issue' });
    expect(created).toMatchObject({ contentType: 'episode', contentId: episode.id, seriesId: series.id });
    expect(created.contentTitle).toContain(series.title);
  });

  it('answers 404 for a title the catalogue does not have, and stores nothing', async () => {
    const member = await register();
    const res = await send(member, 'POST', '/api/reports', { contentType: 'movie', contentId: randomUUID(), problemType: 'other' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'CONTENT_NOT_FOUND', detail: "Ce contenu n'existe pas." });
    expect((await mine(member)).total).toBe(0);
  });

  it('refuses bad bodies with the French message, and stores nothing', async () => {
    const movie = await createMovie();
    const member = await register();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ contentType: 'movie', contentId: movie.id }, 'Veuillez sélectionner le type de problème'],
      [{ contentType: 'movie', contentId: movie.id, problemType: 'broken' }, 'Veuillez sélectionner le type de problème'],
      [{ contentType: 'film', contentId: movie.id, problemType: 'other' }, 'Type de contenu inconnu : choisissez movie, series ou episode.'],
      [{ contentType: 'movie', contentId: 'pas-un-uuid', problemType: 'other' }, 'Identifiant de contenu invalide.'],
      [{ contentType: 'movie', contentId: movie.id, problemType: 'other', description: 'x'.repeat(2001) }, 'La description doit être un texte (2000 caractères maximum).'],
      [{ contentType: 'movie', contentId: movie.id, problemType: 'other', description: 42 }, 'La description doit être un texte (2000 caractères maximum).'],
      [{ contentType: 'movie', contentId: movie.id, problemType: 'other', contentTitle: 'Titre inventé' }, 'Champ inconnu : contentTitle'],
    ];
    for (const [body, detail] of cases) {
      const res = await send(member, 'POST', '/api/reports', body);
      expect({ body, status: res.status, code: res.body.code, detail: res.body.detail }).toEqual({ body, status: 400, code: 'VALIDATION_FAILED', detail });
    }
    expect((await mine(member)).total).toBe(0);
  });

  it('limits reports per account: past 20 in an hour, 429 with Retry-After, whatever their outcome', async () => {
    const member = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await send(member, 'POST', '/api/reports', { contentType: 'movie', contentId: randomUUID(), problemType: 'other' })).status);
    expect(statuses).toEqual([...Array<number>(20).fill(404), 429]);
    const refused = await send(member, 'POST', '/api/reports', { contentType: 'movie', contentId: randomUUID(), problemType: 'other' });
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another member is not affected.
    expect((await send(await register(), 'POST', '/api/reports', { contentType: 'movie', contentId: randomUUID(), problemType: 'other' })).status).toBe(404);
  });

  it("lists only the member's own reports, newest first, in pages; the admin's note shows once the report is settled", async () => {
    const movie = await createMovie();
    const alice = await register();
    const bob = await register();
    const first = await report(alice, { contentType: 'movie', contentId: movie.id, problemType: 'video_not_working' });
    const second = await report(alice, { contentType: 'movie', contentId: movie.id, problemType: 'wrong_content' });
    const bobs = await report(bob, { contentType: 'movie', contentId: movie.id, problemType: 'video_not_working' });
    expect(bobs.id).not.toBe(first.id);

    expect(await mine(alice, '?pageSize=1')).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ id: second.id }] });
    expect(await mine(alice, '?pageSize=1&page=2')).toMatchObject({ total: 2, page: 2, items: [{ id: first.id }] });
    expect((await mine(bob)).items.map((r) => r.id)).toEqual([bobs.id]);

    // A note written while the report is being handled is not shown yet; the one it is settled with is.
    expect((await patchReport(admin, first.id, { status: 'in_progress', adminNotes: 'Lien vérifié' })).status).toBe(200);
    expect((await mine(alice)).items.find((r) => r.id === first.id)).toMatchObject({ status: 'in_progress', adminNotes: null });
    expect((await patchReport(admin, first.id, { status: 'resolved', adminNotes: 'Nouveau lien en ligne.' })).status).toBe(200);
    expect((await mine(alice)).items.find((r) => r.id === first.id)).toMatchObject({ status: 'resolved', adminNotes: 'Nouveau lien en ligne.' });

    const bad = await send(alice, 'GET', '/api/me/reports?pageSize=49');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('La taille de page doit être un nombre entier entre 1 et 48.');
  });
});
