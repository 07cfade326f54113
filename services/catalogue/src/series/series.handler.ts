import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns, SeriesIdParam, SeriesListQuery, type CatalogueCard, type Page, type RpcRequest, type SeriesDetailDto } from '@streaming/contracts';
import { validateDto, RpcPattern } from '@streaming/platform';
import { SeriesService } from './series.service.js';

@Controller()
export class SeriesHandler {
  constructor(private readonly series: SeriesService) {}

  @RpcPattern(CataloguePatterns.seriesList)
  async list(@Payload() req: RpcRequest<SeriesListQuery>): Promise<Page<CatalogueCard>> {
    return this.series.list(await validateDto(SeriesListQuery, req.data));
  }

  @RpcPattern(CataloguePatterns.seriesGet)
  async get(@Payload() req: RpcRequest<SeriesIdParam>): Promise<SeriesDetailDto> {
    return this.series.get((await validateDto(SeriesIdParam, req.data)).id);
  }
}
