import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { BusEvent, BusEventType, EventEnvelope, EventMap } from '@streaming/contracts';
import type { Logger } from '../logging/logger.js';
import { OutboxEntity } from './outbox.entity.js';

/** Adds an event to the outbox inside the caller's transaction; its payload type comes from EventMap. */
export async function addToOutbox<T extends BusEventType>(manager: EntityManager, type: T, data: EventMap[T]): Promise<BusEvent<T>> {
  const envelope: EventEnvelope<EventMap[T]> & { type: T } = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
  await manager.insert(OutboxEntity, { id: envelope.id, type, data, occurredAt: new Date(envelope.occurredAt) });
  return envelope;
}

export function subjectFor(prefix: string, type: string): string {
  return `${prefix}.${type}`;
}

/**
 * Publishes outbox rows to JetStream with msgID = event id (JetStream drops resends within its
 * duplicate window), then deletes them. Runs on a short timer and whenever poked after a commit;
 * rows are locked with SKIP LOCKED so several replicas can run it.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private current?: Promise<void>;

  constructor(
    private readonly ds: DataSource,
    private readonly js: JetStreamClient,
    private readonly subjectPrefix: string,
    private readonly logger: Logger,
    private readonly intervalMs = 500,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.poke(), this.intervalMs);
    this.timer.unref();
    this.poke();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  poke(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.flush();
  }

  /** Resolves when the flush under way, if any, is over (stop() then this, before the database closes). */
  idle(): Promise<void> {
    return this.current ?? Promise.resolve();
  }

  async flush(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let done!: () => void;
    this.current = new Promise<void>((resolve) => (done = resolve));
    let published = 0;
    try {
      do {
        this.again = false;
        published += await this.flushBatch();
      } while (this.again);
    } catch (err) {
      this.logger.warn({ err }, 'outbox relay: publish failed, will retry');
    } finally {
      this.running = false;
      this.current = undefined;
      done();
    }
    return published;
  }

  private async flushBatch(): Promise<number> {
    if (!this.ds.isInitialized) return 0;
    return this.ds.transaction(async (manager) => {
      const rows: Array<{ id: string; type: string; data: unknown; occurred_at: Date }> = await manager.query(
        `SELECT id, type, data, occurred_at FROM outbox ORDER BY occurred_at LIMIT 200 FOR UPDATE SKIP LOCKED`,
      );
      if (!rows.length) return 0;
      for (const row of rows) {
        const envelope: EventEnvelope = { id: row.id, type: row.type, occurredAt: new Date(row.occurred_at).toISOString(), data: row.data };
        await this.js.publish(subjectFor(this.subjectPrefix, row.type), JSON.stringify(envelope), { msgID: row.id, timeout: 3000 });
      }
      await manager.query(`DELETE FROM outbox WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      if (rows.length === 200) this.again = true;
      return rows.length;
    });
  }
}
