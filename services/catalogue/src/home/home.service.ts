import { Injectable } from '@nestjs/common';
import type { CatalogueStats, HomeSections, ListingSections } from '@streaming/contracts';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { TitlesRepository, type CardPool } from '../listing/titles.repository.js';
import { toCard } from '../shared/card.mapper.js';
import { buildHome, buildListingSections, HOME_RULES, type HomePools, type ListingPools } from './home.rules.js';
import type { TitleTable } from '../listing/title-filters.js';

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

  /** Sections of the films or series page; pools cached, random picks per request. */
  async listingSections(table: TitleTable, random: () => number = Math.random): Promise<ListingSections> {
    const pools = await this.cache.list(`sections:${table}`, {}, async (): Promise<ListingPools> => {
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
    return buildListingSections(pools, random);
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
