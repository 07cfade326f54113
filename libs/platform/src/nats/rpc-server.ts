import { ServerNats } from '@nestjs/microservices';
import type { NatsConnectOptions } from './nats-connection.js';

export interface RpcServerOptions {
  /** Servers and credentials (natsConnectOptions). */
  connection: NatsConnectOptions;
  name?: string;
  /** Queue group: one replica of the service answers each request. */
  queue: string;
  /** Prepended to every pattern, so separate runs on one NATS never answer each other. */
  prefix: string;
}

type NatsClient = Parameters<ServerNats['bindEvents']>[0];
type Subscription = ReturnType<NatsClient['subscribe']>;

/** Nest's NATS transport, with the subject prefix of this run on the wire. */
export class PrefixedNatsServer extends ServerNats {
  private readonly prefix: string;
  private readonly queue: string;

  constructor(options: RpcServerOptions) {
    super({ ...options.connection, name: options.name, queue: options.queue, gracefulShutdown: true, gracePeriod: 1000 });
    this.prefix = options.prefix ? `${options.prefix}.` : '';
    this.queue = options.queue;
  }

  // Same as ServerNats.bindEvents, but subscribes to the prefixed subject. Handlers are still
  // looked up by their unprefixed pattern.
  override bindEvents(client: NatsClient): void {
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions;
    for (const [channel, handlerRef] of this.messageHandlers.entries()) {
      const queue = (handlerRef.extras?.queue as string | undefined) ?? this.queue;
      subscriptions.push(
        client.subscribe(`${this.prefix}${channel}`, { queue, callback: this.getMessageHandler(channel).bind(this) }),
      );
    }
  }
}
