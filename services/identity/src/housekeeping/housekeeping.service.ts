import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Infrastructure } from '@streaming/platform';
import { CaptchaUsesRepository } from '../captcha/captcha-uses.repository.js';
import { SessionsRepository } from '../auth/sessions.repository.js';
import { EmailTokensRepository } from '../auth/email-tokens.repository.js';
import { InboxRepository } from './inbox.repository.js';

const HOUR = 3600_000;

/** Deletes what can no longer serve: spent challenges, dead refresh tokens, revocations of expired access tokens, old mail links. */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly infra: Infrastructure,
    private readonly captchaUses: CaptchaUsesRepository,
    private readonly sessions: SessionsRepository,
    private readonly emailTokens: EmailTokensRepository,
    private readonly inbox: InboxRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), HOUR);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async run(): Promise<void> {
    try {
      await this.captchaUses.purge();
      await this.sessions.purge();
      await this.emailTokens.purge();
      await this.inbox.purge();
    } catch (err) {
      this.infra.logger.warn({ err: (err as Error).message }, 'housekeeping failed');
    }
  }
}
