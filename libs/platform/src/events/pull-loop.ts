import { jetstream, type ConsumerConfig, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../logging/logger.js';

/** Creates a durable consumer, or updates the one there (a new ack wait, filter or limit takes effect on restart). */
export async function upsertDurable(jsm: JetStreamManager, stream: string, config: Partial<ConsumerConfig> & { durable_name: string }): Promise<void> {
  try {
    await jsm.consumers.info(stream, config.durable_name);
    await jsm.consumers.update(stream, config.durable_name, config);
  } catch {
    await jsm.consumers.add(stream, config);
  }
}

export interface PullLoopOptions {
  nc: NatsConnection;
  stream: string;
  durable: string;
  /** Messages pulled ahead (the next batch fills while one is handled). */
  maxMessages: number;
  logger: Logger;
  /** Names the consumer in the logs ('batch consumer', 'queue consumer'). */
  label: string;
  stopped: () => boolean;
  /** The pull under way, so that `stop` can end it. */
  started: (messages: ConsumerMessages) => void;
  /** Takes a message; false once it can take no more (the message is given back: nak). */
  take: (m: JsMsg) => boolean;
}

/**
 * Pulls a durable consumer's messages continuously until stopped, starting again after a NATS
 * restart or a lost pull (1 s later). Pull requests expire after 5 s: the server forgets those of a
 * stopped replica soon (a message it sends to one of them waits for the ack wait before it is sent again).
 */
export async function pullLoop(opts: PullLoopOptions): Promise<void> {
  const js = jetstream(opts.nc);
  while (!opts.stopped()) {
    try {
      const consumer = await js.consumers.get(opts.stream, opts.durable);
      if (opts.stopped()) return;
      const messages = await consumer.consume({ max_messages: opts.maxMessages, expires: 5000 });
      opts.started(messages);
      if (opts.stopped()) {
        messages.stop();
        return;
      }
      for await (const m of messages) if (!opts.take(m)) m.nak();
    } catch (err) {
      if (opts.stopped() || opts.nc.isClosed()) return;
      opts.logger.warn({ err: (err as Error).message, durable: opts.durable }, `${opts.label}: pull failed, retrying`);
    }
    if (!opts.stopped() && !opts.nc.isClosed()) await new Promise((r) => setTimeout(r, 1000));
  }
}
