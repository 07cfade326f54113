import { describe, expect, it } from '@jest/globals';
import { CataloguePatterns } from '@streaming/contracts';
import { useCatalogue } from './catalogue-context.js';

// catalogue.titles.match: moderation asks it before opening a content request for a title the catalogue has.
const ctx = useCatalogue('match');
const { ids, call } = ctx;

const matched = async (kind: 'movie' | 'series', title: string, year?: number) =>
  (await call(CataloguePatterns.titlesMatch, year === undefined ? { kind, title } : { kind, title, year })).cards.map((c) => c.id);

describe('catalogue.titles.match', () => {
  it('finds a title whatever its case, accents, ligatures and punctuation, and answers its card as the lists show it', async () => {
    expect(await matched('movie', 'le fabuleux destin d amelie poulain')).toEqual([ids.amelie]);
    expect(await matched('movie', "  LE FABULEUX DESTIN D'AMÉLIE-POULAIN !  ")).toEqual([ids.amelie]);
    expect(await matched('movie', 'star wars episode iv un nouvel espoir')).toEqual([ids.starwars]);
    expect(await matched('movie', 'Oedipe Roi')).toEqual([ids.oedipe]);

    const [card] = (await call(CataloguePatterns.titlesMatch, { kind: 'movie', title: 'metropolis' })).cards;
    const listed = (await call(CataloguePatterns.moviesList, { sort: 'title', pageSize: 48 })).items.find((c) => c.id === ids.metropolis);
    expect(card).toEqual(listed);
  });

  it('matches the whole title within the asked kind only, and the year when one is given', async () => {
    expect(await matched('movie', 'Metropoli')).toEqual([]);
    expect(await matched('movie', 'Metropolis', 1927)).toEqual([ids.metropolis]);
    expect(await matched('movie', 'Metropolis', 1928)).toEqual([]);
    expect(await matched('movie', 'Les Vampires')).toEqual([]);
    expect(await matched('series', 'les vampires')).toEqual([ids.vampires]);
    expect(await matched('series', 'Metropolis')).toEqual([]);
  });

  it('answers every title of that name, oldest first, when the year is not given', async () => {
    const remake = await ctx.db.movie({ title: 'Métropolis', release_year: 2001 });
    expect(await matched('movie', 'metropolis')).toEqual([ids.metropolis, remake]);
    expect(await matched('movie', 'metropolis', 2001)).toEqual([remake]);
  });

  it('refuses an unknown kind, an empty title or a year that is not a whole number', async () => {
    await expect(call(CataloguePatterns.titlesMatch, { kind: 'episode', title: 'Metropolis' }))
      .rejects.toMatchObject({ status: 400, message: 'Type inconnu : choisissez movie ou series.' });
    await expect(call(CataloguePatterns.titlesMatch, { kind: 'movie', title: '' })).rejects.toMatchObject({ status: 400 });
    await expect(call(CataloguePatterns.titlesMatch, { kind: 'movie', title: 'Metropolis', year: 'x' })).rejects.toMatchObject({ status: 400 });
  });
});
