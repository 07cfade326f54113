import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Infrastructure } from '@streaming/platform';

const HOUR = 3600_000;

/** Deletes what can no longer serve: spent challenges, dead refresh tokens, old mail links. */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
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
      // Challenges live 10 minutes; their ids only need keeping while a token could still be valid.
      await this.ds.query(`DELETE FROM captcha_uses WHERE used_at < now() - interval '1 day'`);
      await this.ds.query(`DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '30 days'`);
      await this.ds.query(`DELETE FROM email_tokens WHERE expires_at < now() - interval '7 days'`);
      await this.ds.query(`DELETE FROM inbox WHERE processed_at < now() - interval '30 days'`);
    } catch (err) {
      this.infra.logger.warn({ err: (err as Error).message }, 'housekeeping failed');
    }
  }
}
