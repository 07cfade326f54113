import { AckPolicy, DeliverPolicy, jetstream, JetStreamApiCodes, type ConsumerConfig, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../logging/logger.js';
import { BatchCollector } from '../batching/batch-collector.js';
import { isJetStreamError } from './stream.js';

export interface PulledBatchesOptions {
  nc: NatsConnection;
  jsm: JetStreamManager;
  stream: string;
  durable: string;
  /** Filter of the consumer (`filter_subject` or `filter_subjects`), none for a stream of one subject. */
  filter?: Pick<ConsumerConfig, 'filter_subject' | 'filter_subjects'>;
  /** Most messages handed to `process` at once. */
  maxBatch: number;
  /** Longest a message waits for its batch to fill. */
  maxWaitMs: number;
  /** How long JetStream waits for an ack before it sends a message again. */
  ackWaitMs: number;
  logger: Logger;
  /** Names the consumer in the logs ('events consumer', 'queue consumer'). */
  label: string;
  /** One batch, in the order the messages arrived; acks or naks each message itself. */
  process: (batch: JsMsg[]) => Promise<void>;
}

/**
 * The one JetStream consumer mechanism, under the events' consumer (DurableConsumer) and the work
 * queues' (QueueConsumer): a durable pull consumer (explicit ack, created at the first start, its
 * settings updated at the next ones) whose messages are pulled continuously (`consume`)
 * and handed out in batches (BatchCollector), one batch at a time, so the next batch fills while
 * one is handled; JetStream stops sending when `4 × maxBatch` messages are unacked. Survives NATS
 * restarts (the pull starts again 1 s later). On `stop` the batch being handled is finished, the
 * messages still waiting are nak'ed so another replica gets them at once (those JetStream hands to
 * this replica's pull requests still open on the server come back after the ack wait: never lost).
 */
export class PulledBatches {
  private stopped = false;
  private loop?: Promise<void>;
  private messages?: ConsumerMessages;
  private readonly collector: BatchCollector<JsMsg>;

  constructor(private readonly opts: PulledBatchesOptions) {
    this.collector = new BatchCollector<JsMsg>(opts.maxBatch, opts.maxWaitMs, opts.process, (err) =>
      opts.logger.error({ err, durable: opts.durable }, `${opts.label}: batch failed`),
    );
  }

  async start(): Promise<void> {
    const { jsm, stream, durable } = this.opts;
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: this.opts.ackWaitMs * 1_000_000,
      max_ack_pending: 4 * this.opts.maxBatch,
      ...this.opts.filter,
    };
    // A new ack wait, filter or limit takes effect on restart. Only a consumer that does not exist
    // yet is created: any other error (NATS away, no permission, no stream) stops the start.
    const exists = await jsm.consumers.info(stream, durable).then(
      () => true,
      (err: unknown) => {
        if (isJetStreamError(err, JetStreamApiCodes.ConsumerNotFound)) return false;
        throw err;
      },
    );
    if (exists) await jsm.consumers.update(stream, durable, config);
    else await jsm.consumers.add(stream, config);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.messages?.stop();
    const waiting = await this.collector.stop();
    for (const m of waiting) m.nak();
    await this.loop;
  }

  /** Pull requests expire after 5 s: the server forgets those of a stopped replica soon. */
  private async run(): Promise<void> {
    const { nc, stream, durable, logger, label } = this.opts;
    const js = jetstream(nc);
    while (!this.stopped) {
      try {
        const consumer = await js.consumers.get(stream, durable);
        if (this.stopped) return;
        this.messages = await consumer.consume({ max_messages: 2 * this.opts.maxBatch, expires: 5000 });
        if (this.stopped) {
          this.messages.stop();
          return;
        }
        for await (const m of this.messages) if (!this.collector.push(m)) m.nak();
      } catch (err) {
        if (this.stopped || nc.isClosed()) return;
        logger.warn({ err: (err as Error).message, durable }, `${label}: pull failed, retrying`);
      }
      if (!this.stopped && !nc.isClosed()) await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
