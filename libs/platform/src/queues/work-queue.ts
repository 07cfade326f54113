import { randomUUID } from 'node:crypto';
import { DiscardPolicy, RetentionPolicy, StorageType, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import type { MsgHdrs, NatsConnection } from '@nats-io/transport-node';
import { CommonErrors, type QueueMap, type QueueName } from '@streaming/contracts';
import type { Logger } from '../logging/logger.js';
import { PulledBatches } from '../events/pulled-batches.js';
import type { StreamSpec } from '../events/stream.js';
import type { RequestSigning } from '../nats/request-signing.js';
import { isTimeout, RpcCallError } from '../nats/rpc-errors.js';
import { messageRefusal, signedMessageHeaders } from '../nats/signed-messages.js';

/** Where a work queue lives in this run: its stream and its one subject. */
export interface QueueNames {
  stream: string;
  subject: string;
}

/**
 * A work queue's stream and subject, from the run's events names (so a test run's queues are its own):
 * deployed, `engagement.progress` is stream `EVENTS_ENGAGEMENT_PROGRESS` on `events_queue.engagement.progress`
 * (outside `events.>`: the events stream does not take its messages).
 */
export function queueNames(env: { EVENTS_STREAM: string; EVENTS_PREFIX: string }, queue: QueueName): QueueNames {
  return { stream: `${env.EVENTS_STREAM}_${queue.replace(/\./g, '_').toUpperCase()}`, subject: `${env.EVENTS_PREFIX}_queue.${queue}` };
}

/** Most a queue's stream holds (1 GiB): past it a new message is refused (the producer answers 503), none is dropped. */
const QUEUE_MAX_BYTES = 1024 ** 3;

/**
 * Longest a queued message waits for its consumer (7 days): the stream discards it then, and a
 * consumer refuses a message signed longer ago (one captured and published again later). What a
 * consumer keeps to refuse replays (engagement's removal tombstones) must outlive it.
 */
export const QUEUE_MAX_AGE_MS = 7 * 24 * 3600_000;

/** The stream stores a message whose id (Nats-Msg-Id) it saw this recently only once (2 min). */
const QUEUE_DUPLICATE_WINDOW_MS = 2 * 60_000;

/**
 * A work queue's stream (ensureStream creates it when missing): file storage, work-queue retention
 * (a message is removed once its consumer acked it), new messages refused when full (never old
 * ones dropped for room), messages older than QUEUE_MAX_AGE_MS discarded, an exact duplicate (same
 * message id within 2 min) stored once.
 */
export function queueStream(names: QueueNames, replicas = 1): StreamSpec {
  return {
    name: names.stream,
    subjects: [names.subject],
    storage: StorageType.File,
    num_replicas: replicas,
    retention: RetentionPolicy.Workqueue,
    discard: DiscardPolicy.New,
    max_bytes: QUEUE_MAX_BYTES,
    max_age: QUEUE_MAX_AGE_MS * 1_000_000,
    duplicate_window: QUEUE_DUPLICATE_WINDOW_MS * 1_000_000,
  };
}

/**
 * What publishes a message to a stream and resolves once JetStream has stored it: the process's
 * StreamPublisher (Infrastructure), or a JetStream client.
 */
export interface StoredPublish {
  publish(subject: string, body: string, opts: { headers: MsgHdrs }): Promise<{ seq: number }>;
}

/**
 * The producer's side: `publish` resolves once JetStream has stored the message (the durability
 * point: from then on it is written by the consumer, even after restarts), with its sequence.
 * Each message gets a unique id (its Nats-Msg-Id) and is signed with it (signedMessageHeaders): the
 * consumer trusts what it names (members' ids) only from a holder of the internal signing keys, an
 * exact duplicate is stored once, and a copy with another id does not verify. NATS or the stream
 * away: 503; no ack in time: 504.
 */
export class QueueProducer<Q extends QueueName> {
  constructor(
    private readonly js: StoredPublish,
    private readonly signing: RequestSigning,
    readonly names: QueueNames,
  ) {}

  async publish(data: QueueMap[Q]): Promise<number> {
    const body = JSON.stringify(data);
    const headers = signedMessageHeaders(this.signing, this.names.subject, randomUUID(), body);
    try {
      return (await this.js.publish(this.names.subject, body, { headers })).seq;
    } catch (err) {
      throw isTimeout(err)
        ? new RpcCallError('SERVICE_TIMEOUT', 504, CommonErrors.SERVICE_TIMEOUT.message)
        : new RpcCallError('SERVICE_UNAVAILABLE', 503, CommonErrors.SERVICE_UNAVAILABLE.message);
    }
  }
}

export interface QueueConsumerOptions<Q extends QueueName> {
  durable: string;
  /** Most messages handed to `handle` at once (default 200). */
  maxBatch?: number;
  /** Longest a message waits for its batch to fill (default 0: under load, batches fill while the previous one is handled). */
  maxWaitMs?: number;
  /** Delay before a failed batch is redelivered (default 1,000 ms). */
  retryDelayMs?: number;
  /** How long JetStream waits for an ack before it sends a message again (default 30 s). */
  ackWaitMs?: number;
  /**
   * The messages of one batch, in the order they were queued. Resolving acks them (JetStream then
   * removes them); throwing naks them (redelivered after `retryDelayMs`). A message can arrive twice
   * (an ack lost): writing it again must change nothing.
   */
  handle: (messages: Array<QueueMap[Q]>) => Promise<void>;
  /**
   * Whether an error of `handle` will come again however often the messages are written (a message
   * the store refuses, not a store away). Then the batch is written again one message at a time, and
   * a message that fails alone with such an error is logged and terminated, so that one bad message
   * cannot hold back the queue for ever. Default: every error is worth trying again.
   */
  isPermanent?: (err: unknown) => boolean;
}

/**
 * The consumer's side: one durable pull consumer for every replica of the consuming service,
 * messages handed to `handle` in batches (BatchCollector), one batch at a time per replica. A message
 * whose signature does not verify (messageRefusal), signed longer than QUEUE_MAX_AGE_MS ago, or that
 * is not JSON, is logged and terminated (never redelivered).
 * A reader of what it writes waits for the messages queued before it with the queue's QueueBarrier.
 */
export class QueueConsumer<Q extends QueueName> {
  private readonly pull: PulledBatches;

  constructor(
    nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly signing: RequestSigning,
    readonly names: QueueNames,
    private readonly opts: QueueConsumerOptions<Q>,
    private readonly logger: Logger,
  ) {
    this.pull = new PulledBatches({
      nc, jsm, stream: names.stream, durable: opts.durable, logger, label: 'queue consumer',
      maxBatch: opts.maxBatch ?? 200,
      maxWaitMs: opts.maxWaitMs ?? 0,
      ackWaitMs: opts.ackWaitMs ?? 30_000,
      process: (batch) => this.process(batch),
    });
  }

  start(): Promise<void> {
    return this.pull.start();
  }

  /** Finishes the batch being written (acked); gives back the messages not handed out yet (nak'ed). */
  stop(): Promise<void> {
    return this.pull.stop();
  }

  private async process(batch: JsMsg[]): Promise<void> {
    const readable: JsMsg[] = [];
    const data: Array<QueueMap[Q]> = [];
    const now = Date.now();
    for (const m of batch) {
      const refusal = messageRefusal(this.signing, m, QUEUE_MAX_AGE_MS, now);
      let parsed: QueueMap[Q] | undefined;
      // Trusted as QueueMap says of this queue once the signature verified (only a producer holding the keys wrote it).
      if (!refusal) {
        try {
          parsed = m.json<QueueMap[Q]>();
        } catch {
          parsed = undefined;
        }
      }
      if (!parsed) {
        this.logger.error({ durable: this.opts.durable, seq: m.seq, reason: refusal ?? 'not-json' }, 'queue consumer: message refused (unsigned, badly signed, too old or not JSON), dropped');
        // No reason given: a server before 2.10.4 does not read `+TERM <reason>` and keeps the
        // message (redelivered after ack_wait, never removed: the QueueBarrier would never let a read through again).
        m.term();
        continue;
      }
      readable.push(m);
      data.push(parsed);
    }
    if (!data.length) return;
    try {
      await this.opts.handle(data);
      for (const m of readable) m.ack();
    } catch (err) {
      if (this.opts.isPermanent?.(err) && readable.length > 1) {
        await this.oneByOne(readable, data);
        return;
      }
      if (this.opts.isPermanent?.(err)) {
        this.logger.error({ err, durable: this.opts.durable, seq: readable[0].seq }, 'queue consumer: message refused by its handler, dropped');
        readable[0].term();
        return;
      }
      this.logger.error({ err, durable: this.opts.durable, messages: data.length }, 'queue consumer: batch failed, will be redelivered');
      for (const m of readable) m.nak(this.opts.retryDelayMs ?? 1000);
    }
  }

  /** A batch refused for good: each message written alone, the one refused again dropped, the others acked (or redelivered on a passing error). */
  private async oneByOne(readable: JsMsg[], data: Array<QueueMap[Q]>): Promise<void> {
    for (let i = 0; i < readable.length; i++) {
      try {
        await this.opts.handle([data[i]]);
        readable[i].ack();
      } catch (err) {
        if (this.opts.isPermanent?.(err)) {
          this.logger.error({ err, durable: this.opts.durable, seq: readable[i].seq }, 'queue consumer: message refused by its handler, dropped');
          readable[i].term();
        } else {
          this.logger.error({ err, durable: this.opts.durable, seq: readable[i].seq }, 'queue consumer: message failed, will be redelivered');
          readable[i].nak(this.opts.retryDelayMs ?? 1000);
        }
      }
    }
  }
}
