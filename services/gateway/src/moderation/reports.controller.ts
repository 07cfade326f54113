import { Body, Controller, Get, Header, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CreateReportDto, ModerationPatterns, PageQuery, type MemberReport, type Page } from '@streaming/contracts';
import { GatewayEnv } from '../config/gateway.env.js';
import { RateLimiterService, parseLimit } from '../rate-limit/rate-limiter.service.js';
import { RpcService, memberOf, type GatewayRequest } from '../rpc/rpc.service.js';

/** A member's problem reports ('SIGNALER UN LIEN'): the moderation service acts for the signed actor only. */
@ApiTags('moderation')
@ApiBearerAuth()
@Controller()
export class ReportsController {
  constructor(
    private readonly rpc: RpcService,
    private readonly limiter: RateLimiterService,
    private readonly env: GatewayEnv,
  ) {}

  /**
   * The title is taken from the catalogue (404 CONTENT_NOT_FOUND for an unknown id), never from the
   * browser. 201 with the new report; 200 with the member's open report (pending or in_progress) for
   * the same content and problem, answered instead of a second one.
   */
  @Post('reports')
  @Header('cache-control', 'no-store')
  async create(@Body() dto: CreateReportDto, @Req() req: GatewayRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MemberReport> {
    await this.limiter.hit('reports', memberOf(req), parseLimit(this.env.RATE_LIMIT_REPORTS));
    const { created, ...report } = await this.rpc.call(ModerationPatterns.reportsCreate, dto, req);
    if (!created) void reply.status(200);
    return report;
  }

  /** The member's own reports, newest first. */
  @Get('me/reports')
  @Header('cache-control', 'no-store')
  mine(@Query() query: PageQuery, @Req() req: GatewayRequest): Promise<Page<MemberReport>> {
    return this.rpc.call(ModerationPatterns.reportsMine, query, req);
  }
}
