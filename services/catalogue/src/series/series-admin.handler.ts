import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CataloguePatterns, CreateEpisodeDto, CreateSeriesDto, EpisodeIdParam, SeriesIdParam, UpdateEpisodeDto, UpdateSeriesDto,
  type EpisodeDto, type RpcRequest, type SeriesDetailDto,
} from '@streaming/contracts';
import { requireAdmin, validateDto } from '@streaming/platform';
import { SeriesAdminService } from './series-admin.service.js';

/** Back-office writes on series, animes and episodes (admins only, checked again here). */
@Controller()
export class SeriesAdminHandler {
  constructor(private readonly admin: SeriesAdminService) {}

  @MessagePattern(CataloguePatterns.seriesCreate)
  async create(@Payload() req: RpcRequest<CreateSeriesDto>): Promise<SeriesDetailDto> {
    requireAdmin(req);
    return this.admin.create(await validateDto(CreateSeriesDto, req.data));
  }

  @MessagePattern(CataloguePatterns.seriesUpdate)
  async update(@Payload() req: RpcRequest<UpdateSeriesDto & { id: string }>): Promise<SeriesDetailDto> {
    requireAdmin(req);
    const { id, ...body } = req.data ?? ({} as UpdateSeriesDto & { id: string });
    await validateDto(SeriesIdParam, { id });
    return this.admin.update(id, await validateDto(UpdateSeriesDto, body));
  }

  @MessagePattern(CataloguePatterns.seriesDelete)
  async remove(@Payload() req: RpcRequest<SeriesIdParam>): Promise<{ ok: true }> {
    requireAdmin(req);
    await this.admin.remove((await validateDto(SeriesIdParam, req.data)).id);
    return { ok: true };
  }

  @MessagePattern(CataloguePatterns.episodesCreate)
  async createEpisode(@Payload() req: RpcRequest<CreateEpisodeDto & { seriesId: string }>): Promise<EpisodeDto> {
    requireAdmin(req);
    const { seriesId, ...body } = req.data ?? ({} as CreateEpisodeDto & { seriesId: string });
    await validateDto(SeriesIdParam, { id: seriesId });
    return this.admin.createEpisode(seriesId, await validateDto(CreateEpisodeDto, body));
  }

  @MessagePattern(CataloguePatterns.episodesUpdate)
  async updateEpisode(@Payload() req: RpcRequest<UpdateEpisodeDto & { id: string }>): Promise<EpisodeDto> {
    requireAdmin(req);
    const { id, ...body } = req.data ?? ({} as UpdateEpisodeDto & { id: string });
    await validateDto(EpisodeIdParam, { id });
    return this.admin.updateEpisode(id, await validateDto(UpdateEpisodeDto, body));
  }

  @MessagePattern(CataloguePatterns.episodesDelete)
  async removeEpisode(@Payload() req: RpcRequest<EpisodeIdParam>): Promise<{ ok: true }> {
    requireAdmin(req);
    await this.admin.removeEpisode((await validateDto(EpisodeIdParam, req.data)).id);
    return { ok: true };
  }
}
