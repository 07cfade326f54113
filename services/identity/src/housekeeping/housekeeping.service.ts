import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Infrastructure, PeriodicJob } from '@streaming/platform';
import { CaptchaUsesRepository } from '../captcha/captcha-uses.repository.js';
import { SessionsRepository } from '../auth/sessions.repository.js';
import { EmailTokensRepository } from '../auth/email-tokens.repository.js';
import { InboxRepository } from './inbox.repository.js';

const HOUR = 3600_000;

/** Deletes what can no longer serve: spent challenges, dead refresh tokens, revocations of expired access tokens, old mail links. */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly hourly: PeriodicJob;

  constructor(
    infra: Infrastructure,
    private readonly captchaUses: CaptchaUsesRepository,
    private readonly sessions: SessionsRepository,
    private readonly emailTokens: EmailTokensRepository,
    private readonly inbox: InboxRepository,
  ) {
    this.hourly = new PeriodicJob('housekeeping', HOUR, () => this.run(), infra.logger);
  }

  onApplicationBootstrap(): void {
    this.hourly.start();
  }

  onApplicationShutdown(): void {
    this.hourly.stop();
  }

  /** One pass (the hourly job's; a failure is the job's to log). */
  async run(): Promise<void> {
    await this.captchaUses.purge();
    await this.sessions.purge();
    await this.emailTokens.purge();
    await this.inbox.purge();
  }
}
