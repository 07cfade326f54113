import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { BanUserDto, IdentityPatterns, ListUsersQuery, SetAdminDto, type AdminUserRow, type BanView, type Page } from '@streaming/contracts';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { AdminOnly } from '../auth/route-access.decorators.js';
import { HttpProblem } from '../errors/http-problem.js';
import { AccessStateService } from '../access/access-state.service.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new HttpProblem(400, 'VALIDATION_FAILED', 'Identifiant utilisateur invalide.') });

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly rpc: RpcService,
    private readonly access: AccessStateService,
  ) {}

  @Get()
  list(@Query() query: ListUsersQuery, @Req() req: GatewayRequest): Promise<Page<AdminUserRow>> {
    return this.rpc.call(IdentityPatterns.adminUsersList, query, req);
  }

  @Post(':id/ban')
  @HttpCode(200)
  async ban(@Param('id', uuid) id: string, @Body() dto: BanUserDto, @Req() req: GatewayRequest): Promise<BanView> {
    const ban = await this.rpc.call(IdentityPatterns.adminUserBan, { id, ...dto }, req);
    // Applies at once through this gateway; identity's event drops the other gateways' copies.
    await this.access.drop(id);
    return ban;
  }

  @Delete(':id/ban')
  @HttpCode(204)
  async unban(@Param('id', uuid) id: string, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(IdentityPatterns.adminUserUnban, { id }, req);
    await this.access.drop(id);
  }

  @Put(':id/admin')
  @HttpCode(204)
  async setAdmin(@Param('id', uuid) id: string, @Body() dto: SetAdminDto, @Req() req: GatewayRequest): Promise<void> {
    await this.rpc.call(IdentityPatterns.adminUserRole, { id, ...dto }, req);
    await this.access.drop(id);
  }
}
