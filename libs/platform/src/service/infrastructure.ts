import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DeliverPolicy, jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { BusEvent, EventFilter, EventTypesMatching, QueueName } from '@streaming/contracts';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { BaseEnv } from '../config/base-env.js';
import type { Logger } from '../logging/logger.js';
import { Cache, createRedis } from '../cache/cache.js';
import { OutboxRelay } from '../events/outbox.js';
import { ensureStream, eventsStream } from '../events/stream.js';
import { DurableConsumer, type DurableConsumerOptions } from '../events/durable-consumer.js';
import { readEvent } from '../events/read-event.js';
import { RpcClient, requestSigningFrom } from '../nats/rpc-client.js';
import { natsConnectOptions } from '../nats/nats-connection.js';
import { ReplyInbox } from '../nats/reply-inbox.js';
import { StreamPublisher } from '../nats/stream-publisher.js';
import type { RequestSigning } from '../nats/request-signing.js';
import { checkNats, checkPostgres, checkRedis, type CheckResult } from '../health/checks.js';
import { QueueConsumer, QueueProducer, queueNames, queueStream, type QueueConsumerOptions } from '../queues/work-queue.js';
import { QueueBarrier } from '../queues/queue-barrier.js';

export interface InfrastructureOptions {
  name: string;
  env: BaseEnv;
  logger: Logger;
  dataSource?: DataSource;
}

/**
 * The connections one process holds: NATS (+ JetStream), Redis, and PostgreSQL when the service
 * owns a schema; plus the outbox relay and the durable consumers. Built before Nest and handed to
 * the module as values, so tests build the same thing against their own names.
 */
export class Infrastructure {
  readonly consumers: Array<Pick<DurableConsumer, 'stop'>> = [];
  private readonly producers = new Map<QueueName, Promise<QueueProducer<QueueName>>>();
  private readonly barriers = new Map<QueueName, QueueBarrier>();
  private readonly followers: Array<{ stop(): void }> = [];
  private closing = false;
  relay?: OutboxRelay;

  private constructor(
    readonly name: string,
    readonly env: BaseEnv,
    readonly logger: Logger,
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly jsm: JetStreamManager,
    readonly redis: Redis,
    readonly cache: Cache,
    readonly rpc: RpcClient,
    /** Publishes to streams and waits for their acknowledgement, through the connection's ReplyInbox (the work queues' messages). */
    private readonly streamPublisher: StreamPublisher,
    /** Signs this process's requests and verifies the ones it serves (INTERNAL_SIGNING_KEYS). */
    readonly signing: RequestSigning,
    readonly dataSource?: DataSource,
  ) {}

  static async start(opts: InfrastructureOptions): Promise<Infrastructure> {
    const { env, logger, name } = opts;
    // noAsyncTraces: no stack capture per request on the hot path.
    // Before any connection: a process without signing keys must not start.
    const signing = requestSigningFrom(env);
    const natsOptions = natsConnectOptions(env);
    const nc = await connect({ ...natsOptions, name, maxReconnectAttempts: -1, reconnectTimeWait: 500, noAsyncTraces: true });
    const jsm = await jetstreamManager(nc, { timeout: 5000 });
    await ensureStream(jsm, eventsStream(env.EVENTS_STREAM, env.EVENTS_PREFIX, env.EVENTS_REPLICAS));
    const js = jetstream(nc, { timeout: 5000 });
    const redis = createRedis(env.REDIS_URL);
    const cache = new Cache(redis, env.REDIS_PREFIX, logger);
    // One reply subscription for the connection's requests: the calls and the queued messages.
    const inbox = new ReplyInbox(nc, natsOptions.inboxPrefix);
    const rpc = RpcClient.fromConnection(nc, inbox, signing, env.NATS_PREFIX, logger, env.RPC_TIMEOUT_MS, env.RPC_READ_TRY_TIMEOUT_MS, env.RPC_READ_RECONNECT_WAIT_MS);
    if (opts.dataSource && !opts.dataSource.isInitialized) await opts.dataSource.initialize();
    const infra = new Infrastructure(name, env, logger, nc, js, jsm, redis, cache, rpc, new StreamPublisher(inbox), signing, opts.dataSource);
    if (opts.dataSource) {
      infra.relay = new OutboxRelay(opts.dataSource, nc, env.EVENTS_PREFIX, signing, logger, { inboxPrefix: natsOptions.inboxPrefix });
      infra.relay.start();
    }
    return infra;
  }

  /** Subject for an event type in this run, e.g. `events.identity.user.banned`. */
  subject(type: string): string {
    return `${this.env.EVENTS_PREFIX}.${type}`;
  }

  /**
   * A durable consumer of the events `filters` match (event types or `<prefix>.>`, without the run's
   * subject prefix); `handle` receives them typed by EventMap, in batches: up to `maxBatch` (default
   * 100), handed out as soon as the previous batch is done, or, with `maxWaitMs`, once the batch's
   * first event waited that long (a counter fed by a busy subject: one transaction per hundreds of
   * events). A batch is acked once `handle` resolved, nak'ed when it throws.
   */
  async consume<F extends EventFilter>(
    opts: Omit<DurableConsumerOptions<EventTypesMatching<F>>, 'stream' | 'filterSubjects'> & { filters: F[] },
  ): Promise<DurableConsumer<EventTypesMatching<F>>> {
    const { filters, ...rest } = opts;
    const options = { ...rest, filterSubjects: filters.map((f) => this.subject(f)), stream: this.env.EVENTS_STREAM };
    const consumer = new DurableConsumer(this.nc, this.jsm, options, this.signing, this.logger);
    await consumer.start();
    this.consumers.push(consumer);
    return consumer;
  }

  /**
   * The producer of a work queue (its stream created when missing, so that messages are kept even
   * before their consumer first starts). One per queue and process.
   */
  queueProducer<Q extends QueueName>(queue: Q): Promise<QueueProducer<Q>> {
    let producer = this.producers.get(queue);
    if (!producer) {
      const names = queueNames(this.env, queue);
      producer = ensureStream(this.jsm, queueStream(names, this.env.EVENTS_REPLICAS)).then(() => new QueueProducer<QueueName>(this.streamPublisher, this.signing, names));
      producer.catch(() => this.producers.delete(queue));
      this.producers.set(queue, producer);
    }
    return producer;
  }

  /** The consumer of a work queue (one durable consumer for every replica of this service; its stream created when missing). */
  async consumeQueue<Q extends QueueName>(queue: Q, opts: QueueConsumerOptions<Q>): Promise<QueueConsumer<Q>> {
    const names = queueNames(this.env, queue);
    await ensureStream(this.jsm, queueStream(names, this.env.EVENTS_REPLICAS));
    const consumer = new QueueConsumer<Q>(this.nc, this.jsm, this.signing, names, opts, this.logger);
    await consumer.start();
    this.consumers.push(consumer);
    return consumer;
  }

  /**
   * The read barrier of a work queue this service consumes: one per queue and process, shared by
   * every read that must see the messages queued before it written (QueueBarrier).
   */
  queueBarrier(queue: QueueName): QueueBarrier {
    let barrier = this.barriers.get(queue);
    if (!barrier) {
      barrier = new QueueBarrier(this.jsm, queueNames(this.env, queue).stream, this.logger);
      this.barriers.set(queue, barrier);
    }
    return barrier;
  }

  /**
   * Every process sees new events on `subject` from now on (ordered, ephemeral consumer, no ack):
   * for per-process state such as in-memory caches. Not durable: use `consume` for effects that
   * must not be missed.
   */
  follow<F extends EventFilter>(filter: F, handle: (events: Array<BusEvent<EventTypesMatching<F>>>) => void): void {
    const subject = this.subject(filter);
    const run = async () => {
      while (!this.closing && !this.nc.isClosed()) {
        try {
          const consumer = await this.js.consumers.get(this.env.EVENTS_STREAM, { filter_subjects: subject, deliver_policy: DeliverPolicy.New });
          const messages = await consumer.consume();
          this.followers.push(messages);
          for await (const m of messages) {
            // Only what its publisher signed (readEvent), as DurableConsumer.
            const read = readEvent<EventTypesMatching<F>>(this.signing, m);
            if (!('event' in read)) {
              this.logger.error({ subject: m.subject, seq: m.seq, reason: read.refused }, 'follower: event refused (unsigned, badly signed, too old or unreadable), dropped');
              continue;
            }
            try {
              handle([read.event]);
            } catch (err) {
              this.logger.warn({ err: (err as Error).message, subject: m.subject }, 'follower: event skipped');
            }
          }
        } catch (err) {
          if (this.closing || this.nc.isClosed()) return;
          this.logger.warn({ err: (err as Error).message, subject }, 'follower: restarting');
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
    };
    void run();
  }

  async health(): Promise<Record<string, CheckResult>> {
    const [postgres, redis] = await Promise.all([
      this.dataSource ? checkPostgres(this.dataSource) : Promise.resolve(undefined),
      checkRedis(this.redis),
    ]);
    const nats = await checkNats(this.nc);
    return { ...(postgres ? { postgres } : {}), redis, nats };
  }

  async close(): Promise<void> {
    this.closing = true;
    this.relay?.stop();
    for (const f of this.followers) f.stop();
    await Promise.all(this.consumers.map((c) => c.stop()));
    // The flush under way (timer or poke) ends before the last one, and both before the database closes.
    if (this.relay) {
      await this.relay.idle();
      await this.relay.flush();
    }
    if (this.dataSource?.isInitialized) await this.dataSource.destroy();
    this.redis.disconnect();
    if (!this.nc.isClosed()) await this.nc.drain();
  }
}
