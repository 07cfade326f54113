import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CataloguePatterns, CreateMovieDto, MovieIdParam, MovieListQuery, UpdateMovieDto,
  type CatalogueCard, type MovieDto, type Page, type RpcRequest, type SimilarMovieCard,
} from '@streaming/contracts';
import { requireAdmin, validateDto, RpcPattern } from '@streaming/platform';
import { adminContext } from '../audit/admin-audit.js';
import { MoviesService } from './movies.service.js';
import { MoviesAdminService } from './movies-admin.service.js';

@Controller()
export class MoviesHandler {
  constructor(
    private readonly movies: MoviesService,
    private readonly admin: MoviesAdminService,
  ) {}

  @RpcPattern(CataloguePatterns.moviesList)
  async list(@Payload() req: RpcRequest<MovieListQuery>): Promise<Page<CatalogueCard>> {
    return this.movies.list(await validateDto(MovieListQuery, req.data));
  }

  @RpcPattern(CataloguePatterns.moviesGet)
  async get(@Payload() req: RpcRequest<MovieIdParam>): Promise<MovieDto> {
    return this.movies.get((await validateDto(MovieIdParam, req.data)).id);
  }

  @RpcPattern(CataloguePatterns.moviesSimilar)
  async similar(@Payload() req: RpcRequest<MovieIdParam>): Promise<SimilarMovieCard[]> {
    return this.movies.similar((await validateDto(MovieIdParam, req.data)).id);
  }

  @RpcPattern(CataloguePatterns.adminMoviesGet)
  async adminGet(@Payload() req: RpcRequest<MovieIdParam>): Promise<MovieDto> {
    requireAdmin(req);
    return this.admin.get((await validateDto(MovieIdParam, req.data)).id);
  }

  @RpcPattern(CataloguePatterns.moviesCreate)
  async create(@Payload() req: RpcRequest<CreateMovieDto>): Promise<MovieDto> {
    const ctx = adminContext(req);
    return this.admin.create(ctx, await validateDto(CreateMovieDto, req.data));
  }

  @RpcPattern(CataloguePatterns.moviesUpdate)
  async update(@Payload() req: RpcRequest<UpdateMovieDto & { id: string }>): Promise<MovieDto> {
    const ctx = adminContext(req);
    const { id, ...body } = req.data ?? ({} as UpdateMovieDto & { id: string });
    await validateDto(MovieIdParam, { id });
    return this.admin.update(ctx, id, await validateDto(UpdateMovieDto, body));
  }

  @RpcPattern(CataloguePatterns.moviesDelete)
  async remove(@Payload() req: RpcRequest<MovieIdParam>): Promise<{ ok: true }> {
    const ctx = adminContext(req);
    await this.admin.remove(ctx, (await validateDto(MovieIdParam, req.data)).id);
    return { ok: true };
  }
}
