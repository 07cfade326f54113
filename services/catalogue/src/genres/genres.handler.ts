import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CataloguePatterns, CreateGenreDto, GenreDeleteQuery, GenreIdParam, GenrePageQuery, GenreSlugParam, UpdateGenreDto,
  type GenreDeletion, type GenreDto, type GenreMenu, type GenrePage, type RpcRequest,
} from '@streaming/contracts';
import { validateDto, RpcPattern } from '@streaming/platform';
import { adminContext } from '../audit/admin-audit.js';
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
    const ctx = adminContext(req);
    return this.genres.create(ctx, await validateDto(CreateGenreDto, req.data));
  }

  @RpcPattern(CataloguePatterns.genresUpdate)
  async update(@Payload() req: RpcRequest<UpdateGenreDto & { id: string }>): Promise<GenreDto> {
    const ctx = adminContext(req);
    const { id, ...body } = req.data ?? ({} as UpdateGenreDto & { id: string });
    await validateDto(GenreIdParam, { id });
    return this.genres.update(ctx, id, await validateDto(UpdateGenreDto, body));
  }

  @RpcPattern(CataloguePatterns.genresDelete)
  async remove(@Payload() req: RpcRequest<GenreIdParam & GenreDeleteQuery>): Promise<GenreDeletion> {
    const ctx = adminContext(req);
    const { id, ...query } = req.data ?? ({} as GenreIdParam & GenreDeleteQuery);
    await validateDto(GenreIdParam, { id });
    return this.genres.remove(ctx, id, (await validateDto(GenreDeleteQuery, query)).confirm === true);
  }
}
