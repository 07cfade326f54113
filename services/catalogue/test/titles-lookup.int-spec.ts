import { describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CataloguePatterns, TITLE_LOOKUP_MAX } from '@streaming/contracts';
import { CatalogueReads } from '../src/database/catalogue-reads.js';
import { useCatalogue } from './catalogue-context.js';

// catalogue.titles.lookup: the cards and episodes the favourites and history pages show.
const ctx = useCatalogue('lookup');
const { ids, call } = ctx;

const episodeIds = async (seriesId: string) =>
  (await ctx.db.query<{ id: string; season_number: number; episode_number: number }>(
    `SELECT id, season_number, episode_number FROM episodes WHERE series_id = $1 ORDER BY season_number, episode_number`, [seriesId],
  ));

describe('catalogue.titles.lookup', () => {
  it('answers the cards of the asked films and series, as the lists show them, and the asked episodes; unknown ids are absent', async () => {
    const [e11, , e21] = await episodeIds(ids.vampires);
    const gone = randomUUID();
    const res = await call(CataloguePatterns.titlesLookup, {
      movieIds: [ids.metropolis, ids.amelie, gone],
      seriesIds: [ids.vampires, gone],
      episodeIds: [e11.id, e21.id, gone],
    });

    const byTitle = Object.fromEntries(res.cards.map((c) => [c.title, c]));
    expect(Object.keys(byTitle).sort()).toEqual(['Le Fabuleux Destin d\'Amélie Poulain', 'Les Vampires', 'Metropolis'].sort());
    // The same card as the lists: same mapper, same poster URL, same counts.
    const listed = (await call(CataloguePatterns.moviesList, { sort: 'title', pageSize: 48 })).items.find((c) => c.id === ids.metropolis);
    expect(byTitle.Metropolis).toEqual(listed);
    expect(byTitle.Metropolis).toMatchObject({ kind: 'movie', year: 1927, rating: 4.6, views: 12000 });
    const series = (await call(CataloguePatterns.seriesList, { sort: 'title', pageSize: 48 })).items.find((c) => c.id === ids.vampires);
    expect(byTitle['Les Vampires']).toEqual(series);
    expect(byTitle['Les Vampires'].kind).toBe('series');

    expect(res.episodes.sort((a, b) => a.seasonNumber - b.seasonNumber)).toEqual([
      { id: e11.id, seriesId: ids.vampires, seasonNumber: 1, episodeNumber: 1, title: 'La Tête coupée', durationMinutes: 45, thumbnailUrl: null },
      { id: e21.id, seriesId: ids.vampires, seasonNumber: 2, episodeNumber: 1, title: 'Le Retour', durationMinutes: 45, thumbnailUrl: null },
    ]);
  });

  it('asks the read helper (a read replica when there is one) one query per kind asked, whatever the number of ids', async () => {
    const reads = ctx.catalogue.app.get(CatalogueReads);
    const spy = jest.spyOn(reads, 'query');
    try {
      const [e11, e12] = await episodeIds(ids.vampires);
      await call(CataloguePatterns.titlesLookup, {
        movieIds: [ids.metropolis, ids.m, ids.lune, ids.amelie, ids.nosferatu],
        seriesIds: [ids.vampires, ids.voisin, ids.kaiju],
        episodeIds: [e11.id, e12.id],
      });
      expect(spy).toHaveBeenCalledTimes(3);
      spy.mockClear();
      const res = await call(CataloguePatterns.titlesLookup, { movieIds: [ids.metropolis, ids.metropolis.toUpperCase()], seriesIds: [], episodeIds: [] });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(res.cards.map((c) => c.title)).toEqual(['Metropolis']);
      spy.mockClear();
      expect(await call(CataloguePatterns.titlesLookup, { movieIds: [], seriesIds: [], episodeIds: [] })).toEqual({ cards: [], episodes: [] });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses bad ids and too many ids with a French message', async () => {
    await expect(call(CataloguePatterns.titlesLookup, { movieIds: ['abc'], seriesIds: [], episodeIds: [] }))
      .rejects.toMatchObject({ status: 400, message: 'Identifiant de film invalide.' });
    await expect(call(CataloguePatterns.titlesLookup, { movieIds: [], seriesIds: [], episodeIds: ['1'] }))
      .rejects.toMatchObject({ status: 400, message: "Identifiant d'épisode invalide." });
    const many = Array.from({ length: TITLE_LOOKUP_MAX + 1 }, () => randomUUID());
    await expect(call(CataloguePatterns.titlesLookup, { movieIds: [], seriesIds: many, episodeIds: [] }))
      .rejects.toMatchObject({ status: 400, message: `Au plus ${TITLE_LOOKUP_MAX} identifiants de chaque type.` });
    await expect(call(CataloguePatterns.titlesLookup, { movieIds: [] })).rejects.toMatchObject({ status: 400 });
  });
});
