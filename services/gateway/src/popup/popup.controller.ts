import { Controller, Get, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ModerationPatterns, type ActivePopup } from '@streaming/contracts';
import { Public } from '../auth/route-access.decorators.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { PopupCache } from './popup-cache.js';

/**
 * The login page asks for the active popup on every visit, guests included: the answer is the same
 * for everyone, kept by PopupCache until a popup changes.
 */
@ApiTags('popup')
@Controller('popup')
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
