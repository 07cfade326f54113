import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CataloguePatterns, CreateGenreDto, GenreIdParam, GenrePageQuery, GenreSlugParam, UpdateGenreDto,
  type GenreDto, type GenreMenu, type GenrePage, type RpcRequest,
} from '@streaming/contracts';
import { requireAdmin, validateDto, RpcPattern } from '@streaming/platform';
import { GenresService } from './genres.service.js';

@Controller()
export class GenresHandler {
  constructor(private readonly genres: GenresService) {}

  @RpcPattern(CataloguePatterns.genresList)
  menu(): Promise<GenreMenu> {
    return this.genres.menu();
  }

  @RpcPattern(CataloguePatterns.genresPage)
  async page(@Payload() req: RpcRequest<GenrePageQuery & { slug: string }>): Promise<GenrePage> {
    const { slug, ...query } = req.data ?? ({} as GenrePageQuery & { slug: string });
    await validateDto(GenreSlugParam, { slug });
    return this.genres.page(slug, await validateDto(GenrePageQuery, query));
  }

  @RpcPattern(CataloguePatterns.genresCreate)
  async create(@Payload() req: RpcRequest<CreateGenreDto>): Promise<GenreDto> {
    requireAdmin(req);
    return this.genres.create(await validateDto(CreateGenreDto, req.data));
  }

  @RpcPattern(CataloguePatterns.genresUpdate)
  async update(@Payload() req: RpcRequest<UpdateGenreDto & { id: string }>): Promise<GenreDto> {
    requireAdmin(req);
    const { id, ...body } = req.data ?? ({} as UpdateGenreDto & { id: string });
    await validateDto(GenreIdParam, { id });
    return this.genres.update(id, await validateDto(UpdateGenreDto, body));
  }

  @RpcPattern(CataloguePatterns.genresDelete)
  async remove(@Payload() req: RpcRequest<GenreIdParam>): Promise<{ movies: number; series: number }> {
    requireAdmin(req);
    return this.genres.remove((await validateDto(GenreIdParam, req.data)).id);
  }
}
