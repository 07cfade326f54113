import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type {
  AdminReport, AdminRequest, ContactMessage, MemberRequests, ModerationCounts, ModerationPage, ReportCounts, RequestCounts,
} from '@streaming/contracts';
import { register, registerAdmin, uniqueEmail, type ApiResponse, type Member } from './support/api-client.js';
import { admin, createMovie, createSeries, useEngagementFixtures } from './support/engagement-fixtures.js';
import { patchReport, patchRequest, report, request, send, uniqueText } from './support/moderation-fixtures.js';

useEngagementFixtures();

type ReportPage = ModerationPage<AdminReport, ReportCounts>;
type RequestPage = ModerationPage<AdminRequest, RequestCounts>;
interface ContactPage {
  items: ContactMessage[];
  total: number;
  page: number;
  pageSize: number;
  unhandled: number;
}

const reports = async (query: string) => {
  const res = await send<ReportPage>(admin, 'GET', `/api/admin/reports?${query}`);
  expect({ query, status: res.status }).toEqual({ query, status: 200 });
  return res.body;
};
const requests = async (query: string) => {
  const res = await send<RequestPage>(admin, 'GET', `/api/admin/requests?${query}`);
  expect({ query, status: res.status }).toEqual({ query, status: 200 });
  return res.body;
};
const contact = async (query = '') => {
  const res = await send<ContactPage>(admin, 'GET', `/api/admin/contact?pageSize=48${query}`);
  expect({ query, status: res.status }).toEqual({ query, status: 200 });
  return res.body;
};
const counts = async () => {
  const res = await send<ModerationCounts>(admin, 'GET', '/api/admin/moderation/counts');
  expect(res.status).toBe(200);
  return res.body;
};
const q = encodeURIComponent;
const expectRefused = (res: ApiResponse, status: number, code: string, detail?: string) =>
  expect({ status: res.status, code: res.body.code, ...(detail ? { detail: res.body.detail } : {}) }).toEqual({ status, code, ...(detail ? { detail } : {}) });

describe('the reports queue', () => {
  it("lists reports newest first with the reporter's address, filters them, and searches title, problem and e-mail", async () => {
    const movie = await createMovie(uniqueText('Fantômas'));
    const series = await createSeries(1);
    const alice = await register(uniqueEmail('signaleuse'));
    const bob = await register(uniqueEmail('signaleur'));
    const before = await reports('pageSize=1');

    const first = await report(alice, { contentType: 'movie', contentId: movie.id, problemType: 'video_not_working' });
    const second = await report(alice, { contentType: 'movie', contentId: movie.id, problemType: 'wrong_content' });
    const third = await report(alice, { contentType: 'movie', contentId: movie.id, problemType: 'quality_issue' });
    const bobs = await report(bob, { contentType: 'episode', contentId: series.seasons[0].episodes[0].id, problemType: 'subtitle_issue' });

    const byTitle = await reports(`search=${q(movie.title)}&pageSize=48`);
    expect(byTitle.total).toBe(3);
    expect(byTitle.items.map((r) => r.id)).toEqual([third.id, second.id, first.id]);
    expect(byTitle.items[0]).toMatchObject({ userId: alice.session.user.id, email: alice.email, contentTitle: movie.title, status: 'pending' });
    // The counters cover every report, not only the matches.
    expect(byTitle.counts.total).toBe(before.counts.total + 4);
    expect(byTitle.counts.pending).toBe(before.counts.pending + 4);

    // Pages of one, newest first, none twice.
    const pages = [await reports(`search=${q(movie.title)}&pageSize=1&page=1`), await reports(`search=${q(movie.title)}&pageSize=1&page=2`), await reports(`search=${q(movie.title)}&pageSize=1&page=3`)];
    expect(pages.map((p) => p.items.map((r) => r.id))).toEqual([[third.id], [second.id], [first.id]]);
    expect(pages.every((p) => p.total === 3 && p.pageSize === 1)).toBe(true);

    // The reporter's e-mail address, which moderation does not store (identity finds the members).
    const byEmail = await reports(`search=${q(bob.email)}`);
    expect(byEmail.items.map((r) => r.id)).toEqual([bobs.id]);
    expect(byEmail.items[0]).toMatchObject({ email: bob.email, contentType: 'episode', seriesId: series.id });
    expect((await reports(`search=${q(alice.email.split('@')[0])}&pageSize=48`)).items.map((r) => r.id)).toEqual([third.id, second.id, first.id]);

    // The problem's French label.
    const byLabel = await reports(`search=${q('Mauvais contenu')}&pageSize=48`);
    expect(byLabel.items.map((r) => r.id)).toContain(second.id);
    expect(byLabel.items.every((r) => r.problemType === 'wrong_content')).toBe(true);

    expect((await reports(`search=${q(movie.title)}&contentType=episode`)).total).toBe(0);
    expect((await reports(`search=${q(movie.title)}&contentType=movie&status=pending`)).total).toBe(3);
    expect((await patchReport(admin, first.id, { status: 'in_progress' })).status).toBe(200);
    expect((await reports(`search=${q(movie.title)}&status=in_progress`)).items.map((r) => r.id)).toEqual([first.id]);
    expect((await reports(`search=${q(movie.title)}&status=pending`)).total).toBe(2);
  });

  it('refuses bad queries with the French message, and `reporterIds`, which only the gateway sets', async () => {
    const cases: Array<[string, string]> = [
      ['status=done', 'Statut inconnu.'],
      ['contentType=anime', 'Type de contenu inconnu.'],
      ['pageSize=0', 'La taille de page doit être un nombre entier entre 1 et 48.'],
      [`search=${'x'.repeat(201)}`, 'La recherche est trop longue (200 caractères maximum).'],
      [`reporterIds=${randomUUID()}`, 'Champ inconnu : reporterIds'],
    ];
    for (const [query, detail] of cases) {
      const res = await send(admin, 'GET', `/api/admin/reports?${query}`);
      expect({ query, status: res.status, detail: res.body.detail }).toEqual({ query, status: 400, detail });
    }
  });

  it('moves a report only along the allowed transitions; rejecting needs a note', async () => {
    const movie = await createMovie();
    const member = await register();
    const { id } = await report(member, { contentType: 'movie', contentId: movie.id });
    const status = async () => (await reports(`search=${q(movie.title)}`)).items[0].status;

    expectRefused(await patchReport(admin, id, { status: 'rejected' }), 400, 'NOTES_REQUIRED', 'Une note est requise pour rejeter.');
    expectRefused(await patchReport(admin, id, { status: 'rejected', adminNotes: '   ' }), 400, 'NOTES_REQUIRED');
    expectRefused(await patchReport(admin, id, { status: 'done' }), 400, 'VALIDATION_FAILED', 'Statut inconnu.');
    expectRefused(await patchReport(admin, id, { status: 'resolved', adminNotes: 'x'.repeat(2001) }), 400, 'VALIDATION_FAILED', 'La note doit être un texte (2000 caractères maximum).');
    expect(await status()).toBe('pending');

    const taken = await patchReport(admin, id, { status: 'in_progress' });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ id, status: 'in_progress', email: member.email, userId: member.session.user.id });
    expectRefused(await patchReport(admin, id, { status: 'pending' }), 409, 'REPORT_TRANSITION_REFUSED');
    const resolved = await patchReport(admin, id, { status: 'resolved' });
    expect(resolved.body).toMatchObject({ status: 'resolved', adminNotes: null });
    expectRefused(await patchReport(admin, id, { status: 'rejected', adminNotes: 'Trop tard' }), 409, 'REPORT_TRANSITION_REFUSED');
    expectRefused(await patchReport(admin, id, { status: 'in_progress' }), 409, 'REPORT_TRANSITION_REFUSED');
    expect(await status()).toBe('resolved');

    const other = await report(member, { contentType: 'movie', contentId: movie.id, problemType: 'other' });
    const rejected = await patchReport(admin, other.id, { status: 'rejected', adminNotes: 'Le lien fonctionne.' });
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNotes: 'Le lien fonctionne.' });

    expectRefused(await patchReport(admin, randomUUID(), { status: 'in_progress' }), 404, 'REPORT_NOT_FOUND', "Ce signalement n'existe pas.");
    expectRefused(await patchReport(admin, 'pas-un-uuid', { status: 'in_progress' }), 400, 'VALIDATION_FAILED', 'Identifiant invalide.');
  });

  it('lets only one of two admins change a report at once: the other gets 409', async () => {
    const other = await registerAdmin();
    const movie = await createMovie();
    for (let round = 0; round < 3; round++) {
      const { id } = await report(await register(), { contentType: 'movie', contentId: movie.id });
      const answers = await Promise.all([
        patchReport(admin, id, { status: 'resolved', adminNotes: 'Corrigé' }),
        patchReport(other, id, { status: 'rejected', adminNotes: 'Lien valide' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      expect((await reports(`search=${q(movie.title)}&pageSize=48`)).items.find((r) => r.id === id)!.status).toBe(winner.body.status);
    }
  });
});

describe('the content requests queue', () => {
  const mineOf = async (member: Member) => (await send<MemberRequests>(member, 'GET', '/api/me/requests')).body.items;

  it("lists requests with the author's address and searches title, member id, director and genre", async () => {
    const author = await register(uniqueEmail('demandeuse'));
    const director = uniqueText('Réalisatrice');
    const genre = uniqueText('Genre');
    const title = uniqueText('Cléo de 5 à 7');
    const before = await requests('pageSize=1');
    const { request: asked } = await request(author, { title, director, genre, year: 1962 });
    const { request: series } = await request(author, { contentType: 'series', title: uniqueText('Les Revenants') });

    for (const search of [title, director, genre]) {
      const page = await requests(`search=${q(search)}`);
      expect({ search, ids: page.items.map((r) => r.id) }).toEqual({ search, ids: [asked.id] });
      expect(page.items[0]).toMatchObject({ userId: author.session.user.id, email: author.email, director, genre, year: 1962, members: 1 });
    }
    expect((await requests(`search=${author.session.user.id}`)).items.map((r) => r.id)).toEqual([series.id, asked.id]);
    expect((await requests(`search=${author.session.user.id}&contentType=series`)).items.map((r) => r.id)).toEqual([series.id]);
    expect((await requests(`search=${author.session.user.id}&status=approved`)).total).toBe(0);
    const after = await requests('pageSize=1');
    expect(after.counts.total).toBe(before.counts.total + 2);
    expect(after.counts.pending).toBe(before.counts.pending + 2);
    expect((await send(admin, 'GET', '/api/admin/requests?status=ajoutee')).body.detail).toBe('Statut inconnu.');
  });

  it("moves a request along the allowed transitions, and 'Marquer ajouté' names the catalogue title members are sent to", async () => {
    const movie = await createMovie();
    const series = await createSeries(1);
    const author = await register();
    const joiner = await register();
    const title = uniqueText('Mon Oncle');
    const { request: asked } = await request(author, { title });
    expect((await send(joiner, 'POST', '/api/requests', { contentType: 'movie', title })).status).toBe(200);
    const id = asked.id;

    expectRefused(await patchRequest(admin, id, { status: 'completed', fulfilledById: movie.id }), 409, 'REQUEST_TRANSITION_REFUSED');
    expectRefused(await patchRequest(admin, id, { status: 'rejected' }), 400, 'NOTES_REQUIRED', 'Une note est requise pour rejeter.');
    const rejected = await patchRequest(admin, id, { status: 'rejected', adminNotes: 'Droits indisponibles.' });
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNotes: 'Droits indisponibles.', email: author.email, members: 2 });
    expect((await patchRequest(admin, id, { status: 'pending' })).body.status).toBe('pending');
    expect((await patchRequest(admin, id, { status: 'approved' })).body.status).toBe('approved');

    expectRefused(await patchRequest(admin, id, { status: 'completed' }), 400, 'VALIDATION_FAILED', 'Choisissez le titre du catalogue qui répond à la demande.');
    // A series does not fulfil a film request.
    const wrongKind = await patchRequest(admin, id, { status: 'completed', fulfilledById: series.id });
    expect([400, 404, 409]).toContain(wrongKind.status);
    expect((await requests(`search=${q(title)}`)).items[0].status).toBe('approved');

    const completed = await patchRequest(admin, id, { status: 'completed', fulfilledById: movie.id, adminNotes: 'En ligne en VF.' });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', fulfilledBy: { contentType: 'movie', contentId: movie.id, title: movie.title }, adminNotes: 'En ligne en VF.' });
    // Every member who asked sees it, with the link and the note.
    for (const member of [author, joiner]) {
      expect((await mineOf(member)).find((r) => r.id === id)).toMatchObject({ status: 'completed', fulfilledBy: { contentId: movie.id }, adminNotes: 'En ligne en VF.' });
    }

    const noted = await patchRequest(admin, id, { adminNotes: 'Aussi en VOSTFR.' });
    expect(noted.body).toMatchObject({ status: 'completed', adminNotes: 'Aussi en VOSTFR.' });
    expect((await patchRequest(admin, id, { status: 'pending' })).body.status).toBe('pending');
    expectRefused(await patchRequest(admin, id, { status: 'done' }), 400, 'VALIDATION_FAILED', 'Statut inconnu.');
    expectRefused(await patchRequest(admin, randomUUID(), { status: 'approved' }), 404, 'REQUEST_NOT_FOUND', "Cette demande n'existe pas.");
  });
});

describe('the contact messages and the hub counts', () => {
  it("lists a member's message with the account's address beside the typed one, and marks it handled", async () => {
    const member = await register();
    const typed = uniqueEmail('tapee');
    const subject = uniqueText('Sous-titres');
    const before = await contact();
    expect((await send(member, 'POST', '/api/contact', { email: typed, category: 'technique', subject, message: 'Décalés de 2 s.' })).status).toBe(202);

    const listed = await contact();
    const stored = listed.items.find((m) => m.subject === subject)!;
    expect(stored).toMatchObject({ userId: member.session.user.id, email: member.email, typedEmail: typed, category: 'technique', message: 'Décalés de 2 s.', handled: false, handledAt: null });
    expect(listed.unhandled).toBe(before.unhandled + 1);
    expect((await contact('&category=compte')).items.map((m) => m.id)).not.toContain(stored.id);
    expect((await contact('&category=technique&handled=false')).items.map((m) => m.id)).toContain(stored.id);

    const handled = await send<ContactMessage>(admin, 'PATCH', `/api/admin/contact/${stored.id}`, { handled: true });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ id: stored.id, handled: true, email: member.email });
    expect(handled.body.handledAt).not.toBeNull();
    expect((await contact('&handled=false')).items.map((m) => m.id)).not.toContain(stored.id);
    expect((await contact('&handled=true')).items.map((m) => m.id)).toContain(stored.id);
    expect((await contact()).unhandled).toBe(before.unhandled);

    expectRefused(await send(admin, 'PATCH', `/api/admin/contact/${stored.id}`, { handled: 'oui' }), 400, 'VALIDATION_FAILED', 'Le champ « traité » doit valoir true ou false.');
    expectRefused(await send(admin, 'GET', '/api/admin/contact?handled=peut-etre'), 400, 'VALIDATION_FAILED', 'Le champ « traité » doit valoir true ou false.');
    expectRefused(await send(admin, 'PATCH', `/api/admin/contact/${randomUUID()}`, { handled: true }), 404, 'CONTACT_NOT_FOUND');
  });

  it("counts the hub's pending reports, pending requests and unhandled messages", async () => {
    const movie = await createMovie();
    const member = await register();
    const before = await counts();
    await report(member, { contentType: 'movie', contentId: movie.id });
    await request(member, { title: uniqueText('Zazie dans le métro') });
    expect((await send(member, 'POST', '/api/contact', { email: member.email, category: 'autre', subject: uniqueText('Merci'), message: 'Bravo.' })).status).toBe(202);
    expect(await counts()).toEqual({
      reportsPending: before.reportsPending + 1,
      requestsPending: before.requestsPending + 1,
      contactUnhandled: before.contactUnhandled + 1,
    });
  });
});
