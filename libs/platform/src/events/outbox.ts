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

/**
 * Adds many events of one type to the outbox inside the caller's transaction, in one statement
 * (a batch of work that announces many changes at once, e.g. the views of a micro-batch).
 */
export async function addManyToOutbox<T extends BusEventType>(manager: EntityManager, type: T, items: Array<EventMap[T]>): Promise<Array<BusEvent<T>>> {
  if (items.length === 0) return [];
  const occurredAt = new Date().toISOString();
  const envelopes: Array<EventEnvelope<EventMap[T]> & { type: T }> = items.map((data) => ({ id: randomUUID(), type, occurredAt, data }));
  await manager.query(
    `INSERT INTO outbox (id, type, data, occurred_at)
     SELECT (e->>'id')::uuid, $1, e->'data', $2::timestamptz FROM jsonb_array_elements($3::jsonb) AS e`,
    [type, occurredAt, JSON.stringify(envelopes.map(({ id, data }) => ({ id, data })))],
  );
  return envelopes;
}

export function subjectFor(prefix: string, type: string): string {
  return `${prefix}.${type}`;
}

/**
 * Publishes outbox rows to JetStream with msgID = event id (JetStream drops resends within its
 * duplicate window), then deletes them. Runs on a short timer and whenever poked after a commit;
 * rows are locked with SKIP LOCKED so several replicas can run it.
 *
 * A batch (up to `batchSize` rows, oldest first) is published with every message in flight at once:
 * the client writes them in order on its one connection, so JetStream stores them in that order, and
 * the batch costs about one round trip instead of one per event. When any publish of a batch fails,
 * the batch stays in the outbox and is published again later (the ones already stored are dropped
 * by JetStream as duplicates).
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
    private readonly batchSize = 1000,
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
        `SELECT id, type, data, occurred_at FROM outbox ORDER BY occurred_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      );
      if (!rows.length) return 0;
      await Promise.all(
        rows.map((row) => {
          const envelope: EventEnvelope = { id: row.id, type: row.type, occurredAt: new Date(row.occurred_at).toISOString(), data: row.data };
          return this.js.publish(subjectFor(this.subjectPrefix, row.type), JSON.stringify(envelope), { msgID: row.id, timeout: 5000 });
        }),
      );
      await manager.query(`DELETE FROM outbox WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      if (rows.length === this.batchSize) this.again = true;
      return rows.length;
    });
  }
}
