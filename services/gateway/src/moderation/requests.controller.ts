import { Body, Controller, Get, Header, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CreateRequestDto, ModerationPatterns, type MemberRequests, type RequestCreated, type RequestQuota } from '@streaming/contracts';
import { GatewayEnv } from '../config/gateway.env.js';
import { RateLimiterService, parseLimit } from '../rate-limit/rate-limiter.service.js';
import { RpcService, memberOf, type GatewayRequest } from '../rpc/rpc.service.js';

/**
 * A member's content requests: the moderation service acts for the signed actor only, so a member
 * never reads or joins in another's name. Answers are about one member: never stored by a cache.
 */
@ApiTags('moderation')
@ApiBearerAuth()
@Controller()
export class RequestsController {
  constructor(
    private readonly rpc: RpcService,
    private readonly limiter: RateLimiterService,
    private readonly env: GatewayEnv,
  ) {}

  /**
   * 201 for a new request (one of the week's 3), 200 when the member joined an open request for the
   * same title ('joined') or already follows it ('already'). 429 REQUEST_QUOTA_REACHED over the
   * week's 3; 409 TITLE_ALREADY_AVAILABLE with the catalogue's card in `title`.
   */
  @Post('requests')
  @Header('cache-control', 'no-store')
  async create(@Body() dto: CreateRequestDto, @Req() req: GatewayRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RequestCreated> {
    await this.limiter.hit('requests', memberOf(req), parseLimit(this.env.RATE_LIMIT_REQUESTS));
    const created = await this.rpc.call(ModerationPatterns.requestsCreate, dto, req);
    if (created.outcome !== 'created') void reply.status(200);
    return created;
  }

  /** The member's own requests and those they joined, newest first, with the week's quota. */
  @Get('me/requests')
  @Header('cache-control', 'no-store')
  mine(@Req() req: GatewayRequest): Promise<MemberRequests> {
    return this.rpc.call(ModerationPatterns.requestsMine, {}, req);
  }

  /** Requests used this week (Monday 00:00 Europe/Paris), the limit and when it resets. */
  @Get('requests/quota')
  @Header('cache-control', 'no-store')
  quota(@Req() req: GatewayRequest): Promise<RequestQuota> {
    return this.rpc.call(ModerationPatterns.requestsQuota, {}, req);
  }
}
