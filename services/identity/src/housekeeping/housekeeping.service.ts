import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Infrastructure } from '@streaming/platform';
import { CaptchaUsesRepository } from '../captcha/captcha-uses.repository.js';
import { SessionsRepository } from '../auth/sessions.repository.js';

const HOUR = 3600_000;

/** Deletes what can no longer serve: spent challenges, dead refresh tokens, revocations of expired access tokens, old mail links. */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly captchaUses: CaptchaUsesRepository,
    private readonly sessions: SessionsRepository,
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
      await this.ds.query(`DELETE FROM email_tokens WHERE expires_at < now() - interval '7 days'`);
      await this.ds.query(`DELETE FROM inbox WHERE processed_at < now() - interval '30 days'`);
    } catch (err) {
      this.infra.logger.warn({ err: (err as Error).message }, 'housekeeping failed');
    }
  }
}
