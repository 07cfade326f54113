import { Injectable } from '@nestjs/common';
import type {
  AdminGenres, AdminMovieRow, AdminPage, AdminSeriesCounters, AdminSeriesListQuery, AdminSeriesRow, AdminTitleCounters, AdminTitleListQuery,
} from '@streaming/contracts';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { AdminTitlesRepository, type AdminCountersRow, type AdminTable } from './admin-titles.repository.js';
import { toAdminGenres, toAdminMovieRow, toAdminSeriesRow } from './admin-titles.mapper.js';

/**
 * The back office's tables (films, series, animes) and genre screen. Rows are always read from
 * PostgreSQL's primary; the summary counters and the genres' usage (whole-table counts) are kept in
 * the catalogue's cache under `lists`, which every title, episode and genre change drops, in the
 * writing replica before it answers: an admin sees their change at once.
 */
@Injectable()
export class AdminTitlesService {
  constructor(
    private readonly repo: AdminTitlesRepository,
    private readonly cache: CatalogueCache,
  ) {}

  async movies(query: AdminTitleListQuery): Promise<AdminPage<AdminMovieRow, AdminTitleCounters>> {
    const [counters, page] = await this.table('movies', query);
    return { items: page.rows.map(toAdminMovieRow), total: page.total, page: page.page, pageSize: page.pageSize, counters: titleCounters(counters) };
  }

  /** Series, or animes only (the catalogue's one anime rule). */
  async series(kind: 'series' | 'animes', query: AdminSeriesListQuery): Promise<AdminPage<AdminSeriesRow, AdminSeriesCounters>> {
    const [counters, page] = await this.table(kind, query);
    return {
      items: page.rows.map(toAdminSeriesRow), total: page.total, page: page.page, pageSize: page.pageSize,
      counters: { ...titleCounters(counters), episodes: counters.episodes ?? 0 },
    };
  }

  genres(): Promise<AdminGenres> {
    return this.cache.list('admin:genres', {}, async () => toAdminGenres(await this.repo.genres()));
  }

  private async table(kind: AdminTable, query: AdminSeriesListQuery) {
    const counters = () => this.cache.list(`admin:counters:${kind}`, {}, () => this.repo.counters(kind));
    return Promise.all([counters(), this.repo.page(kind, query, async () => (await counters()).total)]);
  }
}

const titleCounters = (c: AdminCountersRow): AdminTitleCounters => ({ total: c.total, featured: c.featured, new: c.new });
