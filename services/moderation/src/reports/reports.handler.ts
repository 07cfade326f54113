import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AdminReportsQuery, CreateReportDto, ModerationPatterns, PageQuery, UpdateReportDto,
  type AdminReport, type MemberReport, type ModerationIdParam, type ModerationPage, type Page, type ReportCounts, type ReportCreated, type RpcRequest,
} from '@streaming/contracts';
import { adminContext, requireActor, requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { idAndChange } from '../shared/admin-target.js';
import { ReportsService } from './reports.service.js';

/** Reports: a member's own (the verified actor, never a field of the data), and the admins' list and changes (the role checked here too). */
@Controller()
export class ReportsHandler {
  constructor(private readonly reports: ReportsService) {}

  @RpcPattern(ModerationPatterns.reportsCreate)
  async create(@Payload() req: RpcRequest<CreateReportDto>): Promise<ReportCreated> {
    const { userId } = requireActor(req);
    return this.reports.create(userId, await validateDto(CreateReportDto, req.data));
  }

  @RpcPattern(ModerationPatterns.reportsMine)
  async mine(@Payload() req: RpcRequest<PageQuery>): Promise<Page<MemberReport>> {
    const { userId } = requireActor(req);
    return this.reports.mine(userId, await validateDto(PageQuery, req.data));
  }

  @RpcPattern(ModerationPatterns.adminReportsList)
  async list(@Payload() req: RpcRequest<AdminReportsQuery>): Promise<ModerationPage<AdminReport, ReportCounts>> {
    requireAdmin(req);
    return this.reports.list(await validateDto(AdminReportsQuery, req.data));
  }

  @RpcPattern(ModerationPatterns.adminReportsUpdate)
  async update(@Payload() req: RpcRequest<UpdateReportDto & ModerationIdParam>): Promise<AdminReport> {
    const ctx = adminContext(req);
    const { id, change } = await idAndChange(UpdateReportDto, req.data);
    return this.reports.update(ctx, id, change);
  }
}
