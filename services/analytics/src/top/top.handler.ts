import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AnalyticsPatterns, TopQuery, type RpcRequest, type TopTitles } from '@streaming/contracts';
import { requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { TopService } from './top.service.js';

@Controller()
export class TopHandler {
  constructor(private readonly top: TopService) {}

  /** Admins only: the top 10 of a range and tab (all by default). */
  @RpcPattern(AnalyticsPatterns.topList)
  async list(@Payload() req: RpcRequest<TopQuery>): Promise<TopTitles> {
    requireAdmin(req);
    const { range, kind = 'all' } = await validateDto(TopQuery, req.data);
    return this.top.top(range, kind);
  }
}
