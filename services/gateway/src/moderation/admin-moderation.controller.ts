import { Body, Controller, Get, Header, Param, Patch, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, OmitType } from '@nestjs/swagger';
import {
  AdminContactQuery, AdminReportsQuery, AdminRequestsQuery, ModerationIdParam, ModerationPatterns, UpdateContactDto, UpdateReportDto, UpdateRequestDto,
  type AdminReport, type AdminRequest, type ContactMessage, type ModerationCounts, type ModerationPage, type ReportCounts, type RequestCounts,
} from '@streaming/contracts';
import { AdminOnly } from '../auth/route-access.decorators.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { MemberEmails } from './member-emails.js';

/** `GET /api/admin/reports`: what the browser may send; `reporterIds` is the gateway's own (refused from the browser). */
export class AdminReportsSearch extends OmitType(AdminReportsQuery, ['reporterIds'] as const) {}

/** An admin page of contact messages, with how many are still to handle. */
export interface ContactPage {
  items: ContactMessage[];
  total: number;
  page: number;
  pageSize: number;
  unhandled: number;
}

/**
 * The moderation queues of the back office: reports, content requests and contact messages, and the
 * hub's pending counts. Admins only (checked here on every call, and again by the moderation service
 * from the signed actor). Rows carry member ids; their addresses come from identity, one call per page.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminModerationController {
  constructor(
    private readonly rpc: RpcService,
    private readonly emails: MemberEmails,
  ) {}

  /** The hub's tiles: pending reports, pending requests, unhandled contact messages. */
  @Get('moderation/counts')
  @Header('cache-control', 'no-store')
  counts(@Req() req: GatewayRequest): Promise<ModerationCounts> {
    return this.rpc.call(ModerationPatterns.adminCounts, {}, req);
  }

  /** Newest first; `search` covers the title, the problem's label and the reporter's address (identity's match). */
  @Get('reports')
  @Header('cache-control', 'no-store')
  async reports(@Query() query: AdminReportsSearch, @Req() req: GatewayRequest): Promise<ModerationPage<AdminReport, ReportCounts>> {
    const reporterIds = await this.emails.matching(query.search, req);
    const page = await this.rpc.call(ModerationPatterns.adminReportsList, reporterIds ? { ...query, reporterIds } : query, req);
    return { ...page, items: await this.emails.fill(page.items, req) };
  }

  /** pending→in_progress, pending|in_progress→resolved|rejected (rejection needs notes); else 409 REPORT_TRANSITION_REFUSED. */
  @Patch('reports/:id')
  async updateReport(@Param() params: ModerationIdParam, @Body() dto: UpdateReportDto, @Req() req: GatewayRequest): Promise<AdminReport> {
    const report = await this.rpc.call(ModerationPatterns.adminReportsUpdate, { ...dto, id: params.id }, req);
    return (await this.emails.fill([report], req))[0];
  }

  /** Newest first; `search` covers the title, the author's id, the director and the genre. */
  @Get('requests')
  @Header('cache-control', 'no-store')
  async requests(@Query() query: AdminRequestsQuery, @Req() req: GatewayRequest): Promise<ModerationPage<AdminRequest, RequestCounts>> {
    const page = await this.rpc.call(ModerationPatterns.adminRequestsList, query, req);
    return { ...page, items: await this.emails.fill(page.items, req) };
  }

  /**
   * pending→approved|rejected, approved→completed (with `fulfilledById`), rejected|completed→pending,
   * or a note alone; rejection needs notes. Else 409 REQUEST_TRANSITION_REFUSED.
   */
  @Patch('requests/:id')
  async updateRequest(@Param() params: ModerationIdParam, @Body() dto: UpdateRequestDto, @Req() req: GatewayRequest): Promise<AdminRequest> {
    const request = await this.rpc.call(ModerationPatterns.adminRequestsUpdate, { ...dto, id: params.id }, req);
    return (await this.emails.fill([request], req))[0];
  }

  /** Newest first, by category and handled or not; each with the account's current address. */
  @Get('contact')
  @Header('cache-control', 'no-store')
  async contact(@Query() query: AdminContactQuery, @Req() req: GatewayRequest): Promise<ContactPage> {
    const page = await this.rpc.call(ModerationPatterns.adminContactList, query, req);
    return { ...page, items: await this.emails.fill(page.items, req) };
  }

  @Patch('contact/:id')
  async updateContact(@Param() params: ModerationIdParam, @Body() dto: UpdateContactDto, @Req() req: GatewayRequest): Promise<ContactMessage> {
    const message = await this.rpc.call(ModerationPatterns.adminContactUpdate, { ...dto, id: params.id }, req);
    return (await this.emails.fill([message], req))[0];
  }
}
