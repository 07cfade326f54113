import { Injectable } from '@nestjs/common';
import type { CatalogueCard, Page, SeriesDetailDto, SeriesListQuery } from '@streaming/contracts';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { HomeService } from '../home/home.service.js';
import { TitlesRepository } from '../listing/titles.repository.js';
import { toCard } from '../shared/card.mapper.js';
import { fail } from '../shared/catalogue-errors.js';
import { SeriesRepository } from './series.repository.js';
import { toSeriesDetailDto } from './series.mapper.js';

/** What a member reads about series: the filtered list and one series with its seasons. */
@Injectable()
export class SeriesService {
  constructor(
    private readonly series: SeriesRepository,
    private readonly titles: TitlesRepository,
    private readonly cache: CatalogueCache,
    private readonly home: HomeService,
  ) {}

  list(query: SeriesListQuery): Promise<Page<CatalogueCard>> {
    return this.cache.list('series', query, async () => {
      // 'Tous les Films' / 'Toutes les Séries': without the titles the page's sections show.
      const shown = query.excludeSections === undefined ? [] : await this.home.sectionTitleIds('series', query.excludeSections);
      const page = await this.titles.list('series', query, shown);
      return { items: page.rows.map((r) => toCard(r, 'series')), total: page.total, page: page.page, pageSize: page.pageSize };
    });
  }

  get(id: string): Promise<SeriesDetailDto> {
    return this.cache.series(id, async () => {
      const [row, episodes] = await Promise.all([this.series.findDetail(id), this.series.episodes(id)]);
      if (!row) throw fail('SERIES_NOT_FOUND');
      return toSeriesDetailDto(row, episodes);
    });
  }
}
