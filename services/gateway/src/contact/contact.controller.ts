import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ContactDto, ModerationPatterns } from '@streaming/contracts';
import { GatewayEnv } from '../config/gateway.env.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { RateLimiterService, parseLimit } from '../rate-limit/rate-limiter.service.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly rpc: RpcService,
    private readonly limiter: RateLimiterService,
    private readonly env: GatewayEnv,
  ) {}

  /** Stored by moderation, then mailed to support by identity (from `moderation.contact.received`) with the account's address as Reply-To. */
  @Post()
  @HttpCode(202)
  async send(@Body() dto: ContactDto, @Req() req: GatewayRequest): Promise<void> {
    await this.limiter.hit('contact-ip', req.ip, parseLimit(this.env.RATE_LIMIT_CONTACT_ADDRESS));
    await this.limiter.hit('contact', req.actor?.userId ?? req.ip, parseLimit(this.env.RATE_LIMIT_CONTACT));
    await this.rpc.call(ModerationPatterns.contactCreate, dto, req);
  }
}
