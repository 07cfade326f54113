import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** An event a consumer is about to act on: its id and type, as the `inbox` row records them. */
export interface InboxEntry {
  id: string;
  type: string;
}

/** Identity's side of the platform's `inbox` table: the ids of the events already handled. */
@Injectable()
export class InboxRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Records the events in the inbox in the caller's transaction and answers the ids that were not
   * there yet: the events to act on. An id already recorded (a redelivery) is left out, a batch
   * holding one id twice gets it once; an id another transaction is recording waits for it, then is
   * left out if it committed.
   */
  async recordNew(manager: EntityManager, events: readonly InboxEntry[]): Promise<Set<string>> {
    if (!events.length) return new Set();
    const rows: Array<{ event_id: string }> = await manager.query(
      `INSERT INTO inbox (event_id, type)
       SELECT DISTINCT ON (id) id, type FROM unnest($1::uuid[], $2::text[]) AS e(id, type) ORDER BY id
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [events.map((e) => e.id), events.map((e) => e.type)],
    );
    return new Set(rows.map((r) => r.event_id));
  }

  /** Housekeeping: JetStream never redelivers an event this old, so its id no longer guards anything. */
  async purge(): Promise<void> {
    await this.ds.query(`DELETE FROM inbox WHERE processed_at < now() - interval '30 days'`);
  }
}
