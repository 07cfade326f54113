import { Injectable } from '@nestjs/common';
import { GatewayEnv } from '../config/gateway.env.js';
import { loginWaitSeconds } from './login-wait.rules.js';
import { RateLimiterService, parseLimit, rateLimited, type Limit } from './rate-limiter.service.js';

const PAIR_ATTEMPTS = 'login-pair';
const PAIR_WAIT = 'login-pair-wait';
const ADDRESS_FAILURES = 'login-address-failures';

/**
 * Sign-in limits that slow guessing without letting anyone lock a member out. Attempts are counted
 * per (client address, account): after RATE_LIMIT_LOGIN's count, each next attempt of that pair waits
 * 1 s, 2 s, 4 s… (every attempt, the right password included); other addresses are not affected.
 * Failures are also counted per address, all accounts together, with a looser fixed limit.
 * A successful sign-in clears its pair.
 */
@Injectable()
export class LoginThrottle {
  private readonly pair: Limit;
  private readonly address: Limit;
  private readonly maxWait: number;

  constructor(
    private readonly limiter: RateLimiterService,
    env: GatewayEnv,
  ) {
    this.pair = parseLimit(env.RATE_LIMIT_LOGIN);
    this.address = parseLimit(env.RATE_LIMIT_LOGIN_ADDRESS);
    this.maxWait = env.LOGIN_MAX_DELAY_SECONDS;
  }

  /** Before the password is checked: throws 429 with Retry-After while this attempt must wait. */
  async admit(ip: string, email: string): Promise<void> {
    const pair = `${ip}|${email}`;
    const waiting = await this.limiter.peek(PAIR_WAIT, pair);
    if (waiting.n > 0) throw rateLimited(waiting.ttlMs / 1000);
    await this.limiter.check(ADDRESS_FAILURES, ip, this.address);
    const { n } = await this.limiter.count(PAIR_ATTEMPTS, pair, this.pair.windowSeconds);
    const wait = loginWaitSeconds(n, this.pair.count, this.maxWait);
    // Taking the wait is atomic: of parallel attempts, one goes ahead and the others get 429.
    if (wait > 0 && !(await this.limiter.startWait(PAIR_WAIT, pair, wait))) {
      throw rateLimited((await this.limiter.peek(PAIR_WAIT, pair)).ttlMs / 1000);
    }
  }

  async failed(ip: string): Promise<void> {
    await this.limiter.count(ADDRESS_FAILURES, ip, this.address.windowSeconds);
  }

  async succeeded(ip: string, email: string): Promise<void> {
    const pair = `${ip}|${email}`;
    await Promise.all([this.limiter.clear(PAIR_ATTEMPTS, pair), this.limiter.clear(PAIR_WAIT, pair)]);
  }
}
