import { AckPolicy, DeliverPolicy, jetstream, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { DataSource, EntityManager } from 'typeorm';
import type { BusEvent, BusEventType } from '@streaming/contracts';
import type { Logger } from '../logging/logger.js';
import { decodeEvents } from './decode-events.js';

/**
 * `T`: the event types the filter subjects let through. Infrastructure.consume derives both from
 * one EventFilter (EventTypesMatching); built by hand, the caller keeps them in agreement.
 */
export interface DurableConsumerOptions<T extends BusEventType = BusEventType> {
  stream: string;
  durable: string;
  /** Full subjects, e.g. `events.identity.user.>` */
  filterSubjects: string[];
  batchSize?: number;
  /**
   * When given, each batch runs in one transaction that first records the event ids in the
   * service's `inbox`; events already recorded are dropped before `handle` sees them.
   */
  dataSource?: DataSource;
  handle: (events: Array<BusEvent<T>>, manager?: EntityManager) => Promise<void>;
}

/**
 * A durable pull consumer with explicit ack. Acks after commit; on failure, naks so that
 * JetStream redelivers later. Survives NATS restarts (the fetch loop retries).
 */
export class DurableConsumer<T extends BusEventType = BusEventType> {
  private stopped = false;
  private loop?: Promise<void>;

  constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly opts: DurableConsumerOptions<T>,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    const { stream, durable, filterSubjects } = this.opts;
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: 30_000_000_000,
      max_ack_pending: 10_000,
      ...(filterSubjects.length === 1 ? { filter_subject: filterSubjects[0] } : { filter_subjects: filterSubjects }),
    };
    try {
      await this.jsm.consumers.info(stream, durable);
      await this.jsm.consumers.update(stream, durable, config);
    } catch {
      await this.jsm.consumers.add(stream, config);
    }
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  private async run(): Promise<void> {
    const js = jetstream(this.nc);
    while (!this.stopped) {
      try {
        const consumer = await js.consumers.get(this.opts.stream, this.opts.durable);
        while (!this.stopped) {
          const batch: JsMsg[] = [];
          const iter = await consumer.fetch({ max_messages: this.opts.batchSize ?? 100, expires: 1000 });
          for await (const m of iter) batch.push(m);
          if (batch.length) await this.process(batch);
        }
      } catch (err) {
        if (this.stopped || this.nc.isClosed()) return;
        this.logger.warn({ err: (err as Error).message, durable: this.opts.durable }, 'consumer: fetch failed, retrying');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async process(batch: JsMsg[]): Promise<void> {
    const { events, readable } = decodeEvents<T>(batch, this.logger, 'consumer');
    if (!events.length) return;
    try {
      const ds = this.opts.dataSource;
      if (ds) {
        await ds.transaction(async (manager) => {
          const rows: Array<{ event_id: string }> = await manager.query(
            `INSERT INTO inbox (event_id, type) SELECT * FROM unnest($1::uuid[], $2::text[]) ON CONFLICT DO NOTHING RETURNING event_id`,
            [events.map((e) => e.id), events.map((e) => e.type)],
          );
          // A batch can hold an event and its redelivery: each id is applied once.
          const fresh = new Set(rows.map((r) => r.event_id));
          const toApply = events.filter((e) => fresh.delete(e.id));
          if (toApply.length) await this.opts.handle(toApply, manager);
        });
      } else {
        await this.opts.handle(events);
      }
      for (const m of readable) m.ack();
    } catch (err) {
      this.logger.error({ err, durable: this.opts.durable }, 'consumer: batch failed, will be redelivered');
      for (const m of readable) m.nak(2000);
    }
  }
}
