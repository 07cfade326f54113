import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AdminSeriesListQuery, AdminTitleListQuery, CataloguePatterns,
  type AdminGenres, type AdminMovieRow, type AdminPage, type AdminSeriesCounters, type AdminSeriesRow, type AdminTitleCounters, type RpcRequest,
} from '@streaming/contracts';
import { requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { AdminTitlesService } from './admin-titles.service.js';

/** The back office's catalogue tables (admins only, checked again here). */
@Controller()
export class AdminTitlesHandler {
  constructor(private readonly admin: AdminTitlesService) {}

  @RpcPattern(CataloguePatterns.adminMoviesList)
  async movies(@Payload() req: RpcRequest<AdminTitleListQuery>): Promise<AdminPage<AdminMovieRow, AdminTitleCounters>> {
    requireAdmin(req);
    return this.admin.movies(await validateDto(AdminTitleListQuery, req.data));
  }

  @RpcPattern(CataloguePatterns.adminSeriesList)
  async series(@Payload() req: RpcRequest<AdminSeriesListQuery>): Promise<AdminPage<AdminSeriesRow, AdminSeriesCounters>> {
    requireAdmin(req);
    return this.admin.series('series', await validateDto(AdminSeriesListQuery, req.data));
  }

  @RpcPattern(CataloguePatterns.adminAnimesList)
  async animes(@Payload() req: RpcRequest<AdminSeriesListQuery>): Promise<AdminPage<AdminSeriesRow, AdminSeriesCounters>> {
    requireAdmin(req);
    return this.admin.series('animes', await validateDto(AdminSeriesListQuery, req.data));
  }

  @RpcPattern(CataloguePatterns.adminGenresList)
  genres(@Payload() req: RpcRequest): Promise<AdminGenres> {
    requireAdmin(req);
    return this.admin.genres();
  }
}
