import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CataloguePatterns, TMDB_RPC_TIMEOUT_MS, TmdbDetailsParams, TmdbSearchQuery, type TmdbPrefill, type TmdbSearchResults } from '@streaming/contracts';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { AdminOnly } from '../auth/route-access.decorators.js';

/**
 * The film and series forms' TMDB prefill. The catalogue calls TMDB with the key only it holds;
 * the gateway waits longer than the catalogue gives TMDB, so TMDB's failures reach the admin as the
 * catalogue's French 502/503/504.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/tmdb')
export class AdminTmdbController {
  constructor(private readonly rpc: RpcService) {}

  @Get('search')
  @Header('cache-control', 'no-store')
  search(@Query() query: TmdbSearchQuery, @Req() req: GatewayRequest): Promise<TmdbSearchResults> {
    return this.rpc.call(CataloguePatterns.tmdbSearch, query, req, TMDB_RPC_TIMEOUT_MS);
  }

  @Get(':kind/:id')
  @Header('cache-control', 'no-store')
  details(@Param() params: TmdbDetailsParams, @Req() req: GatewayRequest): Promise<TmdbPrefill> {
    return this.rpc.call(CataloguePatterns.tmdbDetails, params, req, TMDB_RPC_TIMEOUT_MS);
  }
}
