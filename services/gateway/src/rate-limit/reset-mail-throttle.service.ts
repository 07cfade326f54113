import { Injectable } from '@nestjs/common';
import { GatewayEnv } from '../config/gateway.env.js';
import { RateLimiterService, parseLimit, type Limit } from './rate-limiter.service.js';

const CLIENT = 'reset-mail-ip';
const TARGET_GAP = 'reset-mail-gap';
const TARGET = 'reset-mail';

/** At most one reset mail per target address in this many seconds. */
const RESET_MAIL_GAP_SECONDS = 60;

/**
 * Password-reset requests. A flood from one client address is refused (429). Mails to one target
 * address are limited silently: at most one a minute and RATE_LIMIT_RESET_MAIL per window; beyond
 * that the request is answered as any other and no mail leaves. Answering 429 for a target would
 * let anyone block a member's reset, and would tell nothing the member needs: a request is only
 * dropped when a mail with a live link (one hour; the window is at most that) already went to the
 * address in the same window.
 */
@Injectable()
export class ResetMailThrottle {
  private readonly client: Limit;
  private readonly target: Limit;

  constructor(
    private readonly limiter: RateLimiterService,
    env: GatewayEnv,
  ) {
    this.client = parseLimit(env.RATE_LIMIT_RESET_MAIL_ADDRESS);
    this.target = parseLimit(env.RATE_LIMIT_RESET_MAIL);
  }

  /** Throws 429 when the client address sent too many requests; otherwise whether a mail may go to `email`. */
  async admit(ip: string, email: string): Promise<boolean> {
    await this.limiter.hit(CLIENT, ip, this.client);
    if (!(await this.limiter.startWait(TARGET_GAP, email, RESET_MAIL_GAP_SECONDS))) return false;
    const { n } = await this.limiter.count(TARGET, email, this.target.windowSeconds);
    return n <= this.target.count;
  }
}
