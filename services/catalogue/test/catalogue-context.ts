import { afterAll, beforeAll } from '@jest/globals';
import type { Actor, BusPattern, RpcRequestData, RpcResponseData } from '@streaming/contracts';
import { dropDatabase, loadConfig, migrate, RpcClient } from '@streaming/platform';
import { stopTopicService, topicTestNames } from '../../../tests/support/service-context.js';
import type { TestNames } from '../../../tests/support/test-env.js';
import { startCatalogue, type RunningCatalogue } from '../src/catalogue.app.js';
import { CatalogueEnv } from '../src/config/catalogue.env.js';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../src/database/catalogue-data-source.js';
import { CatalogueFactory } from './factories.js';

/** One integration file's catalogue: started in `beforeAll`, stopped and dropped in `afterAll`. */
export interface CatalogueContext {
  /** This file's database, NATS prefix, event stream and Redis prefix. */
  names: TestNames;
  catalogue: RunningCatalogue;
  rpc: RpcClient;
  db: CatalogueFactory;
  /** Ids of the loaded titles (by short name) and genres, filled in `beforeAll`. */
  ids: Record<string, string>;
  g: Record<string, string>;
  /** RpcClient.call with an actor (and the client address the gateway signs); `data` defaults to `{}` (bad-input tests send what callers may not). */
  call<P extends BusPattern>(pattern: P, data?: object, actor?: Actor, ip?: string): Promise<RpcResponseData<P>>;
}

export const titles = (cards: Array<{ title: string }>) => cards.map((c) => c.title);
export const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

/**
 * Starts the catalogue for one test file, on names of its own derived from the run's (a database,
 * NATS prefix, event stream and Redis prefix suffixed with `topic`), so that one file's writes and
 * cached answers never show in another; then loads the same 12 films, 5 series and 6 genres.
 * `extraEnv` (read when the catalogue starts, after the file's earlier `beforeAll`s) adds variables.
 */
export function useCatalogue(topic: string, extraEnv: () => Record<string, string> = () => ({})): CatalogueContext {
  const names = topicTestNames(topic);
  const ctx = {
    names,
    ids: {},
    g: {},
    // Bad-input tests send data the map forbids on purpose: the one place a test widens it.
    call: <P extends BusPattern>(pattern: P, data: object = {}, actor?: Actor, ip?: string) => ctx.rpc.call(pattern, data as RpcRequestData<P>, { actor, ip }),
  } as CatalogueContext;

  beforeAll(async () => {
    await dropDatabase(names.DATABASE_URL);
    await migrate(createCatalogueDataSource(names.DATABASE_URL), names.DATABASE_URL, CATALOGUE_SCHEMA);
    const env = loadConfig(CatalogueEnv, { ...process.env, ...names, ...extraEnv() });
    ctx.catalogue = await startCatalogue(env);
    ctx.rpc = await RpcClient.connect(env, `catalogue-int-${topic}`, 5000);
    ctx.db = await CatalogueFactory.connect(names.DATABASE_URL);
    await loadTitles(ctx.db, ctx.ids, ctx.g);
  });

  afterAll(async () => {
    await ctx.db?.close();
    await ctx.rpc?.close();
    await stopTopicService(names, ctx.catalogue);
  });

  return ctx;
}

async function loadTitles(db: CatalogueFactory, ids: Record<string, string>, g: Record<string, string>): Promise<void> {
  g.sf = await db.genre('Science-Fiction', 'science-fiction');
  g.drame = await db.genre('Drame', 'drame');
  g.horreur = await db.genre('Horreur', 'horreur');
  g.anime = await db.genre('Séries Animées', 'series-animees', 'Animés', true);
  g.policier = await db.genre('Séries Policières', 'series-policieres', 'Séries');
  g.sfSeries = await db.genre('Science-Fiction', 'science-fiction', 'Séries');

  ids.metropolis = await db.movie({ title: 'Metropolis', release_year: 1927, director: 'Fritz Lang', country: 'Allemagne', rating: 4.6, views_count: 12000, is_featured: true, duration_minutes: 153, synopsis: 'Dans une cité futuriste, les ouvriers vivent sous la ville.', created_at: day(1) }, [g.sf, g.drame]);
  ids.m = await db.movie({ title: 'M le maudit', release_year: 1931, director: 'Fritz Lang', country: 'Allemagne', rating: 4.4, views_count: 8000, duration_minutes: 117, created_at: day(2) }, [g.drame]);
  ids.lune = await db.movie({ title: 'Le Voyage dans la Lune', release_year: 1902, director: 'Georges Méliès', quality: 'SD', rating: 4.2, views_count: 15000, duration_minutes: 14, synopsis: 'Des savants partent pour la Lune à bord d’un obus.', created_at: day(3) }, [g.sf]);
  ids.amelie = await db.movie({ title: "Le Fabuleux Destin d'Amélie Poulain", release_year: 2001, director: 'Jean-Pierre Jeunet', rating: 4.5, views_count: 30000, is_new: true, duration_minutes: 122, created_at: day(4) }, [g.drame]);
  ids.oedipe = await db.movie({ title: 'Œdipe roi', release_year: 1967, director: 'Pier Paolo Pasolini', country: 'Italie', rating: 3.8, views_count: 500, duration_minutes: 104, created_at: day(5) }, [g.drame]);
  ids.aether = await db.movie({ title: "Les Chroniques d'Æther", release_year: 2020, director: 'Claire Dubois', rating: 3.1, views_count: 150, quality: '4K', is_new: true, duration_minutes: 95, created_at: day(6) }, [g.sf]);
  ids.starwars = await db.movie({ title: 'Star Wars : Épisode IV – Un nouvel espoir', original_title: 'Star Wars', release_year: 1977, director: 'George Lucas', country: 'États-Unis', quality: '4K', rating: 4.7, views_count: 90000, duration_minutes: 121, created_at: day(7) }, [g.sf]);
  ids.nosferatu = await db.movie({ title: 'Nosferatu', original_title: 'Nosferatu, eine Symphonie des Grauens', release_year: 1922, director: 'F. W. Murnau', country: 'Allemagne', rating: 4.3, views_count: 7000, duration_minutes: 94, synopsis: 'Le comte Orlok, un vampire, quitte les Carpates.', created_at: day(8) }, [g.horreur]);
  ids.rues = await db.movie({ title: 'Les Rues de Paris', release_year: 1950, director: 'Anne Martin', rating: 3.5, views_count: 900, duration_minutes: 88, synopsis: "Un inspecteur mène l'enquête dans le Paris d'après-guerre.", created_at: day(9) });
  ids.langlois = await db.movie({ title: 'Hommage à Lang', release_year: 1995, director: 'Henri Langlois', rating: 2.5, views_count: 50, duration_minutes: 60, synopsis: 'Un portrait du cinéaste Fritz Lang.', created_at: day(10) });
  ids.sansdate = await db.movie({ title: 'Film sans date', release_year: null, rating: null, views_count: 0, duration_minutes: null, created_at: day(11) });
  ids.synopsisLang = await db.movie({ title: 'Le Mépris du temps', release_year: 1963, director: 'Autre Réalisateur', rating: 4, views_count: 100, synopsis: 'On y voit Lang jouer son propre rôle.', created_at: day(12) });

  ids.vampires = await db.series({ title: 'Les Vampires', release_year: 1915, director: 'Louis Feuillade', rating: 4.4, views_count: 6000, status: 'completed', is_featured: true, created_at: day(1) }, [g.policier], [[2, 1, 'Le Retour'], [1, 2, 'La Bague qui tue'], [1, 1, 'La Tête coupée']]);
  ids.voisin = await db.series({ title: 'Mon Voisin des Nuages', release_year: 2010, director: 'Studio Kumo', country: 'Japon', language: 'Japonais', rating: 4.6, views_count: 20000, status: 'ongoing', created_at: day(2) });
  ids.kaiju = await db.series({ title: 'Kaiju Academy', release_year: 2018, director: 'Studio Ouest', country: 'États-Unis', language: 'Anglais', rating: 4.1, views_count: 3000, status: 'ongoing', created_at: day(3) }, [g.anime]);
  ids.moyenne = await db.series({ title: 'Série Moyenne', release_year: 2005, rating: 3.2, views_count: 100, status: 'cancelled', created_at: day(4) }, [g.sfSeries]);
  ids.espace = await db.series({ title: 'Les Pionniers de l’espace', release_year: 1936, rating: 4.15, views_count: 4000, status: 'completed', created_at: day(5) }, [g.sfSeries]);
}
