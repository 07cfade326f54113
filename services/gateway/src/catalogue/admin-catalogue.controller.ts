import { Body, Controller, Delete, HttpCode, Param, Patch, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CataloguePatterns, CreateEpisodeDto, CreateGenreDto, CreateMovieDto, CreateSeriesDto, GenreDeleteQuery, UpdateEpisodeDto, UpdateGenreDto, UpdateMovieDto,
  UpdateSeriesDto,
  type EpisodeDto, type GenreDeletion, type GenreDto, type MovieDto, type SeriesDetailDto,
} from '@streaming/contracts';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { AdminOnly } from '../auth/route-access.decorators.js';
import { ClearAfterWriteInterceptor } from './response-cache.js';
import { episodeId, genreId, movieId, seriesId } from './id-params.js';

/**
 * The back office's catalogue writes (films, series and animes, episodes, genres); each publishes a
 * catalogue.* event and the audit record of the admin's action, with the client address the
 * gateway signs into the call.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
@UseInterceptors(ClearAfterWriteInterceptor)
export class AdminCatalogueController {
  constructor(private readonly rpc: RpcService) {}

  @Post('movies')
  createMovie(@Body() dto: CreateMovieDto, @Req() req: GatewayRequest): Promise<MovieDto> {
    return this.rpc.call(CataloguePatterns.moviesCreate, dto, req);
  }

  @Patch('movies/:id')
  updateMovie(@Param('id', movieId) id: string, @Body() dto: UpdateMovieDto, @Req() req: GatewayRequest): Promise<MovieDto> {
    return this.rpc.call(CataloguePatterns.moviesUpdate, { ...dto, id }, req);
  }

  @Delete('movies/:id')
  @HttpCode(204)
  async deleteMovie(@Param('id', movieId) id: string, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(CataloguePatterns.moviesDelete, { id }, req);
  }

  @Post('series')
  createSeries(@Body() dto: CreateSeriesDto, @Req() req: GatewayRequest): Promise<SeriesDetailDto> {
    return this.rpc.call(CataloguePatterns.seriesCreate, dto, req);
  }

  @Patch('series/:id')
  updateSeries(@Param('id', seriesId) id: string, @Body() dto: UpdateSeriesDto, @Req() req: GatewayRequest): Promise<SeriesDetailDto> {
    return this.rpc.call(CataloguePatterns.seriesUpdate, { ...dto, id }, req);
  }

  @Delete('series/:id')
  @HttpCode(204)
  async deleteSeries(@Param('id', seriesId) id: string, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(CataloguePatterns.seriesDelete, { id }, req);
  }

  @Post('series/:id/episodes')
  createEpisode(@Param('id', seriesId) id: string, @Body() dto: CreateEpisodeDto, @Req() req: GatewayRequest): Promise<EpisodeDto> {
    return this.rpc.call(CataloguePatterns.episodesCreate, { ...dto, seriesId: id }, req);
  }

  @Patch('episodes/:id')
  updateEpisode(@Param('id', episodeId) id: string, @Body() dto: UpdateEpisodeDto, @Req() req: GatewayRequest): Promise<EpisodeDto> {
    return this.rpc.call(CataloguePatterns.episodesUpdate, { ...dto, id }, req);
  }

  @Delete('episodes/:id')
  @HttpCode(204)
  async deleteEpisode(@Param('id', episodeId) id: string, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(CataloguePatterns.episodesDelete, { id }, req);
  }

  @Post('genres')
  createGenre(@Body() dto: CreateGenreDto, @Req() req: GatewayRequest): Promise<GenreDto> {
    return this.rpc.call(CataloguePatterns.genresCreate, dto, req);
  }

  @Patch('genres/:id')
  updateGenre(@Param('id', genreId) id: string, @Body() dto: UpdateGenreDto, @Req() req: GatewayRequest): Promise<GenreDto> {
    return this.rpc.call(CataloguePatterns.genresUpdate, { ...dto, id }, req);
  }

  /**
   * Removes the genre and its links in one transaction; answers how many films and series lost it.
   * A genre in use needs `?confirm=true` (409 GENRE_IN_USE with `movies` and `series` otherwise).
   */
  @Delete('genres/:id')
  deleteGenre(@Param('id', genreId) id: string, @Query() query: GenreDeleteQuery, @Req() req: GatewayRequest): Promise<GenreDeletion> {
    return this.rpc.call(CataloguePatterns.genresDelete, { ...query, id }, req);
  }
}
