import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  AdminSeriesListQuery, AdminTitleListQuery, CataloguePatterns,
  type AdminGenres, type AdminMovieRow, type AdminPage, type AdminSeriesCounters, type AdminSeriesRow, type AdminTitleCounters, type EpisodeDto, type MovieDto, type SeriesDetailDto,
} from '@streaming/contracts';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { AdminOnly } from '../auth/route-access.decorators.js';
import { movieId, seriesId } from './id-params.js';

/**
 * The back office's catalogue tables and genre screen: paged, searched and filtered by the catalogue
 * (never the whole catalogue in the browser), each with its summary counters. Fresh on every call
 * (DESIGN.md section 9): not kept by the gateway's response cache nor by the browser.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminCatalogueReadsController {
  constructor(private readonly rpc: RpcService) {}

  @Get('movies')
  @Header('cache-control', 'no-store')
  movies(@Query() query: AdminTitleListQuery, @Req() req: GatewayRequest): Promise<AdminPage<AdminMovieRow, AdminTitleCounters>> {
    return this.rpc.call(CataloguePatterns.adminMoviesList, query, req);
  }

  @Get('series')
  @Header('cache-control', 'no-store')
  series(@Query() query: AdminSeriesListQuery, @Req() req: GatewayRequest): Promise<AdminPage<AdminSeriesRow, AdminSeriesCounters>> {
    return this.rpc.call(CataloguePatterns.adminSeriesList, query, req);
  }

  /** The series the catalogue's one anime rule makes animes. */
  @Get('animes')
  @Header('cache-control', 'no-store')
  animes(@Query() query: AdminSeriesListQuery, @Req() req: GatewayRequest): Promise<AdminPage<AdminSeriesRow, AdminSeriesCounters>> {
    return this.rpc.call(CataloguePatterns.adminAnimesList, query, req);
  }

  /** A film as its edit form shows it, from the catalogue's primary. */
  @Get('movies/:id')
  @Header('cache-control', 'no-store')
  movie(@Param('id', movieId) id: string, @Req() req: GatewayRequest): Promise<MovieDto> {
    return this.rpc.call(CataloguePatterns.adminMoviesGet, { id }, req);
  }

  /** A series (or an anime) as its edit form and the episode manager show it, totals included, from the catalogue's primary. */
  @Get('series/:id')
  @Header('cache-control', 'no-store')
  oneSeries(@Param('id', seriesId) id: string, @Req() req: GatewayRequest): Promise<SeriesDetailDto> {
    return this.rpc.call(CataloguePatterns.adminSeriesGet, { id }, req);
  }

  /** The episode manager: every episode of the series, by season then number. */
  @Get('series/:id/episodes')
  @Header('cache-control', 'no-store')
  episodes(@Param('id', seriesId) id: string, @Req() req: GatewayRequest): Promise<EpisodeDto[]> {
    return this.rpc.call(CataloguePatterns.episodesList, { id }, req);
  }

  @Get('genres')
  @Header('cache-control', 'no-store')
  genres(@Req() req: GatewayRequest): Promise<AdminGenres> {
    return this.rpc.call(CataloguePatterns.adminGenresList, {}, req);
  }
}
