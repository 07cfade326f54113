import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AuditQuery, IdentityPatterns, type AuditPage, type RpcRequest } from '@streaming/contracts';
import { requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { AuditService } from './audit.service.js';

/** The audit log is read here and nowhere else; no pattern edits or deletes a row. */
@Controller()
export class AuditHandler {
  constructor(private readonly audit: AuditService) {}

  @RpcPattern(IdentityPatterns.auditList)
  async list(@Payload() req: RpcRequest<AuditQuery>): Promise<AuditPage> {
    requireAdmin(req);
    return this.audit.list(await validateDto(AuditQuery, req.data));
  }
}
