import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Infrastructure } from '@streaming/platform';
import { CatalogueEnv } from './config/catalogue.env.js';
import { CatalogueCache } from './cache/catalogue-cache.js';
import { CacheDropConsumer } from './cache/cache-drop.consumer.js';
import { CatalogueReads } from './database/catalogue-reads.js';
import { TitlesRepository } from './listing/titles.repository.js';
import { MoviesRepository } from './movies/movies.repository.js';
import { MoviesService } from './movies/movies.service.js';
import { MoviesAdminService } from './movies/movies-admin.service.js';
import { MoviesHandler } from './movies/movies.handler.js';
import { SeriesRepository, SeriesWriteRepository } from './series/series.repository.js';
import { SeriesAdminService } from './series/series-admin.service.js';
import { SeriesAdminHandler } from './series/series-admin.handler.js';
import { SeriesService } from './series/series.service.js';
import { SeriesHandler } from './series/series.handler.js';
import { GenresRepository } from './genres/genres.repository.js';
import { GenresService } from './genres/genres.service.js';
import { GenresHandler } from './genres/genres.handler.js';
import { HomeService } from './home/home.service.js';
import { HomeHandler } from './home/home.handler.js';
import { SearchRepository } from './search/search.repository.js';
import { SearchLexicon } from './search/search-lexicon.repository.js';
import { SearchStatistics } from './search/search-statistics.repository.js';
import { SuggestRepository } from './search/suggest.repository.js';
import { SearchService } from './search/search.service.js';
import { SearchHandler } from './search/search.handler.js';
import { PostersRepository } from './posters/posters.repository.js';
import { PostersService } from './posters/posters.service.js';
import { PostersHandler } from './posters/posters.handler.js';
import { HealthHandler } from './health/health.handler.js';
import { LookupRepository } from './lookup/lookup.repository.js';
import { LookupService } from './lookup/lookup.service.js';
import { LookupHandler } from './lookup/lookup.handler.js';
import { ViewsRepository } from './views/views.repository.js';
import { ViewsService } from './views/views.service.js';
import { ViewsConsumer } from './views/views.consumer.js';
import { AdminTitlesRepository } from './admin/admin-titles.repository.js';
import { AdminTitlesService } from './admin/admin-titles.service.js';
import { AdminTitlesHandler } from './admin/admin-titles.handler.js';
import { TmdbService } from './tmdb/tmdb.service.js';
import { TmdbHandler } from './tmdb/tmdb.handler.js';

@Module({})
export class AppModule {
  static register(infra: Infrastructure, env: CatalogueEnv, reads: CatalogueReads): DynamicModule {
    return {
      module: AppModule,
      controllers: [MoviesHandler, SeriesHandler, SeriesAdminHandler, GenresHandler, HomeHandler, SearchHandler, PostersHandler, LookupHandler, AdminTitlesHandler, TmdbHandler, HealthHandler],
      providers: [
        { provide: Infrastructure, useValue: infra },
        { provide: CatalogueEnv, useValue: env },
        { provide: DataSource, useValue: infra.dataSource },
        { provide: CatalogueReads, useValue: reads },
        // One CatalogueCache for the process: the handlers' reads and the drop consumer share its memory.
        CatalogueCache, CacheDropConsumer, TitlesRepository, MoviesRepository, MoviesService, MoviesAdminService, SeriesRepository, SeriesWriteRepository, SeriesAdminService, SeriesService,
        GenresRepository, GenresService, HomeService, SearchLexicon, SearchRepository, SearchStatistics, SuggestRepository, SearchService, PostersRepository, PostersService,
        LookupRepository, LookupService, ViewsRepository, ViewsService, ViewsConsumer, AdminTitlesRepository, AdminTitlesService, TmdbService,
      ],
    };
  }
}
