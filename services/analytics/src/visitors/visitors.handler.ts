import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AnalyticsPatterns, AnalyticsRangeQuery, type RpcRequest, type VisitorStats } from '@streaming/contracts';
import { requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { VisitorsService } from './visitors.service.js';

@Controller()
export class VisitorsHandler {
  constructor(private readonly visitors: VisitorsService) {}

  /** Admins only: the visitor cards, chart and trend of a range. */
  @RpcPattern(AnalyticsPatterns.visitorsStats)
  async stats(@Payload() req: RpcRequest<AnalyticsRangeQuery>): Promise<VisitorStats> {
    requireAdmin(req);
    const { range } = await validateDto(AnalyticsRangeQuery, req.data);
    return this.visitors.stats(range);
  }
}
