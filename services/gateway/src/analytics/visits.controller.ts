import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AnalyticsPatterns, VisitDto } from '@streaming/contracts';
import { Public } from '../auth/route-access.decorators.js';
import { GatewayEnv } from '../config/gateway.env.js';
import { RateLimiterService, parseLimit } from '../rate-limit/rate-limiter.service.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';

/**
 * The visitor tracking of every page, the login page included (spec: a visitor id kept in the
 * browser): the random id goes to analytics alone. The call to analytics carries neither the
 * member nor the client address (no caller context but the signature), so nothing there can tie a
 * visitor id to a person; the address only keys the rate limit, in Redis.
 */
@ApiTags('analytics')
@Controller('visits')
export class VisitsController {
  constructor(
    private readonly rpc: RpcService,
    private readonly limiter: RateLimiterService,
    private readonly env: GatewayEnv,
  ) {}

  /** 204 once counted (a second visit the same Paris day moves its time only); 400 for an id that is not a UUID; 429 past the limit per address. */
  @Public()
  @Post()
  @HttpCode(204)
  async record(@Body() dto: VisitDto, @Req() req: GatewayRequest): Promise<void> {
    await this.limiter.hit('visits', req.ip, parseLimit(this.env.RATE_LIMIT_VISITS));
    await this.rpc.call(AnalyticsPatterns.visitsRecord, { visitorId: dto.visitorId });
  }
}
