import { Controller, Get, Req, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ModerationPatterns, type ActivePopup } from '@streaming/contracts';
import { Public } from '../auth/route-access.decorators.js';
import { CachedReadInterceptor } from '../catalogue/response-cache.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { PopupCache } from './popup-cache.js';

/**
 * The login page asks for the active popup on every visit, guests included: the answer is the same
 * for everyone. Each gateway answers it from memory for a few seconds, before Nest's pipeline
 * (CachedReadShortcut), until a popup changes; behind that, PopupCache keeps it in Redis for every
 * replica until a popup changes.
 */
@ApiTags('popup')
@Controller('popup')
@UseInterceptors(CachedReadInterceptor)
export class PopupController {
  constructor(
    private readonly rpc: RpcService,
    private readonly cache: PopupCache,
  ) {}

  /** The administrators' message over the login page, or `{ popup: null }`. */
  @Public()
  @Get()
  active(@Req() req: GatewayRequest): Promise<ActivePopup> {
    return this.cache.get(() => this.rpc.call(ModerationPatterns.popupActive, {}, req));
  }
}
