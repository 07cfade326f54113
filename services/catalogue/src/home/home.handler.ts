import { Controller } from '@nestjs/common';
import { CataloguePatterns, type CatalogueStats, type HomeSections, type ListingSections } from '@streaming/contracts';
import { RpcPattern } from '@streaming/platform';
import { HomeService } from './home.service.js';

@Controller()
export class HomeHandler {
  constructor(private readonly home: HomeService) {}

  @RpcPattern(CataloguePatterns.statsGet)
  stats(): Promise<CatalogueStats> {
    return this.home.stats();
  }

  @RpcPattern(CataloguePatterns.homeGet)
  sections(): Promise<HomeSections> {
    return this.home.home();
  }

  @RpcPattern(CataloguePatterns.moviesSections)
  movieSections(): Promise<ListingSections> {
    return this.home.listingSections('movies');
  }

  @RpcPattern(CataloguePatterns.seriesSections)
  seriesSections(): Promise<ListingSections> {
    return this.home.listingSections('series');
  }
}
