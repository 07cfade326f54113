import { ServerNats } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
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

/** Nest's NATS transport, with the subject prefix of this run on the wire. */
export class PrefixedNatsServer extends ServerNats {
  private readonly prefix: string;

  constructor(options: RpcServerOptions) {
    super({ ...options.connection, name: options.name, queue: options.queue, gracefulShutdown: true, gracePeriod: 1000 });
    this.prefix = options.prefix ? `${options.prefix}.` : '';
  }

  // Nest 12's ServerNats has no public option for the subject of a subscription: the list of
  // subscriptions it closes on shutdown is a private field, and bindEvents subscribes each
  // handler's pattern as is. So Nest's own bindEvents runs (queue groups, handler lookup by the
  // unprefixed pattern, and its subscription list, closed by close()) on a view of the connection
  // whose subscribe puts this run's prefix in front of the subject. Nothing private is read.
  override bindEvents(client: NatsConnection): void {
    const prefix = this.prefix;
    const prefixing: Pick<NatsConnection, 'subscribe'> = {
      subscribe: (subject, opts) => client.subscribe(`${prefix}${subject}`, opts),
    };
    super.bindEvents(prefixing);
  }
}
