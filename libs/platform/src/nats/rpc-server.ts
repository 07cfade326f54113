import { ServerNats, type NatsContext, type WritePacket } from '@nestjs/microservices';
import { headers as natsHeaders, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { SignedReplyPatterns } from '@streaming/contracts';
import type { NatsConnectOptions } from './nats-connection.js';
import { SignatureHeaders, type RequestSigning } from './request-signing.js';

export interface RpcServerOptions {
  /** Servers and credentials (natsConnectOptions). */
  connection: NatsConnectOptions;
  name?: string;
  /** Queue group: one replica of the service answers each request. */
  queue: string;
  /** Prepended to every pattern, so separate runs on one NATS never answer each other. */
  prefix: string;
  /**
   * On close, how long the handlers still running may take to answer once the subscriptions are
   * drained (default 10 s); whatever is left after that is dropped with the connection.
   */
  drainTimeoutMs?: number;
  /** Signs the replies to SignedReplyPatterns (the service's INTERNAL_SIGNING_KEYS). */
  signing: RequestSigning;
}

const enc = new TextEncoder();

type NatsClient = Parameters<ServerNats['bindEvents']>[0];

/**
 * Nest's NATS transport, with the subject prefix of this run on the wire and a graceful stop:
 * close() drains the subscriptions (the server routes new requests to the other members of the
 * queue group, and every request it had already sent here is still handled), waits for the
 * handlers in flight to send their replies, then drains the connection (flushes those replies).
 * Nest's own graceful option unsubscribes and sleeps a fixed time instead: requests already on
 * the wire were dropped and slow handlers lost their reply.
 */
export class PrefixedNatsServer extends ServerNats {
  private readonly prefix: string;
  private readonly queue: string;
  private readonly drainTimeoutMs: number;
  private readonly signing: RequestSigning;
  private connection?: NatsConnection;
  private readonly subs: Subscription[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(options: RpcServerOptions) {
    // Reconnect for ever and quickly after a NATS restart: a replica that gives up, or waits 2 s
    // between attempts (the client's defaults), leaves the queue group empty meanwhile.
    super({ ...options.connection, name: options.name, queue: options.queue, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
    this.prefix = options.prefix ? `${options.prefix}.` : '';
    this.queue = options.queue;
    this.drainTimeoutMs = options.drainTimeoutMs ?? 10000;
    this.signing = options.signing;
  }

  /**
   * Nest's publisher, except that a reply to a pattern of SignedReplyPatterns (errors included) is
   * signed: key id and signature in its headers (RequestSigning.signReply, bound to the request's
   * exact bytes). The caller (RpcClient) refuses such a reply without them.
   */
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (response: WritePacket) => unknown {
    const pattern = natsMsg.subject.startsWith(this.prefix) ? natsMsg.subject.slice(this.prefix.length) : '';
    if (!natsMsg.reply || !SignedReplyPatterns.has(pattern)) return super.getPublisher(natsMsg, id, ctx);
    return (response: WritePacket) => {
      const body = enc.encode(String(this.serializer.serialize({ ...response, id }).data));
      const { kid, sig } = this.signing.signReply(natsMsg.subject, natsMsg.data, body);
      const h = natsHeaders();
      h.set(SignatureHeaders.kid, kid);
      h.set(SignatureHeaders.sig, sig);
      return natsMsg.respond(body, { headers: h });
    };
  }

  /** Same connection as Nest's, kept here so close() can drain it. */
  override async createNatsClient(): Promise<NatsClient> {
    const nc: NatsConnection = await super.createNatsClient();
    this.connection = nc;
    return nc;
  }

  // Same as ServerNats.bindEvents, but subscribes to the prefixed subject and counts the handlers
  // in flight. Handlers are still looked up by their unprefixed pattern.
  override bindEvents(client: NatsClient): void {
    const nc: NatsConnection = client;
    for (const [channel, handlerRef] of this.messageHandlers.entries()) {
      const queue = (handlerRef.extras?.queue as string | undefined) ?? this.queue;
      const handler = this.getMessageHandler(channel);
      this.subs.push(
        nc.subscribe(`${this.prefix}${channel}`, {
          queue,
          callback: (err, msg) => this.track(Promise.resolve(handler.call(this, err, msg))),
        }),
      );
    }
  }

  /**
   * Nest first tries `JSON.parse` on the pattern of every request (a pattern may be an object); ours
   * are dotted strings, so the parse throws and Nest catches a SyntaxError, stack trace included, on
   * each request (about a tenth of a small handler's CPU). A pattern that cannot be JSON goes straight
   * to the route; anything else keeps Nest's way.
   */
  protected override getRouteFromPattern(pattern: string): string {
    const first = pattern.charCodeAt(0);
    // '{', '[', '"', a digit or '-': possibly JSON.
    const maybeJson = first === 123 || first === 91 || first === 34 || first === 45 || (first >= 48 && first <= 57);
    return maybeJson ? super.getRouteFromPattern(pattern) : this.normalizePattern(pattern);
  }

  /** Handlers running now (for the stop and its tests). */
  get pendingHandlers(): number {
    return this.inFlight.size;
  }

  private track(handling: Promise<unknown>): void {
    const settled = handling.catch(() => undefined).finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
  }

  override async close(): Promise<void> {
    const nc = this.connection;
    if (!nc) return;
    this.connection = undefined;
    if (!nc.isClosed()) {
      // Stop receiving: UNSUB, then a round trip, so every request the server sent before it is delivered.
      await Promise.all(this.subs.map((s) => (s.isClosed() ? undefined : s.drain().catch(() => undefined))));
      await this.waitForHandlers();
      // Flushes the replies, then closes.
      await nc.drain().catch(() => nc.close());
    }
    this.subs.length = 0;
    this.statusEventEmitter.removeAllListeners();
  }

  private async waitForHandlers(): Promise<void> {
    if (this.inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.drainTimeoutMs);
    });
    // New ones may start while earlier ones finish (messages delivered by the drain's round trip).
    while (this.inFlight.size > 0) {
      const done = await Promise.race([Promise.all([...this.inFlight]).then(() => true), timeout.then(() => false)]);
      if (!done) break;
    }
    clearTimeout(timer);
  }
}
