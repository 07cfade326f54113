import { Injectable } from '@nestjs/common';
import { LISTING_SECTION_DRAWS, type CatalogueStats, type HomeSections, type ListingSections } from '@streaming/contracts';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { TitlesRepository, type CardPool } from '../listing/titles.repository.js';
import { toCard } from '../shared/card.mapper.js';
import { buildHome, buildListingSections, HOME_RULES, sectionTitleIds, type HomePools, type ListingPools } from './home.rules.js';
import type { TitleTable } from '../database/title-sql.js';

/** The home carousels and the header counters. Pools are cached; random picks are made per request. */
@Injectable()
export class HomeService {
  constructor(
    private readonly titles: TitlesRepository,
    private readonly cache: CatalogueCache,
  ) {}

  stats(): Promise<CatalogueStats> {
    return this.cache.stats(async () => {
      const [movies, series] = await Promise.all([this.titles.count('movies'), this.titles.count('series')]);
      return { movies, series };
    });
  }

  async home(random: () => number = Math.random): Promise<HomeSections> {
    return buildHome(await this.pools(), random);
  }

  /**
   * Sections of the films or series page: pools cached, one of LISTING_SECTION_DRAWS numbered draws
   * per request (the same number always gives the same sections for the same pools).
   */
  async listingSections(table: TitleTable, random: () => number = Math.random): Promise<ListingSections> {
    const draw = Math.min(LISTING_SECTION_DRAWS - 1, Math.floor(random() * LISTING_SECTION_DRAWS));
    return buildListingSections(await this.listingPools(table), draw);
  }

  /** Ids of the titles 'Tous les Films' / 'Toutes les Séries' leaves out under draw number `draw` of the sections. */
  async sectionTitleIds(table: TitleTable, draw: number): Promise<string[]> {
    const pools = await this.listingPools(table);
    return sectionTitleIds(pools, buildListingSections(pools, draw));
  }

  private listingPools(table: TitleTable): Promise<ListingPools> {
    return this.cache.list(`sections:${table}`, {}, async (): Promise<ListingPools> => {
      const kind = table === 'movies' ? 'movie' : 'series';
      const r = HOME_RULES;
      // Enough for the sections even when the best rated are also the most recent.
      const size = r.listingPickPool + 2 * r.listingSectionSize;
      const [best, recent] = await Promise.all([
        this.titles.pool(table, { order: 'best', limit: size }),
        this.titles.pool(table, { order: 'recent', limit: size }),
      ]);
      return { best: best.map((x) => toCard(x, kind)), recent: recent.map((x) => toCard(x, kind)) };
    });
  }

  pools(): Promise<HomePools> {
    return this.cache.list('home', {}, async () => {
      const r = HOME_RULES;
      const movie = (pool: CardPool) => this.titles.pool('movies', pool).then((rows) => rows.map((x) => toCard(x, 'movie')));
      const series = (pool: CardPool) => this.titles.pool('series', pool).then((rows) => rows.map((x) => toCard(x, 'series')));
      const [featuredMovies, featuredSeries, topMovies, topSeries, topAnimes, latestMovies, latestSeries] = await Promise.all([
        movie({ order: 'best', featured: true, limit: r.pickPool }),
        series({ order: 'best', featured: true, limit: r.pickPool }),
        movie({ order: 'best', limit: r.pickPool }),
        series({ order: 'best', minRating: r.topSeriesMinRating, anime: false, limit: r.topSeriesPool }),
        series({ order: 'best', minRating: r.topSeriesMinRating, anime: true, limit: r.topSeriesPool }),
        movie({ order: 'recent', limit: r.latestCount }),
        series({ order: 'recent', limit: r.latestCount }),
      ]);
      return { featuredMovies, featuredSeries, topMovies, topSeries, topAnimes, latestMovies, latestSeries };
    });
  }
}
