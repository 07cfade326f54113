import type { JetStreamManager, JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { BusEvent, BusEventType } from '@streaming/contracts';
import type { Logger } from '../logging/logger.js';
import type { RequestSigning } from '../nats/request-signing.js';
import { PulledBatches } from './pulled-batches.js';
import { readEvent } from './read-event.js';

/** Defaults of a consumer of events: batches handed out as soon as one is free (under load they fill while the previous one is handled). */
const CONSUMER_DEFAULTS = {
  maxBatch: 100,
  maxWaitMs: 0,
  /** Delay before JetStream redelivers a batch that failed. */
  retryDelayMs: 1000,
  /** How long JetStream waits for an ack before it redelivers an event. */
  ackWaitMs: 30_000,
} as const;

/**
 * `T`: the event types the filter subjects let through. Infrastructure.consume derives both from
 * one EventFilter (EventTypesMatching); built by hand, the caller keeps them in agreement.
 */
export interface DurableConsumerOptions<T extends BusEventType = BusEventType> {
  stream: string;
  durable: string;
  /** Full subjects, e.g. `events.identity.user.>`. */
  filterSubjects: string[];
  /** Most events handed to `handle` at once (default 100). */
  maxBatch?: number;
  /**
   * Longest an event waits for its batch to fill before the batch is handled anyway (default 0).
   * A counter fed by a busy subject waits a little (catalogue's views: 200 ms) to write hundreds
   * of events per transaction.
   */
  maxWaitMs?: number;
  /** Delay before a failed batch is redelivered (default 1,000 ms). */
  retryDelayMs?: number;
  /** How long JetStream waits for an event's ack before it sends the event again (default 30 s). */
  ackWaitMs?: number;
  /**
   * One batch, in the order the events arrived. Resolving acks every event of the batch; throwing
   * naks them all (redelivered after `retryDelayMs`, possibly to another replica). The same event
   * can arrive again (a redelivery after a lost ack, a resend): an effect that is not idempotent
   * records the event ids in its service's `inbox` in the same transaction (catalogue's views).
   */
  handle: (events: Array<BusEvent<T>>) => Promise<void>;
}

/**
 * A durable consumer of events (one for every replica of the consuming service, each batch to one
 * of them), on the shared pull mechanism (PulledBatches): events handed to `handle` in batches,
 * acked once it resolved, nak'ed when it throws. An event its publisher did not sign (readEvent:
 * unsigned, badly signed, signed too long ago), or that is not JSON, is logged and terminated
 * (never redelivered, never handed to `handle`). Survives NATS restarts; on `stop` the batch in progress is
 * finished and acked, the events not handed out yet are given back.
 */
export class DurableConsumer<T extends BusEventType = BusEventType> {
  private readonly pull: PulledBatches;
  private readonly retryDelayMs: number;

  constructor(
    nc: NatsConnection,
    jsm: JetStreamManager,
    private readonly opts: DurableConsumerOptions<T>,
    private readonly signing: RequestSigning,
    private readonly logger: Logger,
  ) {
    const { stream, durable, filterSubjects } = opts;
    this.retryDelayMs = opts.retryDelayMs ?? CONSUMER_DEFAULTS.retryDelayMs;
    this.pull = new PulledBatches({
      nc, jsm, stream, durable, logger, label: 'events consumer',
      filter: filterSubjects.length === 1 ? { filter_subject: filterSubjects[0] } : { filter_subjects: filterSubjects },
      maxBatch: opts.maxBatch ?? CONSUMER_DEFAULTS.maxBatch,
      maxWaitMs: opts.maxWaitMs ?? CONSUMER_DEFAULTS.maxWaitMs,
      ackWaitMs: opts.ackWaitMs ?? CONSUMER_DEFAULTS.ackWaitMs,
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
    const events: Array<BusEvent<T>> = [];
    const readable: JsMsg[] = [];
    const now = Date.now();
    for (const m of batch) {
      const read = readEvent<T>(this.signing, m, now);
      if ('event' in read) {
        events.push(read.event);
        readable.push(m);
        continue;
      }
      this.logger.error({ subject: m.subject, durable: this.opts.durable, seq: m.seq, reason: read.refused }, 'events consumer: event refused (unsigned, badly signed, too old or unreadable), dropped');
      m.term();
    }
    if (!events.length) return;
    try {
      await this.opts.handle(events);
      for (const m of readable) m.ack();
    } catch (err) {
      this.logger.error({ err, durable: this.opts.durable, events: events.length }, 'events consumer: batch failed, will be redelivered');
      for (const m of readable) m.nak(this.retryDelayMs);
    }
  }
}
