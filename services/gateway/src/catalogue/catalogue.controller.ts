import { Controller, Get, Param, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CataloguePatterns, GenrePageQuery, GenreSlugParam, MovieListQuery, SearchQuery, SeriesListQuery, SuggestQuery,
  type CatalogueCard, type CatalogueStats, type ListingSections, type GenreMenu, type GenrePage, type HomeSections, type MovieDto, type Page,
  type SearchResults, type SearchSuggestions, type SeriesDetailDto, type SimilarMovieCard,
} from '@streaming/contracts';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { CachedReadInterceptor, SkipResponseCache } from './response-cache.js';
import { Public } from '../auth/route-access.decorators.js';
import { movieId, seriesId } from './id-params.js';

/** What a signed-in member browses: home, films, series, genres, search; and the counters, which guests see too. */
@ApiTags('catalogue')
@ApiBearerAuth()
@Controller()
@UseInterceptors(CachedReadInterceptor)
export class CatalogueController {
  constructor(private readonly rpc: RpcService) {}

  /** Public: the header shows guests the counts too. */
  @Public()
  @SkipResponseCache()
  @Get('catalogue/stats')
  stats(@Req() req: GatewayRequest): Promise<CatalogueStats> {
    return this.rpc.call(CataloguePatterns.statsGet, {}, req);
  }

  @Get('home')
  home(@Req() req: GatewayRequest): Promise<HomeSections> {
    return this.rpc.call(CataloguePatterns.homeGet, {}, req);
  }

  @Get('movies')
  movies(@Query() query: MovieListQuery, @Req() req: GatewayRequest): Promise<Page<CatalogueCard>> {
    return this.rpc.call(CataloguePatterns.moviesList, query, req);
  }

  /** The films page without filters: 'Films à la Une', 'Films les Mieux Notés', 'Derniers Films Ajoutés'. */
  @Get('movies/sections')
  movieSections(@Req() req: GatewayRequest): Promise<ListingSections> {
    return this.rpc.call(CataloguePatterns.moviesSections, {}, req);
  }

  @Get('movies/:id')
  movie(@Param('id', movieId) id: string, @Req() req: GatewayRequest): Promise<MovieDto> {
    return this.rpc.call(CataloguePatterns.moviesGet, { id }, req);
  }

  @Get('movies/:id/similar')
  similar(@Param('id', movieId) id: string, @Req() req: GatewayRequest): Promise<SimilarMovieCard[]> {
    return this.rpc.call(CataloguePatterns.moviesSimilar, { id }, req);
  }

  @Get('series')
  seriesList(@Query() query: SeriesListQuery, @Req() req: GatewayRequest): Promise<Page<CatalogueCard>> {
    return this.rpc.call(CataloguePatterns.seriesList, query, req);
  }

  /** The series page without filters: 'Séries à la Une', 'Séries les Mieux Notées', 'Dernières Séries Ajoutées'. */
  @Get('series/sections')
  seriesSections(@Req() req: GatewayRequest): Promise<ListingSections> {
    return this.rpc.call(CataloguePatterns.seriesSections, {}, req);
  }

  @Get('series/:id')
  series(@Param('id', seriesId) id: string, @Req() req: GatewayRequest): Promise<SeriesDetailDto> {
    return this.rpc.call(CataloguePatterns.seriesGet, { id }, req);
  }

  @Get('genres')
  genres(@Req() req: GatewayRequest): Promise<GenreMenu> {
    return this.rpc.call(CataloguePatterns.genresList, {}, req);
  }

  @Get('genres/:slug')
  genre(@Param() params: GenreSlugParam, @Query() query: GenrePageQuery, @Req() req: GatewayRequest): Promise<GenrePage> {
    return this.rpc.call(CataloguePatterns.genresPage, { ...query, slug: params.slug }, req);
  }

  @Get('search')
  search(@Query() query: SearchQuery, @Req() req: GatewayRequest): Promise<SearchResults> {
    return this.rpc.call(CataloguePatterns.searchQuery, query, req);
  }

  @Get('search/suggest')
  suggest(@Query() query: SuggestQuery, @Req() req: GatewayRequest): Promise<SearchSuggestions> {
    return this.rpc.call(CataloguePatterns.searchSuggest, query, req);
  }
}
