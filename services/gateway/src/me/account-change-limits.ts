import type { IdentityErrorCode } from '@streaming/contracts';
import { RpcCallError } from '@streaming/platform';
import type { Limit, RateLimiterService } from '../rate-limit/rate-limiter.service.js';

const WRONG_PASSWORD: IdentityErrorCode = 'CURRENT_PASSWORD_WRONG';

/** Per client address, an office or a household shares one; guessing across accounts is held by this wider limit. */
const PER_ADDRESS = 4;
/** Change requests of any outcome (each e-mail change sends two mails) get twice the failures. */
const REQUESTS = 2;

const times = (limit: Limit, k: number): Limit => ({ count: limit.count * k, windowSeconds: limit.windowSeconds });

/**
 * Limits on the routes that change the e-mail address or the password, both of which check the
 * current password. Two counts, in fixed windows of `failures.windowSeconds`:
 *  - failed current-password checks: after `count` of them on an account, every change of that
 *    account is refused with 429 until the window ends, even with the right password (otherwise a
 *    guesser would still learn when it found it); `count` x4 per client address;
 *  - change requests, whatever their outcome: `count` x2 per account, x8 per client address.
 * A check is counted as failed before it runs and given back once the password proved right (or the
 * check never ran), so parallel guesses cannot slip past the count.
 */
export class AccountChangeLimiter {
  constructor(
    private readonly limiter: Pick<RateLimiterService, 'hit' | 'release'>,
    private readonly failures: Limit,
  ) {}

  async run<T>(userId: string, ip: string, attempt: () => Promise<T>): Promise<T> {
    await this.limiter.hit('account-change-ip', ip, times(this.failures, REQUESTS * PER_ADDRESS));
    await this.limiter.hit('account-change', userId, times(this.failures, REQUESTS));
    const reserved: Array<[string, string]> = [];
    try {
      await this.limiter.hit('account-change-fail', userId, this.failures);
      reserved.push(['account-change-fail', userId]);
      await this.limiter.hit('account-change-fail-ip', ip, times(this.failures, PER_ADDRESS));
      reserved.push(['account-change-fail-ip', ip]);
    } catch (err) {
      await this.giveBack(reserved);
      throw err;
    }
    let failed = false;
    try {
      return await attempt();
    } catch (err) {
      failed = err instanceof RpcCallError && err.code === WRONG_PASSWORD;
      throw err;
    } finally {
      if (!failed) await this.giveBack(reserved);
    }
  }

  private async giveBack(reserved: Array<[string, string]>): Promise<void> {
    for (const [bucket, subject] of reserved) await this.limiter.release(bucket, subject);
  }
}
