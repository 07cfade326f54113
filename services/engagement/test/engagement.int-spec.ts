import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { EngagementPatterns as P, type Actor, type SavedPosition } from '@streaming/contracts';
import { admin, member, useEngagement } from './engagement-context.js';
import { saveProgress } from './member-writes.js';

const ctx = useEngagement('eng');
const { call } = ctx;
const id = () => randomUUID();

describe('favourites', () => {
  it('adds films and series, lists them newest first by kind, answers their ids, and adding twice answers the same entry', async () => {
    const alice = member();
    const [m1, m2, s1] = [id(), id(), id()];
    const first = await call(P.favoritesAdd, { kind: 'movie', id: m1 }, alice);
    expect(first).toMatchObject({ kind: 'movie', titleId: m1 });
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    await call(P.favoritesAdd, { kind: 'series', id: s1 }, alice);
    await call(P.favoritesAdd, { kind: 'movie', id: m2 }, alice);
    expect(await call(P.favoritesAdd, { kind: 'movie', id: m1 }, alice)).toEqual(first);

    const movies = await call(P.favoritesList, { kind: 'movie' }, alice);
    expect(movies).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    expect(movies.items.map((f) => f.titleId)).toEqual([m2, m1]);
    const all = await call(P.favoritesList, { pageSize: 2, page: 2 }, alice);
    expect(all).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(all.items.map((f) => f.titleId)).toEqual([m1]);
    expect(await call(P.favoritesIds, {}, alice)).toEqual({ movies: [m2, m1], series: [s1] });
  });

  it('adding the same title many times at once answers one and the same entry', async () => {
    const m = member();
    const film = id();
    const entries = await Promise.all(Array.from({ length: 20 }, () => call(P.favoritesAdd, { kind: 'movie', id: film }, m)));
    expect(new Set(entries.map((e) => e.id)).size).toBe(1);
    expect(entries[0]).toMatchObject({ kind: 'movie', titleId: film });
    expect(await call(P.favoritesIds, {}, m)).toEqual({ movies: [film], series: [] });
  });

  it('removes a favourite, then answers FAVORITE_NOT_FOUND for it', async () => {
    const bob = member();
    const m = id();
    await call(P.favoritesAdd, { kind: 'movie', id: m }, bob);
    await expect(call(P.favoritesRemove, { kind: 'movie', id: m }, bob)).resolves.toEqual({ ok: true });
    expect(await call(P.favoritesIds, {}, bob)).toEqual({ movies: [], series: [] });
    await expect(call(P.favoritesRemove, { kind: 'movie', id: m }, bob)).rejects.toMatchObject({
      code: 'FAVORITE_NOT_FOUND', status: 404, message: "Ce titre n'est pas dans vos favoris.",
    });
    // The same id as a series is another favourite.
    await call(P.favoritesAdd, { kind: 'series', id: m }, bob);
    await expect(call(P.favoritesRemove, { kind: 'movie', id: m }, bob)).rejects.toMatchObject({ status: 404 });
  });

  it("never shows nor removes another member's favourites", async () => {
    const [carol, dave] = [member(), member()];
    const m = id();
    await call(P.favoritesAdd, { kind: 'movie', id: m }, carol);
    expect(await call(P.favoritesList, {}, dave)).toMatchObject({ items: [], total: 0 });
    expect(await call(P.favoritesIds, {}, dave)).toEqual({ movies: [], series: [] });
    await expect(call(P.favoritesRemove, { kind: 'movie', id: m }, dave)).rejects.toMatchObject({ status: 404 });
    expect((await call(P.favoritesIds, {}, carol)).movies).toEqual([m]);
  });

  it('refuses bad input with a French message and changes nothing', async () => {
    const erin = member();
    await expect(call(P.favoritesAdd, { kind: 'episode', id: id() }, erin)).rejects.toMatchObject({ status: 400, message: 'Type inconnu : choisissez movie ou series.' });
    await expect(call(P.favoritesAdd, { kind: 'movie', id: 'nope' }, erin)).rejects.toMatchObject({ status: 400, message: 'Identifiant de titre invalide.' });
    await expect(call(P.favoritesAdd, { kind: 'movie', id: id(), userId: id() }, erin)).rejects.toMatchObject({ status: 400, message: 'Champ inconnu : userId' });
    await expect(call(P.favoritesList, { pageSize: 1000 }, erin)).rejects.toMatchObject({ status: 400 });
    expect(await call(P.favoritesIds, {}, erin)).toEqual({ movies: [], series: [] });
  });
});

describe('watch progress (saves through the progress queue)', () => {
  const filmProgress = (m: Actor, film: string) => call(P.progressTitle, { kind: 'movie', id: film }, m);

  it('keeps a film position, clamped to the duration, completed over 90 % and cleared at the end', async () => {
    const m = member();
    const film = id();
    const t = Date.now();
    const saved = await saveProgress(ctx, m, { kind: 'movie', titleId: film, positionSeconds: 600.5, durationSeconds: 6000 }, t);
    expect(saved).toMatchObject({ kind: 'movie', titleId: film, episodeId: null, positionSeconds: 600.5, durationSeconds: 6000, completed: false });
    const { entries: [row] } = await filmProgress(m, film);
    expect(row).toEqual({ id: expect.any(String), ...saved });
    expect(await filmProgress(m, film)).toEqual({ entries: [row], resume: row });

    await saveProgress(ctx, m, { kind: 'movie', titleId: film, positionSeconds: 5400, durationSeconds: 6000 }, t + 1);
    expect(await filmProgress(m, film)).toMatchObject({ entries: [{ id: row.id, positionSeconds: 5400, completed: false }] });
    await saveProgress(ctx, m, { kind: 'movie', titleId: film, positionSeconds: 5401, durationSeconds: 6000 }, t + 2);
    expect(await filmProgress(m, film)).toMatchObject({ entries: [{ id: row.id, positionSeconds: 5401, completed: true }], resume: null });

    await saveProgress(ctx, m, { kind: 'movie', titleId: film, positionSeconds: 6010, durationSeconds: 6000 }, t + 3);
    expect((await filmProgress(m, film)).entries).toEqual([expect.objectContaining({ id: row.id, positionSeconds: 6000, completed: true })]);
    await saveProgress(ctx, m, { kind: 'movie', titleId: film, positionSeconds: 5990, durationSeconds: 6000, ended: true }, t + 4);
    expect((await filmProgress(m, film)).entries).toEqual([expect.objectContaining({ id: row.id, positionSeconds: 0, completed: true })]);
  });

  it('a re-watch of a completed film is in progress again', async () => {
    const m = member();
    const film = id();
    const t = Date.now();
    await saveProgress(ctx, m, { kind: 'movie', titleId: film, positionSeconds: 100, durationSeconds: 100, ended: true }, t);
    const again = await saveProgress(ctx, m, { kind: 'movie', titleId: film, positionSeconds: 30, durationSeconds: 100 }, t + 1);
    const { entries: [row], resume } = await filmProgress(m, film);
    expect(row).toMatchObject({ ...again, completed: false, positionSeconds: 30 });
    expect(resume).toEqual(row);
    expect((await call(P.historyList, { inProgress: true }, m)).items.map((e) => e.id)).toEqual([row.id]);
  });

  it('keeps one row per episode of a series and resumes the episode watched last, completed or not', async () => {
    const m = member();
    const series = id();
    const [e1, e2] = [id(), id()];
    const t = Date.now();
    await saveProgress(ctx, m, { kind: 'episode', titleId: series, episodeId: e1, positionSeconds: 1200, durationSeconds: 2700 }, t);
    await saveProgress(ctx, m, { kind: 'episode', titleId: series, episodeId: e2, positionSeconds: 2700, durationSeconds: 2700, ended: true }, t + 1);
    let title = await call(P.progressTitle, { kind: 'series', id: series }, m);
    expect(title.entries.map((e) => e.episodeId)).toEqual([e2, e1]);
    const [second, first] = title.entries;
    expect(title.resume).toMatchObject({ id: second.id, episodeId: e2, completed: true, positionSeconds: 0 });

    await saveProgress(ctx, m, { kind: 'episode', titleId: series, episodeId: e1, positionSeconds: 1300, durationSeconds: 2700 }, t + 2);
    title = await call(P.progressTitle, { kind: 'series', id: series }, m);
    expect(title.entries.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(title.resume).toMatchObject({ id: first.id, positionSeconds: 1300, completed: false });
    // A film with the series' id is not part of it.
    expect(await filmProgress(m, series)).toEqual({ entries: [], resume: null });
  });

  it('saves queued at once by many members (and twice by one) each land on their own row, the later save of one row kept', async () => {
    const members = Array.from({ length: 30 }, member);
    const film = id();
    const t = Date.now();
    const saves = await Promise.all(
      members.map((m, i) => saveProgress(ctx, m, { kind: 'movie', titleId: film, positionSeconds: i + 1, durationSeconds: 100 }, t)),
    );
    expect(saves.map((s) => s.positionSeconds)).toEqual(members.map((_, i) => i + 1));
    const rows = [];
    for (const [i, m] of members.entries()) {
      const { entries } = await filmProgress(m, film);
      expect(entries).toEqual([{ id: expect.any(String), ...saves[i] }]);
      rows.push(entries[0]);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(members.length);
    // One member's two devices: two messages queued at once, the save taken later is kept, on the same row.
    await Promise.all([
      saveProgress(ctx, members[0], { kind: 'movie', titleId: film, positionSeconds: 50, durationSeconds: 100 }, t + 2),
      saveProgress(ctx, members[0], { kind: 'movie', titleId: film, positionSeconds: 40, durationSeconds: 100 }, t + 1),
    ]);
    expect((await filmProgress(members[0], film)).entries).toEqual([expect.objectContaining({ id: rows[0].id, positionSeconds: 50 })]);
  });
});

describe('history', () => {
  it('lists the rows newest first, in progress only on demand, removes one and clears the rest', async () => {
    const m = member();
    const t = Date.now();
    const saves: SavedPosition[] = [];
    saves.push(await saveProgress(ctx, m, { kind: 'movie', titleId: id(), positionSeconds: 50, durationSeconds: 100 }, t));
    saves.push(await saveProgress(ctx, m, { kind: 'movie', titleId: id(), positionSeconds: 0, durationSeconds: 100, ended: true }, t + 1));
    saves.push(await saveProgress(ctx, m, { kind: 'episode', titleId: id(), episodeId: id(), positionSeconds: 10, durationSeconds: 100 }, t + 2));
    saves.push(await saveProgress(ctx, m, { kind: 'movie', titleId: id(), positionSeconds: 0, durationSeconds: 100 }, t + 3));

    const all = await call(P.historyList, {}, m);
    expect(all.total).toBe(4);
    expect(all.items.map((e) => e.titleId)).toEqual(saves.map((s) => s.titleId).reverse());
    const resumable = await call(P.historyList, { inProgress: true }, m);
    expect(resumable.items.map((e) => e.titleId)).toEqual([saves[2].titleId, saves[0].titleId]);
    expect(resumable.total).toBe(2);
    // The gateway forwards the query string as it came.
    expect((await call(P.historyList, { inProgress: 'true', pageSize: 1 }, m)).items.map((e) => e.titleId)).toEqual([saves[2].titleId]);

    const completed = all.items[2];
    expect(completed.titleId).toBe(saves[1].titleId);
    await expect(call(P.historyRemove, { id: completed.id }, m)).resolves.toEqual({ ok: true });
    await expect(call(P.historyRemove, { id: completed.id }, m)).rejects.toMatchObject({
      code: 'HISTORY_ENTRY_NOT_FOUND', status: 404, message: "Cette entrée de l'historique n'existe pas.",
    });
    expect(await call(P.historyClear, {}, m)).toEqual({ removed: 3 });
    expect(await call(P.historyList, {}, m)).toMatchObject({ items: [], total: 0 });
    expect(await call(P.historyClear, {}, m)).toEqual({ removed: 0 });
  });

  it("never shows, removes nor clears another member's rows", async () => {
    const [owner, other] = [member(), member()];
    const saved = await saveProgress(ctx, owner, { kind: 'movie', titleId: id(), positionSeconds: 50, durationSeconds: 100 });
    const { items: [row] } = await call(P.historyList, {}, owner);
    expect(row).toEqual({ id: expect.any(String), ...saved });
    expect((await call(P.historyList, {}, other)).items).toEqual([]);
    await expect(call(P.historyRemove, { id: row.id }, other)).rejects.toMatchObject({ status: 404 });
    expect(await call(P.historyClear, {}, other)).toEqual({ removed: 0 });
    expect(await call(P.progressTitle, { kind: 'movie', id: row.titleId }, other)).toEqual({ entries: [], resume: null });
    expect((await call(P.historyList, {}, owner)).items).toEqual([row]);
  });

  it('refuses a bad entry id or filter', async () => {
    await expect(call(P.historyRemove, { id: 'x' }, member())).rejects.toMatchObject({ status: 400, message: "Identifiant d'entrée d'historique invalide." });
    await expect(call(P.historyList, { inProgress: 'peut-être' }, member())).rejects.toMatchObject({ status: 400, message: 'Le filtre inProgress doit valoir true ou false.' });
  });
});

describe('per-member counts', () => {
  it('answers favourites and distinct titles watched for a page of members, zeros for the others, to admins only', async () => {
    const [a, b] = [member(), member()];
    const series = id();
    await call(P.favoritesAdd, { kind: 'movie', id: id() }, a);
    await call(P.favoritesAdd, { kind: 'series', id: series }, a);
    await saveProgress(ctx, a, { kind: 'episode', titleId: series, episodeId: id(), positionSeconds: 5, durationSeconds: 100 });
    await saveProgress(ctx, a, { kind: 'episode', titleId: series, episodeId: id(), positionSeconds: 5, durationSeconds: 100 });
    await saveProgress(ctx, a, { kind: 'movie', titleId: id(), positionSeconds: 5, durationSeconds: 100 });
    const nobody = id();
    const upper = b.userId.toUpperCase();
    await call(P.favoritesAdd, { kind: 'movie', id: id() }, b);

    // Asked right after the saves were queued: they are counted.
    const res = await call(P.usersCounts, { userIds: [a.userId, nobody, upper] }, admin());
    expect(res).toEqual({ counts: { [a.userId]: { favorites: 2, watched: 2 }, [nobody]: { favorites: 0, watched: 0 }, [upper]: { favorites: 1, watched: 0 } } });
    expect(await call(P.usersCounts, { userIds: [] }, admin())).toEqual({ counts: {} });

    await expect(call(P.usersCounts, { userIds: [a.userId] }, a)).rejects.toMatchObject({ status: 403 });
    await expect(call(P.usersCounts, { userIds: [a.userId] })).rejects.toMatchObject({ status: 401 });
    await expect(call(P.usersCounts, { userIds: ['x'] }, admin())).rejects.toMatchObject({ status: 400, message: 'Identifiant utilisateur invalide.' });
    await expect(call(P.usersCounts, { userIds: Array.from({ length: 193 }, id) }, admin())).rejects.toMatchObject({ status: 400 });
  });
});

describe('trust', () => {
  const guestTitle = randomUUID();
  const memberPatterns = [
    [P.favoritesList, {}], [P.favoritesIds, {}], [P.favoritesAdd, { kind: 'movie', id: guestTitle }],
    [P.favoritesRemove, { kind: 'movie', id: randomUUID() }], [P.progressTitle, { kind: 'movie', id: randomUUID() }],
    [P.historyList, {}], [P.historyRemove, { id: randomUUID() }], [P.historyClear, {}],
  ] as const;

  it('refuses a guest on every member pattern (401) and writes nothing', async () => {
    for (const [pattern, data] of memberPatterns) {
      await expect(call(pattern, data)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    }
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM favorites WHERE title_id = $1`, [guestTitle]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses an unsigned request whatever actor it claims, and writes nothing', async () => {
    const nc = await connect({ servers: process.env.NATS_URL ?? '127.0.0.1:4222' });
    try {
      const forged = member();
      const titleId = randomUUID();
      const packet = JSON.stringify({
        pattern: P.favoritesAdd,
        data: { meta: { requestId: 'forged', actor: forged }, data: { kind: 'movie', id: titleId } },
        id: randomUUID(),
      });
      const reply = await nc.request(`${ctx.names.NATS_PREFIX}.${P.favoritesAdd}`, new TextEncoder().encode(packet), { timeout: 3000 });
      expect(JSON.parse(new TextDecoder().decode(reply.data))).toMatchObject({ err: { code: 'UNTRUSTED_CALLER', status: 401 } });
      const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM favorites WHERE title_id = $1`, [titleId]);
      expect(rows[0].n).toBe(0);
    } finally {
      await nc.close();
    }
  });
});

describe('health', () => {
  it('reports PostgreSQL, Redis and NATS up', async () => {
    expect(await call(P.health, {})).toMatchObject({ postgres: { status: 'up' }, redis: { status: 'up' }, nats: { status: 'up' } });
  });
});
