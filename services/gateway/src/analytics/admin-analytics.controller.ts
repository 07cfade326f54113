import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AnalyticsPatterns, AnalyticsRangeQuery, TopQuery, type TopTitles, type VisitorStats } from '@streaming/contracts';
import { AdminOnly } from '../auth/route-access.decorators.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';

/**
 * The back office's analytics screen (/admin/analytics): the visitor cards, chart and trend, and the
 * top 10 of the chosen period per tab. Admins only (checked here on every call, and again by the
 * analytics service from the signed actor). Fresh on every call, as every admin read.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(private readonly rpc: RpcService) {}

  /** `range` 7d, 30d (by day) or 1y (by month): distinct visitors over the range, today's, the bars and the trend. */
  @Get('visitors')
  @Header('cache-control', 'no-store')
  visitors(@Query() query: AnalyticsRangeQuery, @Req() req: GatewayRequest): Promise<VisitorStats> {
    return this.rpc.call(AnalyticsPatterns.visitorsStats, query, req);
  }

  /** The 10 most viewed titles of the range in a tab (`kind` all, movie, series, anime; all by default), with each tab's count. */
  @Get('top')
  @Header('cache-control', 'no-store')
  top(@Query() query: TopQuery, @Req() req: GatewayRequest): Promise<TopTitles> {
    return this.rpc.call(AnalyticsPatterns.topList, query, req);
  }
}
