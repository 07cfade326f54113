import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuditQuery, IdentityPatterns, type AuditPage } from '@streaming/contracts';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { AdminOnly } from '../auth/route-access.decorators.js';

/** The audit log of admin actions, read only: no route writes, edits or deletes a row. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly rpc: RpcService) {}

  @Get()
  list(@Query() query: AuditQuery, @Req() req: GatewayRequest): Promise<AuditPage> {
    return this.rpc.call(IdentityPatterns.auditList, query, req);
  }
}
