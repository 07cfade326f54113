import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CataloguePatterns, CreateEpisodeDto, CreateSeriesDto, EpisodeIdParam, SeriesIdParam, UpdateEpisodeDto, UpdateSeriesDto,
  type EpisodeDto, type RpcRequest, type SeriesDetailDto,
} from '@streaming/contracts';
import { requireAdmin, validateDto, RpcPattern } from '@streaming/platform';
import { adminContext } from '../audit/admin-audit.js';
import { SeriesAdminService } from './series-admin.service.js';

/** Back-office reads and writes of series, animes and episodes (admins only, checked again here). */
@Controller()
export class SeriesAdminHandler {
  constructor(private readonly admin: SeriesAdminService) {}

  @RpcPattern(CataloguePatterns.seriesCreate)
  async create(@Payload() req: RpcRequest<CreateSeriesDto>): Promise<SeriesDetailDto> {
    const ctx = adminContext(req);
    return this.admin.create(ctx, await validateDto(CreateSeriesDto, req.data));
  }

  @RpcPattern(CataloguePatterns.seriesUpdate)
  async update(@Payload() req: RpcRequest<UpdateSeriesDto & { id: string }>): Promise<SeriesDetailDto> {
    const ctx = adminContext(req);
    const { id, ...body } = req.data ?? ({} as UpdateSeriesDto & { id: string });
    await validateDto(SeriesIdParam, { id });
    return this.admin.update(ctx, id, await validateDto(UpdateSeriesDto, body));
  }

  @RpcPattern(CataloguePatterns.seriesDelete)
  async remove(@Payload() req: RpcRequest<SeriesIdParam>): Promise<{ ok: true }> {
    const ctx = adminContext(req);
    await this.admin.remove(ctx, (await validateDto(SeriesIdParam, req.data)).id);
    return { ok: true };
  }

  @RpcPattern(CataloguePatterns.adminSeriesGet)
  async get(@Payload() req: RpcRequest<SeriesIdParam>): Promise<SeriesDetailDto> {
    requireAdmin(req);
    return this.admin.get((await validateDto(SeriesIdParam, req.data)).id);
  }

  @RpcPattern(CataloguePatterns.episodesList)
  async episodes(@Payload() req: RpcRequest<SeriesIdParam>): Promise<EpisodeDto[]> {
    requireAdmin(req);
    return this.admin.episodes((await validateDto(SeriesIdParam, req.data)).id);
  }

  @RpcPattern(CataloguePatterns.episodesCreate)
  async createEpisode(@Payload() req: RpcRequest<CreateEpisodeDto & { seriesId: string }>): Promise<EpisodeDto> {
    const ctx = adminContext(req);
    const { seriesId, ...body } = req.data ?? ({} as CreateEpisodeDto & { seriesId: string });
    await validateDto(SeriesIdParam, { id: seriesId });
    return this.admin.createEpisode(ctx, seriesId, await validateDto(CreateEpisodeDto, body));
  }

  @RpcPattern(CataloguePatterns.episodesUpdate)
  async updateEpisode(@Payload() req: RpcRequest<UpdateEpisodeDto & { id: string }>): Promise<EpisodeDto> {
    const ctx = adminContext(req);
    const { id, ...body } = req.data ?? ({} as UpdateEpisodeDto & { id: string });
    await validateDto(EpisodeIdParam, { id });
    return this.admin.updateEpisode(ctx, id, await validateDto(UpdateEpisodeDto, body));
  }

  @RpcPattern(CataloguePatterns.episodesDelete)
  async removeEpisode(@Payload() req: RpcRequest<EpisodeIdParam>): Promise<{ ok: true }> {
    const ctx = adminContext(req);
    await this.admin.removeEpisode(ctx, (await validateDto(EpisodeIdParam, req.data)).id);
    return { ok: true };
  }
}
