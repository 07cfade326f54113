import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The only code that reads and writes captcha_uses (ids of challenges already answered). */
@Injectable()
export class CaptchaUsesRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Records the challenge as used, in its own statement committed at once (never inside a sign-up
   * transaction, whose rollback would hand the challenge back). True on the first use only.
   */
  async markUsed(id: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      `INSERT INTO captcha_uses (id, used_at) VALUES ($1, now()) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** Housekeeping: challenges live 10 minutes; their ids only need keeping while a token could be valid. */
  async purge(): Promise<void> {
    await this.ds.query(`DELETE FROM captcha_uses WHERE used_at < now() - interval '1 day'`);
  }
}
