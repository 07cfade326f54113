import { beforeAll, describe, expect, it } from '@jest/globals';
import { ModerationPatterns as P, type Actor, type AdminReport, type ProblemType, type ReportContentType } from '@streaming/contracts';
import { admin, member, useModeration } from './moderation-context.js';

// The admin lists on a database of their own: the counters are exact.
const ctx = useModeration('lists');
const { call } = ctx;
const boss = admin();

const reporters = { alice: member(), bob: member() };
const made: Record<string, AdminReport> = {};

async function report(key: string, by: Actor, contentType: ReportContentType, contentId: string, problemType: ProblemType) {
  const r = await call(P.reportsCreate, { contentType, contentId, problemType, description: key }, by);
  made[key] = (await call(P.adminReportsList, { pageSize: 48 }, boss)).items.find((a) => a.id === r.id)!;
}

beforeAll(async () => {
  await report('a1', reporters.alice, 'movie', ctx.ids.metropolis, 'video_not_working');
  await report('a2', reporters.alice, 'episode', ctx.ids.vampiresE1, 'subtitle_issue');
  await report('b1', reporters.bob, 'series', ctx.ids.vampires, 'audio_issue');
  await report('b2', reporters.bob, 'movie', ctx.ids.nosferatu, 'quality_issue');
  await report('b3', reporters.bob, 'movie', ctx.ids.metropolis, 'other');
  await call(P.adminReportsUpdate, { id: made.a1.id, status: 'in_progress' }, boss);
  await call(P.adminReportsUpdate, { id: made.b1.id, status: 'resolved' }, boss);
  await call(P.adminReportsUpdate, { id: made.b2.id, status: 'rejected', adminNotes: 'Qualité d’origine.' }, boss);
});

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

describe('the admin report list', () => {
  it('pages every report newest first, with the counters over all of them', async () => {
    const page = await call(P.adminReportsList, {}, boss);
    expect(ids(page.items)).toEqual(['b3', 'b2', 'b1', 'a2', 'a1'].map((k) => made[k].id));
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20, counts: { total: 5, pending: 2, in_progress: 1, resolved: 1, rejected: 1 } });
    const second = await call(P.adminReportsList, { page: 2, pageSize: 2 }, boss);
    expect(ids(second.items)).toEqual([made.b1.id, made.a2.id]);
    expect(second.total).toBe(5);
  });

  it('filters by status and content type, the total being the matches and the counters unchanged', async () => {
    const pending = await call(P.adminReportsList, { status: 'pending' }, boss);
    expect(ids(pending.items)).toEqual([made.b3.id, made.a2.id]);
    expect(pending.total).toBe(2);
    expect(pending.counts.total).toBe(5);
    const movies = await call(P.adminReportsList, { contentType: 'movie' }, boss);
    expect(ids(movies.items)).toEqual([made.b3.id, made.b2.id, made.a1.id]);
    expect((await call(P.adminReportsList, { contentType: 'movie', status: 'pending' }, boss)).total).toBe(1);
    expect((await call(P.adminReportsList, { status: 'all', contentType: 'all' }, boss)).total).toBe(5);
  });

  it('searches the title, the problem’s French label and the reporters the gateway found by address', async () => {
    const search = async (q: object) => ids((await call(P.adminReportsList, q, boss)).items);
    expect(await search({ search: 'metro' })).toEqual([made.b3.id, made.a1.id]);
    expect(await search({ search: 'S1E1' })).toEqual([made.a2.id]);
    expect(await search({ search: 'sous-titres' })).toEqual([made.a2.id]);
    expect(await search({ search: 'Problème' })).toEqual([made.b3.id, made.b1.id, made.a2.id]);
    expect(await search({ search: 'alice@exemple.fr', reporterIds: [reporters.alice.userId] })).toEqual([made.a2.id, made.a1.id]);
    expect(await search({ search: 'metro', status: 'in_progress' })).toEqual([made.a1.id]);
    expect(await search({ search: '100%' })).toEqual([]);
    const searched = await call(P.adminReportsList, { search: 'metro' }, boss);
    expect(searched.total).toBe(2);
    expect(searched.counts.total).toBe(5);
  });

  it('answers the hub’s counts', async () => {
    const m = member();
    await call(P.requestsCreate, { contentType: 'series', title: 'Les Mystères de New York' }, m);
    await call(P.contactCreate, { email: 'a@exemple.fr', category: 'autre', subject: 'x', message: 'y' }, m);
    expect(await call(P.adminCounts, {}, boss)).toEqual({ reportsPending: 2, requestsPending: 1, contactUnhandled: 1 });
  });

  it('refuses bad filters with a French message', async () => {
    await expect(call(P.adminReportsList, { status: 'open' }, boss)).rejects.toMatchObject({ status: 400, message: 'Statut inconnu.' });
    await expect(call(P.adminReportsList, { contentType: 'film' }, boss)).rejects.toMatchObject({ status: 400, message: 'Type de contenu inconnu.' });
    await expect(call(P.adminReportsList, { reporterIds: ['x'] }, boss)).rejects.toMatchObject({ status: 400 });
  });
});

describe('the admin request list', () => {
  it('pages requests newest first with their counters, filtered by status and type, searched in title, director, genre and member id', async () => {
    const [m1, m2] = [member(), member()];
    const a = await call(P.requestsCreate, { contentType: 'movie', title: 'La Grande Illusion', director: 'Jean Renoir', genre: 'Guerre' }, m1);
    const b = await call(P.requestsCreate, { contentType: 'series', title: 'Belphégor', genre: 'Fantastique' }, m2);
    await call(P.requestsCreate, { contentType: 'movie', title: 'la grande illusion' }, m2);
    await call(P.adminRequestsUpdate, { id: b.request.id, status: 'rejected', adminNotes: 'Déjà prévu.' }, boss);

    const all = await call(P.adminRequestsList, {}, boss);
    expect(all.counts).toMatchObject({ pending: 2, rejected: 1, approved: 0, completed: 0 });
    expect(all.counts.total).toBe(all.total);
    expect(all.items.find((r) => r.id === a.request.id)).toMatchObject({ userId: m1.userId, members: 2, email: null });
    const search = async (q: object) => ids((await call(P.adminRequestsList, q, boss)).items);
    expect(await search({ search: 'renoir' })).toEqual([a.request.id]);
    expect(await search({ search: 'fantas' })).toEqual([b.request.id]);
    expect(await search({ search: m2.userId.slice(0, 13) })).toEqual([b.request.id, a.request.id]);
    expect(await search({ status: 'rejected' })).toEqual([b.request.id]);
    expect(await search({ contentType: 'series', status: 'pending' })).not.toContain(b.request.id);
  });
});
