import { describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CatalogueEvents, EngagementPatterns as P, IdentityEvents, type Actor } from '@streaming/contracts';
import { member, useEngagement } from './engagement-context.js';
import { publishForgedEvents } from '../../../tests/support/signed-events.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { publishEvent } from './events.js';
import { recordView, saveProgress, savesWritten } from './member-writes.js';

const ctx = useEngagement('purge');
const { call } = ctx;

/** The rows of each engagement table that mention `id` as member, title or episode. */
async function rowsAbout(id: string): Promise<{ favorites: number; progress: number; windows: number }> {
  const { rows } = await ctx.db.query(
    `SELECT (SELECT count(*) FROM favorites WHERE user_id = $1 OR title_id = $1)::int AS favorites,
            (SELECT count(*) FROM watch_progress WHERE user_id = $1 OR title_id = $1 OR episode_id = $1)::int AS progress,
            (SELECT count(*) FROM view_windows WHERE user_id = $1 OR title_id = $1)::int AS windows`,
    [id],
  );
  return rows[0];
}

const none = { favorites: 0, progress: 0, windows: 0 };
const isNone = (r: typeof none) => r.favorites === 0 && r.progress === 0 && r.windows === 0;

async function watchFilm(m: Actor, film: string) {
  await call(P.favoritesAdd, { kind: 'movie', id: film }, m);
  await saveProgress(ctx, m, { kind: 'movie', titleId: film, positionSeconds: 60, durationSeconds: 600 });
  await recordView(ctx, m, { kind: 'movie', titleId: film });
}

async function watchEpisode(m: Actor, series: string, episode: string) {
  await call(P.favoritesAdd, { kind: 'series', id: series }, m);
  await saveProgress(ctx, m, { kind: 'episode', titleId: series, episodeId: episode, positionSeconds: 60, durationSeconds: 600 });
  await recordView(ctx, m, { kind: 'series', titleId: series, episodeId: episode });
}

describe('purges on deletion events', () => {
  it("a deletion identity's outbox did not sign (unsigned, another secret, a signed event copied under another id) removes nothing, and is logged", async () => {
    const [target, marker] = [member(), member()];
    await watchFilm(target, randomUUID());
    await watchFilm(marker, randomUUID());
    await savesWritten(ctx);
    const refused = jest.spyOn(ctx.engagement.infra.logger, 'error');
    try {
      const { infra } = ctx.engagement;
      await publishForgedEvents(infra.js, infra.signing, infra.subject(IdentityEvents.deleted), () => ({
        id: randomUUID(), type: IdentityEvents.deleted, occurredAt: new Date().toISOString(), data: { userId: target.userId },
      }));
      // A signed deletion published after them: once it has purged, the forged ones were read before it.
      await publishEvent(ctx, IdentityEvents.deleted, { userId: marker.userId });
      await waitUntil(() => rowsAbout(marker.userId), isNone, { what: "the marker member's rows purged" });
      expect(await rowsAbout(target.userId)).toEqual({ favorites: 1, progress: 1, windows: 1 });
      expect((await call(P.favoritesIds, {}, target)).movies).toHaveLength(1);
      expect(refused.mock.calls.map(([fields]) => (fields as { durable?: string; reason?: string }))
        .filter((f) => f.durable === 'engagement-purge-identity-user-deleted').map((f) => f.reason)).toEqual(['unsigned', 'bad-signature', 'bad-signature']);
    } finally {
      refused.mockRestore();
    }
  });

  it("identity.user.deleted removes every row of the member, and only the member's; a redelivery changes nothing", async () => {
    const [gone, stays] = [member(), member()];
    const film = randomUUID();
    await watchFilm(gone, film);
    await watchFilm(stays, film);
    await watchEpisode(gone, randomUUID(), randomUUID());
    await savesWritten(ctx);
    expect(await rowsAbout(gone.userId)).toEqual({ favorites: 2, progress: 2, windows: 2 });

    const eventId = await publishEvent(ctx, IdentityEvents.deleted, { userId: gone.userId });
    await waitUntil(() => rowsAbout(gone.userId), isNone, { what: "the member's rows purged" });
    expect(await rowsAbout(stays.userId)).toEqual({ favorites: 1, progress: 1, windows: 1 });

    // The same event again (a redelivery after a lost ack): it removes nothing more.
    await watchFilm(stays, randomUUID());
    await publishEvent(ctx, IdentityEvents.deleted, { userId: gone.userId }, eventId);
    const marker = member();
    await watchFilm(marker, randomUUID());
    await publishEvent(ctx, IdentityEvents.deleted, { userId: marker.userId });
    await waitUntil(() => rowsAbout(marker.userId), isNone, { what: "the marker member's rows purged" });
    expect(await rowsAbout(stays.userId)).toEqual({ favorites: 2, progress: 2, windows: 2 });
    expect(await rowsAbout(gone.userId)).toEqual(none);
  });

  it("catalogue.movie.deleted removes the film's favourites, progress and view windows for every member", async () => {
    const [a, b] = [member(), member()];
    const [film, other] = [randomUUID(), randomUUID()];
    await watchFilm(a, film);
    await watchFilm(b, film);
    await watchFilm(a, other);
    // A series sharing the id is not the film.
    await call(P.favoritesAdd, { kind: 'series', id: film }, a);
    await publishEvent(ctx, CatalogueEvents.movieDeleted, { id: film, title: 'Metropolis' });
    await waitUntil(() => rowsAbout(film), (r) => r.progress === 0 && r.windows === 0 && r.favorites === 1, { what: "the film's rows purged" });
    expect((await call(P.favoritesIds, {}, a))).toEqual({ movies: [other], series: [film] });
    expect(await rowsAbout(other)).toEqual({ favorites: 1, progress: 1, windows: 1 });
  });

  it("catalogue.series.deleted removes the series' favourites, every episode's progress and its view windows", async () => {
    const m = member();
    const series = randomUUID();
    const [e1, e2] = [randomUUID(), randomUUID()];
    await watchEpisode(m, series, e1);
    await saveProgress(ctx, m, { kind: 'episode', titleId: series, episodeId: e2, positionSeconds: 10, durationSeconds: 600 });
    await savesWritten(ctx);
    expect(await rowsAbout(series)).toEqual({ favorites: 1, progress: 2, windows: 1 });
    await publishEvent(ctx, CatalogueEvents.seriesDeleted, { id: series, title: 'Les Vampires' });
    await waitUntil(() => rowsAbout(series), isNone, { what: "the series' rows purged" });
    expect(await call(P.progressTitle, { kind: 'series', id: series }, m)).toEqual({ entries: [], resume: null });
  });

  it("catalogue.episode.deleted removes that episode's progress only, twice delivered or not", async () => {
    const m = member();
    const series = randomUUID();
    const [e1, e2] = [randomUUID(), randomUUID()];
    await watchEpisode(m, series, e1);
    await saveProgress(ctx, m, { kind: 'episode', titleId: series, episodeId: e2, positionSeconds: 10, durationSeconds: 600 });
    await savesWritten(ctx);
    const eventId = await publishEvent(ctx, CatalogueEvents.episodeDeleted, { id: e1, seriesId: series });
    await publishEvent(ctx, CatalogueEvents.episodeDeleted, { id: e1, seriesId: series }, eventId);
    await waitUntil(() => rowsAbout(e1), (r) => r.progress === 0, { what: "the episode's rows purged" });
    const title = await call(P.progressTitle, { kind: 'series', id: series }, m);
    expect(title.entries.map((e) => e.episodeId)).toEqual([e2]);
    expect(await rowsAbout(series)).toEqual({ favorites: 1, progress: 1, windows: 1 });
  });
});
