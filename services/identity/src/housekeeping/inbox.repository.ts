import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Identity's side of the platform's `inbox` table (ids of events already handled): only its purge. */
@Injectable()
export class InboxRepository {
  constructor(private readonly ds: DataSource) {}

  /** Housekeeping: JetStream never redelivers an event this old, so its id no longer guards anything. */
  async purge(): Promise<void> {
    await this.ds.query(`DELETE FROM inbox WHERE processed_at < now() - interval '30 days'`);
  }
}
