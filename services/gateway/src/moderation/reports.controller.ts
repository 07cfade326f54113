import { Body, Controller, Get, Header, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
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
   * browser. A member's open report for the same content and problem is answered instead of a second.
   */
  @Post('reports')
  @Header('cache-control', 'no-store')
  async create(@Body() dto: CreateReportDto, @Req() req: GatewayRequest): Promise<MemberReport> {
    await this.limiter.hit('reports', memberOf(req), parseLimit(this.env.RATE_LIMIT_REPORTS));
    return this.rpc.call(ModerationPatterns.reportsCreate, dto, req);
  }

  /** The member's own reports, newest first. */
  @Get('me/reports')
  @Header('cache-control', 'no-store')
  mine(@Query() query: PageQuery, @Req() req: GatewayRequest): Promise<Page<MemberReport>> {
    return this.rpc.call(ModerationPatterns.reportsMine, query, req);
  }
}
