import { describe, expect, it } from '@jest/globals';
import { CataloguePatterns } from '@streaming/contracts';
import { normalizeText, searchWords } from '../src/search/search-normalize.js';
import { day, titles, useCatalogue } from './catalogue-context.js';

// Search and suggestions: normalisation, typos, scoring, synonyms, paging.
const ctx = useCatalogue('search');
const { call } = ctx;

describe('search', () => {
  it('normalises text in PostgreSQL exactly as in TypeScript', async () => {
    const samples = ['Star Wars : Épisode IV – Un nouvel espoir', "L'Œuvre au noir", 'Cæsar & Cléopâtre', '  JEAN-PIERRE   Jeunet ', 'Straße', 'Ça, c’est « Paris » !', '2001 : l’odyssée'];
    for (const sample of samples) {
      const [{ n }] = await ctx.db.query<{ n: string }>(`SELECT norm_text($1) AS n`, [sample]);
      expect({ sample, n }).toEqual({ sample, n: normalizeText(sample) });
    }
  });

  it('cuts a query into the words PostgreSQL’s text parser finds in the same text', async () => {
    const samples = ['Le Sphinx d’or 64e1d8be', '12e34abc 1e5x 0e0abc', '12e3 2e 1er r2d2 ab12e3 4x4 e1e2', 'Blade Runner 2049', 'Ça, c’est « Paris » !'];
    for (const sample of samples) {
      const [{ words }] = await ctx.db.query<{ words: string[] }>(
        `SELECT ARRAY(SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', norm_text($1)))) AS w WHERE length(w) >= 3 ORDER BY w) AS words`, [sample]);
      expect({ sample, words: [...searchWords(normalizeText(sample))].sort() }).toEqual({ sample, words });
    }
  });

  const search = (q: string, extra: Record<string, unknown> = {}) => call(CataloguePatterns.searchQuery, { q, ...extra });
  const found = async (q: string) => titles((await search(q)).items);

  it('ignores accents, case, colons and dashes, and collapses spaces', async () => {
    expect(await found('AMELIE')).toEqual(["Le Fabuleux Destin d'Amélie Poulain"]);
    expect(await found('star wars episode iv')).toEqual(['Star Wars : Épisode IV – Un nouvel espoir']);
    expect(await found('  star   wars:  épisode-IV ')).toEqual(['Star Wars : Épisode IV – Un nouvel espoir']);
    expect(await found('jean-pierre')).toEqual(["Le Fabuleux Destin d'Amélie Poulain"]);
  });

  it('finds œ with oe and æ with ae', async () => {
    expect(await found('oedipe')).toEqual(['Œdipe roi']);
    expect(await found('Œdipe')).toEqual(['Œdipe roi']);
    expect(await found('aether')).toEqual(["Les Chroniques d'Æther"]);
  });

  it('tolerates one typo in a word', async () => {
    expect(await found('nosfreatu')).toEqual(['Nosferatu']);
    expect(await found('metropolys')).toEqual(['Metropolis']);
    expect(await found('vampirs')).toContain('Les Vampires');
  });

  it('ignores words of 2 letters or fewer', async () => {
    const res = await search('le la de');
    expect(res).toMatchObject({ items: [], total: 0, terms: [] });
    expect((await search('M')).items).toEqual([]);
  });

  it('finds on the results page every title the suggestions show for the same query', async () => {
    for (const q of ['le', 'Le v', 'va', 'm l', 'les', 'FRITZ', 'ampir', 'opoli', 'symphonie des grauens', 'nosfreatu', 'vamp']) {
      const suggested = await call(CataloguePatterns.searchSuggest, { q });
      const shown = [...suggested.movies, ...suggested.series].map((s) => s.id);
      expect({ q, some: shown.length > 0 }).toEqual({ q, some: true });
      const results = await search(q, { pageSize: 48 });
      const ids = results.items.map((i) => i.id);
      expect({ q, missing: shown.filter((id) => !ids.includes(id)) }).toEqual({ q, missing: [] });
    }
    // A query of short words only matches the way the suggestions do: titles and words that start with
    // it, the titles first, so that the first results of a kind are its suggestions, in their order.
    expect(await found('le v')).toEqual(['Le Voyage dans la Lune']);
    const le = await call(CataloguePatterns.searchSuggest, { q: 'le' });
    for (const [kind, shown] of [['movie', le.movies], ['series', le.series]] as const) {
      const first = await search('le', { kind, pageSize: shown.length });
      expect({ kind, ids: first.items.map((i) => i.id) }).toEqual({ kind, ids: shown.map((s) => s.id) });
    }
    const all = await search('le', { pageSize: 48 });
    const starts = all.items.map((i) => normalizeText(i.title).startsWith('le'));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    expect(all.total).toBe(all.items.length);
    expect(starts.includes(false)).toBe(true);
  });

  it('ranks title 5, original title 3, director 2, synopsis 0.5', async () => {
    const res = await search('lang');
    // Hommage à Lang: title 5, director Langlois 2 (word beginning), synopsis 0.5, query in the title 10.
    // Equal scores go to the better rated.
    expect(titles(res.items)).toEqual(['Hommage à Lang', 'Metropolis', 'M le maudit', 'Le Mépris du temps']);
    expect(res.items.map((i) => i.score)).toEqual([17.5, 2, 2, 0.5]);
  });

  it('uses synonyms', async () => {
    expect(await found('policier')).toContain('Les Rues de Paris');
    expect(await found('épouvante vampire')).toContain('Nosferatu');
  });

  it('needs every word, or falls back to any word when none has them all', async () => {
    expect(await found('fritz metropolis')).toEqual(['Metropolis']);
    // Nosferatu's synonyms (vampire, dracula) bring Les Vampires too.
    const any = await found('metropolis nosferatu');
    expect(any.sort()).toEqual(['Les Vampires', 'Metropolis', 'Nosferatu']);
  });

  it('pages the results and filters by kind', async () => {
    const p1 = await search('les', { pageSize: 2 });
    expect(p1.total).toBeGreaterThan(2);
    const p2 = await search('les', { pageSize: 2, page: 2 });
    expect(p2.items.map((i) => i.id)).not.toContain(p1.items[0].id);
    const series = await search('les', { kind: 'series' });
    expect(series.items.every((i) => i.kind === 'series')).toBe(true);
    expect(titles(series.items)).toContain('Les Vampires');
  });

  it('suggests 4 films and 4 series from 2 characters, matching titles, original titles and directors', async () => {
    expect(await call(CataloguePatterns.searchSuggest, { q: 'm' })).toEqual({ movies: [], series: [] });
    const le = await call(CataloguePatterns.searchSuggest, { q: 'le' });
    expect(le.movies).toHaveLength(4);
    expect(le.series.length).toBeGreaterThan(0);
    // Without a word of 3 letters or more: titles starting with what was typed, best rated first.
    expect(le.movies.every((m) => normalizeText(m.title).startsWith('le'))).toBe(true);
    const ratings = le.movies.map((m) => m.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const leV = await call(CataloguePatterns.searchSuggest, { q: 'Le v' });
    expect(titles(leV.movies)).toEqual(['Le Voyage dans la Lune']);
    const fritz = await call(CataloguePatterns.searchSuggest, { q: 'FRITZ' });
    expect(titles(fritz.movies).sort()).toEqual(['M le maudit', 'Metropolis']);
    expect(fritz.movies[0]).toEqual(expect.objectContaining({ director: 'Fritz Lang', kind: 'movie' }));
    const orig = await call(CataloguePatterns.searchSuggest, { q: 'symphonie des grauens' });
    expect(titles(orig.movies)).toEqual(['Nosferatu']);
    const typo = await call(CataloguePatterns.searchSuggest, { q: 'nosfreatu' });
    expect(titles(typo.movies)).toEqual(['Nosferatu']);
    const prefix = await call(CataloguePatterns.searchSuggest, { q: 'vamp' });
    expect(titles(prefix.series)).toEqual(['Les Vampires']);
  });

  it('finds a word the parser reads as a number and a word, on every keystroke', async () => {
    // "64e1d8be" is indexed as "64e1" and "d8be"; "12e3abc" as "12e3" and "abc".
    const id = await ctx.db.movie({ title: 'Le Sphinx d’or 64e1d8be', director: 'Ana 12e3abc', rating: 3, created_at: day(30) });
    for (const q of ['sphinx 64e1', 'sphinx 64e1d', 'sphinx 64e1d8b', 'Sphinx 64E1D8BE', '64e1d8be', '12e3abc']) {
      const suggested = await call(CataloguePatterns.searchSuggest, { q });
      expect({ q, ids: suggested.movies.map((m) => m.id) }).toEqual({ q, ids: [id] });
      expect({ q, ids: (await search(q)).items.map((i) => i.id) }).toEqual({ q, ids: [id] });
    }
  });
});
