import { describe, expect, it } from '@jest/globals';
import { CatalogueEvents, CataloguePatterns, IdentityEvents, ModerationPatterns as P, type Actor } from '@streaming/contracts';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { ERASED_TEXT } from '../src/erasure/erasure.rules.js';
import { admin, member, publishEvent, useModeration } from './moderation-context.js';

const ctx = useModeration('deletions');
const { call } = ctx;

const ask = (m: Actor, title: string) => call(P.requestsCreate, { contentType: 'movie', title, description: 'Mon texte à moi.' }, m);
const rowsOf = async (sql: string, values: unknown[]) => (await ctx.db.query(sql, values)).rows;

describe('a member erased (identity.user.deleted)', () => {
  it('takes their contact messages and request memberships, anonymises their reports and the requests others still want, deletes the ones nobody else wants', async () => {
    const [gone, other, marker] = [member(), member(), member()];
    const report = await call(P.reportsCreate, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'audio_issue', description: 'Mon texte à moi.' }, gone);
    const bare = await call(P.reportsCreate, { contentType: 'movie', contentId: ctx.ids.nosferatu, problemType: 'other' }, gone);
    await call(P.contactCreate, { email: 'parti@exemple.fr', category: 'compte', subject: 'Bonjour', message: 'Au revoir.' }, gone);
    const shared = await ask(gone, 'Le Quai des brumes');
    await ask(other, 'Le Quai des brumes');
    const alone = await ask(gone, 'La Règle du jeu');
    const joinedOnly = await ask(other, 'Hôtel du Nord');
    await ask(gone, 'Hôtel du Nord');
    const markerReport = await call(P.reportsCreate, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'other', description: 'témoin' }, marker);

    await publishEvent(ctx, IdentityEvents.deleted, { userId: gone.userId });
    await publishEvent(ctx, IdentityEvents.deleted, { userId: marker.userId });
    await waitUntil(() => rowsOf(`SELECT user_id FROM reports WHERE id = $1`, [markerReport.id]), (rows) => rows[0]?.user_id === null, { what: 'both erasures applied' });

    expect(await rowsOf(`SELECT * FROM contact_messages WHERE user_id = $1`, [gone.userId])).toEqual([]);
    expect(await rowsOf(`SELECT user_id, description, content_title, status FROM reports WHERE id = ANY($1) ORDER BY description NULLS LAST`, [[report.id, bare.id]])).toEqual([
      { user_id: null, description: ERASED_TEXT, content_title: 'Metropolis', status: 'pending' },
      { user_id: null, description: null, content_title: 'Nosferatu', status: 'pending' },
    ]);
    expect(await rowsOf(`SELECT * FROM request_members WHERE user_id = $1`, [gone.userId])).toEqual([]);
    expect(await rowsOf(`SELECT user_id, title, description FROM content_requests WHERE id = $1`, [shared.request.id]))
      .toEqual([{ user_id: null, title: 'Le Quai des brumes', description: ERASED_TEXT }]);
    expect(await rowsOf(`SELECT id FROM content_requests WHERE id = $1`, [alone.request.id])).toEqual([]);
    expect(await rowsOf(`SELECT user_id FROM content_requests WHERE id = $1`, [joinedOnly.request.id])).toEqual([{ user_id: other.userId }]);

    // The member who remains still sees the request (now someone else's), and the admins see the report without a reporter.
    expect((await call(P.requestsMine, {}, other)).items.find((r) => r.id === shared.request.id)).toMatchObject({ members: 1, joined: true });
    const listed = (await call(P.adminReportsList, { search: 'Metropolis' }, admin())).items.find((r) => r.id === report.id);
    expect(listed).toMatchObject({ userId: null, description: ERASED_TEXT });
  });

  it('changes nothing more when the same erasure comes again', async () => {
    const m = member();
    const { request } = await ask(m, 'Les Visiteurs du soir');
    await ask(member(), 'Les Visiteurs du soir');
    const id = await publishEvent(ctx, IdentityEvents.deleted, { userId: m.userId });
    await waitUntil(() => rowsOf(`SELECT user_id FROM content_requests WHERE id = $1`, [request.id]), (rows) => rows[0]?.user_id === null, { what: 'the erasure applied' });
    await publishEvent(ctx, IdentityEvents.deleted, { userId: m.userId }, id);
    const marker = member();
    const markerReport = await call(P.reportsCreate, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'quality_issue' }, marker);
    await publishEvent(ctx, IdentityEvents.deleted, { userId: marker.userId });
    await waitUntil(() => rowsOf(`SELECT user_id FROM reports WHERE id = $1`, [markerReport.id]), (rows) => rows[0]?.user_id === null, { what: 'a later erasure applied' });
    expect(await rowsOf(`SELECT user_id, description FROM content_requests WHERE id = $1`, [request.id])).toEqual([{ user_id: null, description: ERASED_TEXT }]);
  });
});

describe('a title deleted from the catalogue', () => {
  it('keeps the reports and requests about it readable under their stored title, marked as deleted', async () => {
    const film = await ctx.titles.movie({ title: 'Le Jour se lève', release_year: 1939 });
    const series = await ctx.titles.series({ title: 'Fantômas', release_year: 1913 }, [], [[1, 1, 'À l’ombre de la guillotine']]);
    const [episode] = await ctx.titles.query<{ id: string }>(`SELECT id FROM episodes WHERE series_id = $1`, [series]);
    const m = member();
    const onFilm = await call(P.reportsCreate, { contentType: 'movie', contentId: film, problemType: 'video_not_working' }, m);
    const onEpisode = await call(P.reportsCreate, { contentType: 'episode', contentId: episode.id, problemType: 'audio_issue' }, m);
    const kept = await call(P.reportsCreate, { contentType: 'movie', contentId: ctx.ids.nosferatu, problemType: 'subtitle_issue' }, m);
    const { request } = await ask(m, 'Un film à venir');
    await call(P.adminRequestsUpdate, { id: request.id, status: 'approved' }, admin());
    await call(P.adminRequestsUpdate, { id: request.id, status: 'completed', fulfilledById: film }, admin());

    // Deleted by the back office: the catalogue publishes catalogue.movie.deleted and catalogue.series.deleted (its episodes go with it).
    await call(CataloguePatterns.moviesDelete, { id: film }, admin());
    await call(CataloguePatterns.seriesDelete, { id: series }, admin());
    const deletedNow = async () => (await call(P.reportsMine, {}, m)).items.filter((r) => r.contentDeleted).map((r) => r.id).sort();
    await waitUntil(deletedNow, (ids) => ids.length === 2, { what: 'the deletions marked' });

    const mine = await call(P.reportsMine, {}, m);
    expect(mine.items.find((r) => r.id === onFilm.id)).toMatchObject({ contentTitle: 'Le Jour se lève', contentDeleted: true });
    expect(mine.items.find((r) => r.id === onEpisode.id)).toMatchObject({ contentTitle: 'Fantômas — S1E1 À l’ombre de la guillotine', seriesId: series, contentDeleted: true });
    expect(mine.items.find((r) => r.id === kept.id)).toMatchObject({ contentDeleted: false });
    expect((await call(P.requestsMine, {}, m)).items[0].fulfilledBy).toEqual({ contentType: 'movie', contentId: film, title: 'Le Jour se lève', deleted: true });
    // The admin can still handle them.
    expect(await call(P.adminReportsUpdate, { id: onFilm.id, status: 'resolved', adminNotes: 'Titre retiré du catalogue.' }, admin())).toMatchObject({ status: 'resolved', contentDeleted: true });
  });

  it('marks an episode’s reports when that episode alone is deleted', async () => {
    const m = member();
    const report = await call(P.reportsCreate, { contentType: 'episode', contentId: ctx.ids.vampiresE1, problemType: 'quality_issue' }, m);
    await publishEvent(ctx, CatalogueEvents.episodeDeleted, { id: ctx.ids.vampiresE1, seriesId: ctx.ids.vampires, title: 'La Tête coupée' });
    await waitUntil(async () => (await call(P.reportsMine, {}, m)).items[0], (r) => r.id === report.id && r.contentDeleted === true, { what: 'the episode marked' });
    const other = await call(P.reportsCreate, { contentType: 'episode', contentId: ctx.ids.vampiresE2, problemType: 'quality_issue' }, m);
    expect(other.contentDeleted).toBe(false);
  });
});
