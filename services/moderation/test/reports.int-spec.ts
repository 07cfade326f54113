import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { AdminActionEvents, ModerationEvents, ModerationPatterns as P, type Actor, type ReportStatus } from '@streaming/contracts';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { admin, member, storedEvents, useModeration } from './moderation-context.js';

const ctx = useModeration('reports');
const { call } = ctx;

const report = (m: Actor, data: object) => call(P.reportsCreate, data, m);

describe('a member reports a problem with a title', () => {
  it('opens a report named after the catalogue title (201), and answers the same open one again instead of a second one (200)', async () => {
    const m = member();
    const first = await report(m, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'video_not_working', description: '  Écran noir après 10 min.  ' });
    expect(first).toMatchObject({
      created: true, contentType: 'movie', contentId: ctx.ids.metropolis, seriesId: null, contentTitle: 'Metropolis', contentDeleted: false,
      problemType: 'video_not_working', description: 'Écran noir après 10 min.', status: 'pending', adminNotes: null,
    });
    const again = await report(m, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'video_not_working', description: 'Toujours pas.' });
    expect(again).toEqual({ ...first, created: false });
    // Another problem of the same title, or another member, is another report.
    expect((await report(m, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'audio_issue' })).id).not.toBe(first.id);
    expect((await report(member(), { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'video_not_working' })).id).not.toBe(first.id);
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM reports WHERE user_id = $1`, [m.userId]);
    expect(rows[0].n).toBe(2);
  });

  it('names an episode after its series, season and number, keeps its series, and a series by its title', async () => {
    const m = member();
    const episode = await report(m, { contentType: 'episode', contentId: ctx.ids.vampiresE2, problemType: 'subtitle_issue' });
    expect(episode).toMatchObject({ contentType: 'episode', seriesId: ctx.ids.vampires, contentTitle: 'Les Vampires — S1E2 La Bague qui tue' });
    const series = await report(m, { contentType: 'series', contentId: ctx.ids.vampires, problemType: 'quality_issue' });
    expect(series).toMatchObject({ contentType: 'series', seriesId: null, contentTitle: 'Les Vampires' });
  });

  it('refuses an id the catalogue does not have for that type (404), and bad input (400), writing nothing', async () => {
    const m = member();
    for (const [contentType, contentId] of [['movie', randomUUID()], ['series', ctx.ids.metropolis], ['episode', ctx.ids.vampires]]) {
      await expect(report(m, { contentType, contentId, problemType: 'other' })).rejects.toMatchObject({ status: 404, code: 'CONTENT_NOT_FOUND', message: "Ce contenu n'existe pas." });
    }
    await expect(report(m, { contentType: 'movie', contentId: ctx.ids.metropolis })).rejects.toMatchObject({ status: 400, message: 'Veuillez sélectionner le type de problème' });
    await expect(report(m, { contentType: 'film', contentId: ctx.ids.metropolis, problemType: 'other' })).rejects.toMatchObject({ status: 400 });
    await expect(report(m, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'other', description: 'x'.repeat(2001) })).rejects.toMatchObject({ status: 400 });
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM reports WHERE user_id = $1`, [m.userId]);
    expect(rows[0].n).toBe(0);
  });

  it('answers one report to the same member sending it twice at once, and publishes it once', async () => {
    const m = member();
    const data = { contentType: 'movie', contentId: ctx.ids.nosferatu, problemType: 'wrong_content' };
    const answers = await Promise.all([report(m, data), report(m, data), report(m, data)]);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    const events = await waitUntil(
      async () => (await storedEvents(ctx, ModerationEvents.reportCreated)).filter((e) => e.data.reportId === answers[0].id),
      (found) => found.length > 0,
      { what: 'the report.created event' },
    );
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({
      reportId: answers[0].id, userId: m.userId, contentType: 'movie', contentId: ctx.ids.nosferatu, seriesId: null, contentTitle: 'Nosferatu',
      problemType: 'wrong_content', status: 'pending', previousStatus: null, adminNotes: null,
    });
  });

  it('lists only the member’s own reports, newest first, paged', async () => {
    const m = member();
    const a = await report(m, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'other' });
    const b = await report(m, { contentType: 'movie', contentId: ctx.ids.nosferatu, problemType: 'other' });
    await report(member(), { contentType: 'movie', contentId: ctx.ids.nosferatu, problemType: 'other' });
    const page = await call(P.reportsMine, {}, m);
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(page.items.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await call(P.reportsMine, { page: 2, pageSize: 1 }, m)).items.map((r) => r.id)).toEqual([a.id]);
    await expect(call(P.reportsMine, {})).rejects.toMatchObject({ status: 401 });
    await expect(call(P.reportsCreate, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'other' })).rejects.toMatchObject({ status: 401 });
  });
});

describe('admins handle reports', () => {
  const change = (id: string, status: ReportStatus, adminNotes?: string, actor: Actor = admin()) =>
    call(P.adminReportsUpdate, adminNotes === undefined ? { id, status } : { id, status, adminNotes }, actor);
  const fresh = async () => report(member(), { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'quality_issue', description: `n°${randomUUID()}` });

  it('takes, resolves and rejects reports as allowed, publishes each change, and shows the member the note once it is closed', async () => {
    const r = await fresh();
    const taker = admin();
    const taken = await change(r.id, 'in_progress', 'Je regarde.', taker);
    expect(taken).toMatchObject({ id: r.id, status: 'in_progress', adminNotes: 'Je regarde.', userId: expect.any(String), email: null });
    // The working note stays with the admins until the report is closed.
    const mine = async () => (await call(P.reportsMine, {}, { userId: taken.userId!, isAdmin: false })).items[0];
    expect((await mine()).adminNotes).toBeNull();
    const resolved = await change(r.id, 'resolved', 'Nouveau lien en ligne.');
    expect(resolved).toMatchObject({ status: 'resolved', adminNotes: 'Nouveau lien en ligne.' });
    expect(await mine()).toMatchObject({ status: 'resolved', adminNotes: 'Nouveau lien en ligne.' });

    const events = await waitUntil(
      async () => (await storedEvents(ctx, ModerationEvents.reportStatusChanged)).filter((e) => e.data.reportId === r.id),
      (found) => found.length === 2,
      { what: 'both status changes published' },
    );
    expect(events.map((e) => [e.data.previousStatus, e.data.status, e.data.adminNotes])).toEqual([
      ['pending', 'in_progress', 'Je regarde.'],
      ['in_progress', 'resolved', 'Nouveau lien en ligne.'],
    ]);
    expect(events[0].data.actorId).toBe(taker.userId);
    // Each change is in the audit log too, with the report's author as the member concerned.
    const audit = await waitUntil(
      async () => (await storedEvents(ctx, AdminActionEvents.moderation)).filter((e) => e.data.targetId === r.id),
      (found) => found.length === 2,
      { what: 'both changes recorded for the audit log' },
    );
    expect(audit[0].data).toEqual({
      actorId: taker.userId, action: 'report.status', targetType: 'report', targetId: r.id, clientAddress: null, memberId: taken.userId, personalFields: [],
      changes: { status: { before: 'pending', after: 'in_progress' }, adminNotes: { before: null, after: 'Je regarde.' } },
    });
    expect(audit[1].data.changes).toEqual({ status: { before: 'in_progress', after: 'resolved' }, adminNotes: { before: 'Je regarde.', after: 'Nouveau lien en ligne.' } });

    const direct = await fresh();
    expect(await change(direct.id, 'resolved')).toMatchObject({ status: 'resolved', adminNotes: null });
    const rejected = await fresh();
    expect(await change(rejected.id, 'rejected', 'Le lien fonctionne chez nous.')).toMatchObject({ status: 'rejected' });
    const rejectedLater = await fresh();
    await change(rejectedLater.id, 'in_progress');
    expect(await change(rejectedLater.id, 'rejected', 'Doublon.')).toMatchObject({ status: 'rejected', adminNotes: 'Doublon.' });
  });

  it('refuses a rejection without a note (400) and any other transition (409), changing nothing', async () => {
    const r = await fresh();
    await expect(change(r.id, 'rejected')).rejects.toMatchObject({ status: 400, code: 'NOTES_REQUIRED', message: 'Une note est requise pour rejeter.' });
    await expect(change(r.id, 'rejected', '   ')).rejects.toMatchObject({ status: 400, code: 'NOTES_REQUIRED' });
    await expect(change(r.id, 'pending')).rejects.toMatchObject({ status: 409, code: 'REPORT_TRANSITION_REFUSED' });
    await change(r.id, 'resolved');
    for (const status of ['pending', 'in_progress', 'resolved', 'rejected'] as const) {
      await expect(change(r.id, status, 'Note.')).rejects.toMatchObject({ status: 409, code: 'REPORT_TRANSITION_REFUSED' });
    }
    await expect(change(randomUUID(), 'resolved')).rejects.toMatchObject({ status: 404, code: 'REPORT_NOT_FOUND' });
    await expect(change('abc', 'resolved')).rejects.toMatchObject({ status: 400, message: 'Identifiant invalide.' });
    await expect(change(r.id, 'done' as ReportStatus)).rejects.toMatchObject({ status: 400, message: 'Statut inconnu.' });
  });

  it('lets one of two admins taking the same report at once through (200), the other learns it was taken (409)', async () => {
    const r = await fresh();
    const results = await Promise.allSettled([change(r.id, 'in_progress'), change(r.id, 'in_progress')]);
    expect(results.map((x) => x.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((x) => x.status === 'rejected');
    expect(refused && refused.status === 'rejected' && refused.reason).toMatchObject({ status: 409, code: 'REPORT_TRANSITION_REFUSED' });
    // Resolving and rejecting at once: one wins.
    const s = await fresh();
    const both = await Promise.allSettled([change(s.id, 'resolved'), change(s.id, 'rejected', 'Non.')]);
    expect(both.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses members and guests every admin pattern, whatever the data', async () => {
    const r = await fresh();
    for (const actor of [member(), undefined]) {
      const status = actor ? 403 : 401;
      await expect(call(P.adminReportsList, {}, actor)).rejects.toMatchObject({ status });
      await expect(call(P.adminReportsUpdate, { id: r.id, status: 'resolved' }, actor)).rejects.toMatchObject({ status });
      await expect(call(P.adminCounts, {}, actor)).rejects.toMatchObject({ status });
    }
    await expect(call(P.adminReportsList, {}, member())).rejects.toMatchObject({ message: "Vous n'avez pas les permissions d'administrateur" });
    const { rows } = await ctx.db.query(`SELECT status FROM reports WHERE id = $1`, [r.id]);
    expect(rows[0].status).toBe('pending');
  });
});
