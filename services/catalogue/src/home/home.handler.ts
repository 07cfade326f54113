import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CataloguePatterns, type CatalogueStats, type HomeSections, type ListingSections } from '@streaming/contracts';
import { HomeService } from './home.service.js';

@Controller()
export class HomeHandler {
  constructor(private readonly home: HomeService) {}

  @MessagePattern(CataloguePatterns.statsGet)
  stats(): Promise<CatalogueStats> {
    return this.home.stats();
  }

  @MessagePattern(CataloguePatterns.homeGet)
  sections(): Promise<HomeSections> {
    return this.home.home();
  }

  @MessagePattern(CataloguePatterns.moviesSections)
  movieSections(): Promise<ListingSections> {
    return this.home.listingSections('movies');
  }

  @MessagePattern(CataloguePatterns.seriesSections)
  seriesSections(): Promise<ListingSections> {
    return this.home.listingSections('series');
  }
}
