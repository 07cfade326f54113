import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CataloguePatterns, CreateEpisodeDto, CreateSeriesDto, EpisodeIdParam, SeriesIdParam, UpdateEpisodeDto, UpdateSeriesDto,
  type EpisodeDto, type RpcRequest, type SeriesDetailDto,
} from '@streaming/contracts';
import { requireAdmin, validateDto, RpcPattern } from '@streaming/platform';
import { SeriesAdminService } from './series-admin.service.js';

/** Back-office writes on series, animes and episodes (admins only, checked again here). */
@Controller()
export class SeriesAdminHandler {
  constructor(private readonly admin: SeriesAdminService) {}

  @RpcPattern(CataloguePatterns.seriesCreate)
  async create(@Payload() req: RpcRequest<CreateSeriesDto>): Promise<SeriesDetailDto> {
    requireAdmin(req);
    return this.admin.create(await validateDto(CreateSeriesDto, req.data));
  }

  @RpcPattern(CataloguePatterns.seriesUpdate)
  async update(@Payload() req: RpcRequest<UpdateSeriesDto & { id: string }>): Promise<SeriesDetailDto> {
    requireAdmin(req);
    const { id, ...body } = req.data ?? ({} as UpdateSeriesDto & { id: string });
    await validateDto(SeriesIdParam, { id });
    return this.admin.update(id, await validateDto(UpdateSeriesDto, body));
  }

  @RpcPattern(CataloguePatterns.seriesDelete)
  async remove(@Payload() req: RpcRequest<SeriesIdParam>): Promise<{ ok: true }> {
    requireAdmin(req);
    await this.admin.remove((await validateDto(SeriesIdParam, req.data)).id);
    return { ok: true };
  }

  @RpcPattern(CataloguePatterns.episodesCreate)
  async createEpisode(@Payload() req: RpcRequest<CreateEpisodeDto & { seriesId: string }>): Promise<EpisodeDto> {
    requireAdmin(req);
    const { seriesId, ...body } = req.data ?? ({} as CreateEpisodeDto & { seriesId: string });
    await validateDto(SeriesIdParam, { id: seriesId });
    return this.admin.createEpisode(seriesId, await validateDto(CreateEpisodeDto, body));
  }

  @RpcPattern(CataloguePatterns.episodesUpdate)
  async updateEpisode(@Payload() req: RpcRequest<UpdateEpisodeDto & { id: string }>): Promise<EpisodeDto> {
    requireAdmin(req);
    const { id, ...body } = req.data ?? ({} as UpdateEpisodeDto & { id: string });
    await validateDto(EpisodeIdParam, { id });
    return this.admin.updateEpisode(id, await validateDto(UpdateEpisodeDto, body));
  }

  @RpcPattern(CataloguePatterns.episodesDelete)
  async removeEpisode(@Payload() req: RpcRequest<EpisodeIdParam>): Promise<{ ok: true }> {
    requireAdmin(req);
    await this.admin.removeEpisode((await validateDto(EpisodeIdParam, req.data)).id);
    return { ok: true };
  }
}
