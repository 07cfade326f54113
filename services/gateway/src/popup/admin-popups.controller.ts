import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ModerationIdParam, ModerationPatterns, SavePopupDto, type PopupMessage } from '@streaming/contracts';
import { AdminOnly } from '../auth/route-access.decorators.js';
import { ClearAfterWriteInterceptor } from '../catalogue/response-cache.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { PopupCache } from './popup-cache.js';

/**
 * The login popup's messages (/admin/popup). At most one is active: creating or saving one as
 * active, or activating one, deactivates the others in the same transaction. Each write drops
 * the cached answers of GET /api/popup at once, this gateway's memory and Redis (the event drops
 * them on every replica too).
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/popups')
@UseInterceptors(ClearAfterWriteInterceptor)
export class AdminPopupsController {
  constructor(
    private readonly rpc: RpcService,
    private readonly cache: PopupCache,
  ) {}

  /** Every message, newest first. */
  @Get()
  @Header('cache-control', 'no-store')
  list(@Req() req: GatewayRequest): Promise<{ items: PopupMessage[] }> {
    return this.rpc.call(ModerationPatterns.adminPopupsList, {}, req);
  }

  @Post()
  async create(@Body() dto: SavePopupDto, @Req() req: GatewayRequest): Promise<PopupMessage> {
    return this.changed(req, await this.rpc.call(ModerationPatterns.adminPopupsCreate, dto, req));
  }

  @Patch(':id')
  async update(@Param() params: ModerationIdParam, @Body() dto: SavePopupDto, @Req() req: GatewayRequest): Promise<PopupMessage> {
    return this.changed(req, await this.rpc.call(ModerationPatterns.adminPopupsUpdate, { ...dto, id: params.id }, req));
  }

  @Post(':id/activate')
  @HttpCode(200)
  async activate(@Param() params: ModerationIdParam, @Req() req: GatewayRequest): Promise<PopupMessage> {
    return this.changed(req, await this.rpc.call(ModerationPatterns.adminPopupsActivate, { id: params.id }, req));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param() params: ModerationIdParam, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(ModerationPatterns.adminPopupsDelete, { id: params.id }, req);
    await this.cache.dropAfterWrite(req.id);
  }

  private async changed<T>(req: GatewayRequest, result: T): Promise<T> {
    await this.cache.dropAfterWrite(req.id);
    return result;
  }
}
