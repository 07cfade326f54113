import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { BusEvent, BusEventType } from '@streaming/contracts';
import type { Logger } from '../logging/logger.js';
import { decodeEvents } from './decode-events.js';
import { BatchCollector } from './batch-collector.js';
import { pullLoop, upsertDurable } from './pull-loop.js';

/** Defaults of a batch consumer: hundreds of events per batch, a few hundred ms of wait at most. */
export const BATCH_DEFAULTS = {
  maxBatch: 500,
  maxWaitMs: 200,
  /** Delay before JetStream redelivers a batch that failed. */
  retryDelayMs: 1000,
  /** How long JetStream waits for an ack before it redelivers an event. */
  ackWaitMs: 30_000,
} as const;

/**
 * `T`: the event types the filter subjects let through. Infrastructure.consumeBatch derives both from
 * one EventFilter (EventTypesMatching); built by hand, the caller keeps them in agreement.
 */
export interface BatchConsumerOptions<T extends BusEventType = BusEventType> {
  stream: string;
  durable: string;
  /** Full subjects, e.g. `events.engagement.view.recorded`. */
  filterSubjects: string[];
  /** Most events handed to `handle` at once (default 500). */
  maxBatch?: number;
  /** Longest an event waits for its batch to fill before the batch is handled anyway (default 200 ms). */
  maxWaitMs?: number;
  /** Delay before a failed batch is redelivered (default 1,000 ms). */
  retryDelayMs?: number;
  /** How long JetStream waits for an event's ack before it sends the event again (default 30 s). */
  ackWaitMs?: number;
  /**
   * One batch, in the order the events arrived. Resolving acks every event of the batch; throwing
   * naks them all (redelivered after `retryDelayMs`, possibly to another replica). The same event
   * can arrive again (a redelivery after a lost ack, a resend): effects that are not idempotent
   * record the event ids in an inbox in the same transaction.
   */
  handle: (events: Array<BusEvent<T>>) => Promise<void>;
}

/**
 * A durable pull consumer that hands events to `handle` in batches (up to `maxBatch`, or whatever
 * arrived within `maxWaitMs` of the batch's first event), one batch at a time, and acks a batch
 * once `handle` resolved: one transaction per batch instead of one per event. Messages are pulled
 * continuously (`consume`), so the next batch fills while one is handled; JetStream stops sending
 * when `4 × maxBatch` events are unacked. Survives NATS restarts (the pull restarts); on `stop`
 * the batch being handled is finished and acked, the events still waiting are nak'ed so another
 * replica gets them at once (those JetStream hands to this replica's pull requests still open on
 * the server come back after the ack wait instead: never lost).
 */
export class BatchConsumer<T extends BusEventType = BusEventType> {
  private stopped = false;
  private loop?: Promise<void>;
  private messages?: ConsumerMessages;
  private readonly collector: BatchCollector<JsMsg>;
  private readonly maxBatch: number;
  private readonly retryDelayMs: number;

  constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly opts: BatchConsumerOptions<T>,
    private readonly logger: Logger,
  ) {
    this.maxBatch = opts.maxBatch ?? BATCH_DEFAULTS.maxBatch;
    this.retryDelayMs = opts.retryDelayMs ?? BATCH_DEFAULTS.retryDelayMs;
    this.collector = new BatchCollector<JsMsg>(this.maxBatch, opts.maxWaitMs ?? BATCH_DEFAULTS.maxWaitMs, (batch) => this.process(batch), (err) =>
      this.logger.error({ err, durable: opts.durable }, 'batch consumer: batch failed'),
    );
  }

  async start(): Promise<void> {
    const { stream, durable, filterSubjects } = this.opts;
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: (this.opts.ackWaitMs ?? BATCH_DEFAULTS.ackWaitMs) * 1_000_000,
      max_ack_pending: 4 * this.maxBatch,
      ...(filterSubjects.length === 1 ? { filter_subject: filterSubjects[0] } : { filter_subjects: filterSubjects }),
    };
    await upsertDurable(this.jsm, stream, config);
    this.loop = this.run();
  }

  /** Finishes the batch in progress (acked), gives back the events not handed out yet (nak'ed). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.messages?.stop();
    const waiting = await this.collector.stop();
    for (const m of waiting) m.nak();
    await this.loop;
  }

  private run(): Promise<void> {
    return pullLoop({
      nc: this.nc,
      stream: this.opts.stream,
      durable: this.opts.durable,
      maxMessages: 2 * this.maxBatch,
      logger: this.logger,
      label: 'batch consumer',
      stopped: () => this.stopped,
      started: (messages) => (this.messages = messages),
      take: (m) => this.collector.push(m),
    });
  }

  private async process(batch: JsMsg[]): Promise<void> {
    const { events, readable } = decodeEvents<T>(batch, this.logger, 'batch consumer');
    if (!events.length) return;
    try {
      await this.opts.handle(events);
      for (const m of readable) m.ack();
    } catch (err) {
      this.logger.error({ err, durable: this.opts.durable, events: events.length }, 'batch consumer: batch failed, will be redelivered');
      for (const m of readable) m.nak(this.retryDelayMs);
    }
  }
}
