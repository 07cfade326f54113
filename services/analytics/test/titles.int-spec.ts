import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { AnalyticsPatterns, CatalogueEvents, type TopKind, type TopTitles } from '@streaming/contracts';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { admin, catalogueChanged, countedViews, publishView, useAnalytics } from './analytics-context.js';

// What the top lists show of a title comes from the catalogue: its name, its poster, and whether
// it is an anime by the catalogue's one rule (country Japon, language Japonais, or the anime genre),
// kept up to date by the catalogue's events, and described even while views keep being counted
// when the catalogue is away.
const ctx = useAnalytics('titles');

const top = (kind: TopKind = 'all') => ctx.call(AnalyticsPatterns.topList, { range: '7d', kind }, admin()) as Promise<TopTitles>;
const listed = async (kind: TopKind, id: string) => (await top(kind)).items.find((t) => t.id === id);
const row = async (id: string) => (await ctx.db.query(`SELECT title, poster_url, is_anime, described_at IS NOT NULL AS described, deleted_at IS NOT NULL AS deleted, stale_since IS NULL AS fresh FROM titles WHERE id = $1`, [id])).rows[0];

describe('titles as the catalogue describes them', () => {
  it("lists a viewed title under its catalogue name and poster, as soon as its first view made analytics ask", async () => {
    // Created before analytics knew of it (its event long gone from the stream).
    const film = await ctx.titles.movie({ title: 'Le Samouraï' });
    await ctx.titles.query(`UPDATE movies SET poster_url = 'https://images.exemple.fr/samourai.jpg' WHERE id = $1`, [film]);
    await publishView(ctx, { kind: 'movie', titleId: film });
    const item = await waitUntil(() => listed('movie', film), Boolean, { what: 'the film listed' });
    expect(item).toEqual({ rank: 1, id: film, kind: 'movie', isAnime: false, title: 'Le Samouraï', posterUrl: 'https://images.exemple.fr/samourai.jpg', views: 1 });
  });

  it('puts the series the catalogue counts as animes in the animes tab and the others in the series tab', async () => {
    const animeGenre = await ctx.titles.genre('Animation japonaise', `anime-${randomUUID().slice(0, 8)}`, 'Animés', true);
    const byCountry = await ctx.titles.series({ title: 'Mushishi', country: 'Japon', language: 'Français' });
    const byGenre = await ctx.titles.series({ title: 'Arcane', country: 'France', language: 'Français' }, [animeGenre]);
    const plain = await ctx.titles.series({ title: 'Les Revenants' });
    for (const id of [byCountry, byGenre, plain]) await catalogueChanged(ctx, CatalogueEvents.seriesCreated, { id, title: 'Série' });
    for (const id of [byCountry, byGenre, plain]) await publishView(ctx, { kind: 'series', titleId: id });
    await waitUntil(() => listed('anime', byGenre), Boolean, { what: 'the animes known' });
    expect((await top('anime')).items.map((t) => t.id).sort()).toEqual([byCountry, byGenre].sort());
    expect((await top('series')).items.map((t) => t.id)).toEqual([plain]);
    expect(await listed('series', byGenre)).toBeUndefined();
  });

  it("follows the catalogue's edits: a renamed film, a genre that becomes the anime genre, a deleted title (its views stay counted)", async () => {
    const film = await ctx.titles.movie({ title: 'Titre provisoire' });
    const genre = await ctx.titles.genre('Japanimation', `japanim-${randomUUID().slice(0, 8)}`, 'Séries');
    const series = await ctx.titles.series({ title: 'Cowboy Bebop', country: 'France', language: 'Anglais' }, [genre]);
    await catalogueChanged(ctx, CatalogueEvents.seriesCreated, { id: series, title: 'Cowboy Bebop' });
    await publishView(ctx, { kind: 'movie', titleId: film });
    await publishView(ctx, { kind: 'series', titleId: series });
    await waitUntil(() => listed('series', series), Boolean, { what: 'the series listed as a series' });

    await ctx.titles.query(`UPDATE movies SET title = 'Le Cercle rouge' WHERE id = $1`, [film]);
    await catalogueChanged(ctx, CatalogueEvents.movieUpdated, { id: film, title: 'Le Cercle rouge' });
    await waitUntil(async () => (await listed('movie', film))?.title, (t) => t === 'Le Cercle rouge', { what: 'the new title' });

    // The anime genre moves to this genre (the catalogue publishes genre.updated for both).
    await ctx.titles.query(`UPDATE genres SET is_anime = false WHERE is_anime`);
    await ctx.titles.query(`UPDATE genres SET is_anime = true WHERE id = $1`, [genre]);
    await catalogueChanged(ctx, CatalogueEvents.genreUpdated, { id: genre, slug: 'japanim' });
    await waitUntil(() => listed('anime', series), Boolean, { what: 'the series become an anime' });
    expect(await listed('series', series)).toBeUndefined();

    await ctx.titles.query(`DELETE FROM movies WHERE id = $1`, [film]);
    await catalogueChanged(ctx, CatalogueEvents.movieDeleted, { id: film, title: 'Le Cercle rouge' });
    await waitUntil(async () => (await row(film)).deleted, Boolean, { what: 'the film deleted' });
    expect(await listed('all', film)).toBeUndefined();
    expect(await countedViews(ctx, film)).toBe(1);
  });

  it('describes titles left stale without any event or view (a bulk load, a replica stopped before describing them)', async () => {
    const film = await ctx.titles.movie({ title: 'Les Diaboliques' });
    await ctx.db.query(`INSERT INTO titles (kind, id) VALUES ('movie', $1)`, [film]);
    await ctx.db.query(`INSERT INTO title_day_views (day, kind, title_id, views) VALUES (current_date, 'movie', $1, 4)`, [film]);
    const item = await waitUntil(() => listed('movie', film), Boolean, { what: 'the stale title described by the sweep' });
    expect(item).toMatchObject({ title: 'Les Diaboliques', views: 4 });
  });

  it('marks an id the catalogue does not have as deleted: counted, never listed', async () => {
    const unknown = randomUUID();
    await publishView(ctx, { kind: 'movie', titleId: unknown });
    await waitUntil(() => row(unknown), (r) => r?.deleted === true, { what: 'the unknown id settled' });
    expect(await row(unknown)).toMatchObject({ described: false, deleted: true, fresh: true });
    expect(await listed('all', unknown)).toBeUndefined();
    expect(await countedViews(ctx, unknown)).toBe(1);
  });

  it('counts views while the catalogue is away, and describes their titles once it is back', async () => {
    const film = await ctx.titles.movie({ title: 'Le Trou' });
    await ctx.stopCatalogue();
    try {
      await publishView(ctx, { kind: 'movie', titleId: film });
      await waitUntil(() => countedViews(ctx, film), (n) => n === 1, { what: 'the view counted without the catalogue' });
      expect(await row(film)).toMatchObject({ described: false, fresh: false });
      expect(await listed('all', film)).toBeUndefined();
    } finally {
      await ctx.startCatalogue();
    }
    const item = await waitUntil(() => listed('all', film), Boolean, { what: 'the film described once the catalogue is back' });
    expect(item).toMatchObject({ title: 'Le Trou', views: 1 });
  });
});
