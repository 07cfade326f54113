import type { JetStreamManager, JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { BusEvent, BusEventType } from '@streaming/contracts';
import type { Logger } from '../logging/logger.js';
import { decodeEvents } from './decode-events.js';
import { PulledBatches } from './pulled-batches.js';

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
  private readonly pull: PulledBatches;
  private readonly retryDelayMs: number;

  constructor(
    nc: NatsConnection,
    jsm: JetStreamManager,
    private readonly opts: BatchConsumerOptions<T>,
    private readonly logger: Logger,
  ) {
    const { stream, durable, filterSubjects } = opts;
    this.retryDelayMs = opts.retryDelayMs ?? BATCH_DEFAULTS.retryDelayMs;
    this.pull = new PulledBatches({
      nc, jsm, stream, durable, logger, label: 'batch consumer',
      filter: filterSubjects.length === 1 ? { filter_subject: filterSubjects[0] } : { filter_subjects: filterSubjects },
      maxBatch: opts.maxBatch ?? BATCH_DEFAULTS.maxBatch,
      maxWaitMs: opts.maxWaitMs ?? BATCH_DEFAULTS.maxWaitMs,
      ackWaitMs: opts.ackWaitMs ?? BATCH_DEFAULTS.ackWaitMs,
      process: (batch) => this.process(batch),
    });
  }

  start(): Promise<void> {
    return this.pull.start();
  }

  /** Finishes the batch in progress (acked), gives back the events not handed out yet (nak'ed). */
  stop(): Promise<void> {
    return this.pull.stop();
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
