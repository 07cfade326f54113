import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { AdminActionEvents, ModerationEvents, ModerationPatterns as P, type Actor, type RequestStatus } from '@streaming/contracts';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { nextWeekStart, weekStart } from '../src/requests/quota-week.rules.js';
import { admin, member, storedEvents, useModeration } from './moderation-context.js';

const ctx = useModeration('requests');
const { call } = ctx;

const ask = (m: Actor, title: string, extra: object = {}) => call(P.requestsCreate, { contentType: 'movie', title, ...extra }, m);
const unique = (title: string) => `${title} ${randomUUID().slice(0, 8)}`;

describe('a member asks for a title the catalogue lacks', () => {
  it('opens a request (outcome created) that the member lists with the week’s quota', async () => {
    const m = member();
    const title = unique('Les Enfants du paradis');
    const created = await ask(m, `  ${title}  `, { year: 1945, director: 'Marcel Carné', genre: 'Drame', description: 'Un classique.' });
    expect(created).toMatchObject({
      outcome: 'created',
      request: { contentType: 'movie', title, year: 1945, director: 'Marcel Carné', genre: 'Drame', description: 'Un classique.', status: 'pending', members: 1, joined: false, adminNotes: null, fulfilledBy: null },
      quota: { used: 1, limit: 3, resetsAt: nextWeekStart(new Date()).toISOString() },
    });
    const mine = await call(P.requestsMine, {}, m);
    expect(mine.items.map((r) => r.id)).toEqual([created.request.id]);
    expect(mine.quota).toEqual(created.quota);
    expect(await call(P.requestsQuota, {}, m)).toEqual(created.quota);
    const events = await waitUntil(
      async () => (await storedEvents(ctx, ModerationEvents.requestCreated)).filter((e) => e.data.requestId === created.request.id),
      (found) => found.length === 1,
      { what: 'the request.created event' },
    );
    expect(events[0].data).toMatchObject({ memberIds: [m.userId], title, status: 'pending', previousStatus: null });
  });

  it('creates exactly three of five requests sent at once by a member with none used this week, and refuses two (429)', async () => {
    const m = member();
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => ask(m, unique(`Film demandé ${i}`))));
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(2);
    for (const err of refused) {
      expect(err).toMatchObject({ status: 429, code: 'REQUEST_QUOTA_REACHED', message: 'Vous avez atteint la limite de 3 demandes par semaine' });
    }
    expect(await call(P.requestsQuota, {}, m)).toMatchObject({ used: 3, limit: 3 });
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM content_requests WHERE user_id = $1`, [m.userId]);
    expect(rows[0].n).toBe(3);
  });

  it('counts only this week’s requests: one opened before Monday 00:00 in Paris no longer counts', async () => {
    const m = member();
    const old = await ask(m, unique('Vieux film'));
    const lastWeek = new Date(weekStart(new Date()).getTime() - 1000);
    await ctx.db.query(`UPDATE request_members SET joined_at = $2 WHERE request_id = $1`, [old.request.id, lastWeek]);
    expect(await call(P.requestsQuota, {}, m)).toMatchObject({ used: 0 });
  });

  it('joins the open request for the same title written otherwise (no quota used), answers "already" to a member in it, and publishes the join', async () => {
    const [author, second] = [member(), member()];
    const title = unique("L'Atalante");
    const created = await ask(author, title);
    const joined = await ask(second, `  ${title.toUpperCase().replace("'", ' ')} !`);
    expect(joined).toMatchObject({ outcome: 'joined', request: { id: created.request.id, title, members: 2, joined: true }, quota: { used: 0 } });
    expect(await ask(second, title)).toMatchObject({ outcome: 'already', request: { id: created.request.id, joined: true } });
    expect(await ask(author, title)).toMatchObject({ outcome: 'already', request: { id: created.request.id, joined: false }, quota: { used: 1 } });
    // A series of the same name is another request.
    expect(await ask(second, title, { contentType: 'series' })).toMatchObject({ outcome: 'created' });
    expect((await call(P.requestsMine, {}, second)).items.map((r) => [r.contentType, r.joined])).toEqual([['series', false], ['movie', true]]);

    const events = await waitUntil(
      async () => (await storedEvents(ctx, ModerationEvents.requestJoined)).filter((e) => e.data.requestId === created.request.id),
      (found) => found.length === 1,
      { what: 'the request.joined event' },
    );
    expect(events[0].data).toMatchObject({ memberIds: [author.userId, second.userId], joinedBy: second.userId });
  });

  it('makes members asking for the same new title at once share one request', async () => {
    const members = [member(), member(), member()];
    const title = unique('Zéro de conduite');
    const answers = await Promise.all(members.map((m) => ask(m, title)));
    expect(new Set(answers.map((a) => a.request.id)).size).toBe(1);
    expect(answers.map((a) => a.outcome).sort()).toEqual(['created', 'joined', 'joined']);
    expect((await call(P.requestsMine, {}, members[0])).items[0].members).toBe(3);
  });

  it('refuses a title the catalogue has (409, its card in the error), of the year asked when one is given', async () => {
    const m = member();
    await expect(ask(m, 'metropolis')).rejects.toMatchObject({
      status: 409, code: 'TITLE_ALREADY_AVAILABLE', extra: { title: { id: ctx.ids.metropolis, kind: 'movie', title: 'Metropolis', year: 1927 } },
    });
    await expect(ask(m, 'Les vampires', { contentType: 'series' })).rejects.toMatchObject({ status: 409, extra: { title: { id: ctx.ids.vampires, kind: 'series' } } });
    // Another year, or the other type, is not that title.
    expect(await ask(m, 'Metropolis', { year: 2001 })).toMatchObject({ outcome: 'created' });
    expect(await ask(m, 'Nosferatu', { contentType: 'series' })).toMatchObject({ outcome: 'created' });
  });

  it('refuses bad input with French messages, and guests', async () => {
    const m = member();
    await expect(ask(m, '   ')).rejects.toMatchObject({ status: 400, message: 'Le titre est requis (200 caractères maximum).' });
    await expect(ask(m, '!!!')).rejects.toMatchObject({ status: 400, message: 'Le titre doit contenir au moins une lettre ou un chiffre.' });
    await expect(ask(m, 'Un film', { year: 1850 })).rejects.toMatchObject({ status: 400, message: "L'année doit être comprise entre 1900 et 2030." });
    await expect(ask(m, 'Un film', { contentType: 'episode' })).rejects.toMatchObject({ status: 400, message: 'Type de contenu inconnu : choisissez movie ou series.' });
    await expect(call(P.requestsCreate, { contentType: 'movie', title: 'Un film' })).rejects.toMatchObject({ status: 401 });
    await expect(call(P.requestsMine, {})).rejects.toMatchObject({ status: 401 });
    expect(await call(P.requestsQuota, {}, m)).toMatchObject({ used: 0 });
  });
});

describe('admins handle requests', () => {
  const change = (id: string, data: { status?: RequestStatus; adminNotes?: string; fulfilledById?: string }, actor: Actor = admin()) =>
    call(P.adminRequestsUpdate, { id, ...data }, actor);

  it('approves, adds (with the catalogue title that fulfils it), reopens and rejects, publishing each status change with every member', async () => {
    const [author, second] = [member(), member()];
    const title = unique('Pickpocket');
    const { request } = await ask(author, title);
    await ask(second, title);
    const actor = admin();
    expect(await change(request.id, { status: 'approved' }, actor)).toMatchObject({ status: 'approved', userId: author.userId, members: 2, email: null, joined: false });
    expect(await change(request.id, { adminNotes: 'Bientôt en ligne.' })).toMatchObject({ status: 'approved', adminNotes: 'Bientôt en ligne.' });
    const completed = await change(request.id, { status: 'completed', fulfilledById: ctx.ids.nosferatu });
    expect(completed).toMatchObject({ status: 'completed', fulfilledBy: { contentType: 'movie', contentId: ctx.ids.nosferatu, title: 'Nosferatu', deleted: false } });
    // The members see the outcome and the note.
    expect((await call(P.requestsMine, {}, second)).items[0]).toMatchObject({ status: 'completed', adminNotes: 'Bientôt en ligne.', fulfilledBy: { title: 'Nosferatu' } });
    expect(await change(request.id, { status: 'pending' })).toMatchObject({ status: 'pending', fulfilledBy: null });
    expect(await change(request.id, { status: 'rejected', adminNotes: 'Droits indisponibles.' })).toMatchObject({ status: 'rejected', adminNotes: 'Droits indisponibles.' });
    expect(await change(request.id, { status: 'pending' })).toMatchObject({ status: 'pending' });

    const events = await waitUntil(
      async () => (await storedEvents(ctx, ModerationEvents.requestStatusChanged)).filter((e) => e.data.requestId === request.id),
      (found) => found.length === 5,
      { what: 'five status changes published (the note alone is not one)' },
    );
    expect(events.map((e) => [e.data.previousStatus, e.data.status])).toEqual([
      ['pending', 'approved'], ['approved', 'completed'], ['completed', 'pending'], ['pending', 'rejected'], ['rejected', 'pending'],
    ]);
    for (const e of events) expect(e.data.memberIds).toEqual([author.userId, second.userId]);
    expect(events[0].data.actorId).toBe(actor.userId);
    expect(events[1].data.fulfilledBy).toMatchObject({ contentId: ctx.ids.nosferatu, title: 'Nosferatu' });
    // Every change, the note alone included, is in the audit log.
    const audit = await waitUntil(
      async () => (await storedEvents(ctx, AdminActionEvents.moderation)).filter((e) => e.data.targetId === request.id),
      (found) => found.length === 6,
      { what: 'six changes recorded for the audit log' },
    );
    expect(audit.map((e) => e.data.action)).toEqual(Array(6).fill('request.update'));
    expect(audit[1].data).toMatchObject({ memberId: author.userId, changes: { adminNotes: { before: null, after: 'Bientôt en ligne.' } } });
    expect(audit[2].data.changes).toEqual({
      status: { before: 'approved', after: 'completed' },
      fulfilledId: { before: null, after: ctx.ids.nosferatu },
      fulfilledTitle: { before: null, after: 'Nosferatu' },
    });
  });

  it('refuses what the rules do not allow, a rejection without a note, a title of the other type or unknown, and reopening a title asked again since', async () => {
    const title = unique('Le Trou');
    const { request } = await ask(member(), title);
    await expect(change(request.id, { status: 'completed', fulfilledById: ctx.ids.metropolis })).rejects.toMatchObject({ status: 409, code: 'REQUEST_TRANSITION_REFUSED' });
    await expect(change(request.id, { status: 'rejected' })).rejects.toMatchObject({ status: 400, code: 'NOTES_REQUIRED' });
    await expect(change(request.id, { status: 'completed' })).rejects.toMatchObject({ status: 400, message: 'Choisissez le titre du catalogue qui répond à la demande.' });
    await change(request.id, { status: 'approved' });
    await expect(change(request.id, { status: 'completed', fulfilledById: ctx.ids.vampires })).rejects.toMatchObject({ status: 404, code: 'CONTENT_NOT_FOUND' });
    await expect(change(request.id, { status: 'completed', fulfilledById: randomUUID() })).rejects.toMatchObject({ status: 404, code: 'CONTENT_NOT_FOUND' });
    await expect(change(request.id, { status: 'rejected', adminNotes: 'Non.' })).rejects.toMatchObject({ status: 409, code: 'REQUEST_TRANSITION_REFUSED' });
    await expect(change(randomUUID(), { status: 'approved' })).rejects.toMatchObject({ status: 404, code: 'REQUEST_NOT_FOUND' });

    // Rejected, then the title is asked again: reopening the first would make two open requests.
    const other = await ask(member(), unique('Le Samouraï'));
    await change(other.request.id, { status: 'rejected', adminNotes: 'Introuvable.' });
    const again = await ask(member(), other.request.title);
    expect(again.outcome).toBe('created');
    await expect(change(other.request.id, { status: 'pending' })).rejects.toMatchObject({ status: 409, code: 'REQUEST_TRANSITION_REFUSED' });
    expect((await ctx.db.query(`SELECT status FROM content_requests WHERE id = $1`, [other.request.id])).rows[0].status).toBe('rejected');
  });

  it('lets only admins list and change requests', async () => {
    const { request } = await ask(member(), unique('Playtime'));
    for (const actor of [member(), undefined]) {
      const status = actor ? 403 : 401;
      await expect(call(P.adminRequestsList, {}, actor)).rejects.toMatchObject({ status });
      await expect(call(P.adminRequestsUpdate, { id: request.id, status: 'approved' }, actor)).rejects.toMatchObject({ status });
    }
    expect((await ctx.db.query(`SELECT status FROM content_requests WHERE id = $1`, [request.id])).rows[0].status).toBe('pending');
  });
});
