import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns, TmdbDetailsParams, TmdbSearchQuery, type RpcRequest, type TmdbPrefill, type TmdbSearchResults } from '@streaming/contracts';
import { requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { TmdbService } from './tmdb.service.js';

/** The back office's TMDB prefill (admins only, checked again here). */
@Controller()
export class TmdbHandler {
  constructor(private readonly tmdb: TmdbService) {}

  @RpcPattern(CataloguePatterns.tmdbSearch)
  async search(@Payload() req: RpcRequest<TmdbSearchQuery>): Promise<TmdbSearchResults> {
    requireAdmin(req);
    return this.tmdb.search(await validateDto(TmdbSearchQuery, req.data));
  }

  @RpcPattern(CataloguePatterns.tmdbDetails)
  async details(@Payload() req: RpcRequest<TmdbDetailsParams>): Promise<TmdbPrefill> {
    requireAdmin(req);
    return this.tmdb.details(await validateDto(TmdbDetailsParams, req.data));
  }
}
