import { randomUUID } from 'node:crypto';
import { createInbox, errors as natsErrors, type Msg, type MsgHdrs, type Payload } from '@nats-io/transport-node';

/** The reply subscription: it ends (closed resolves) when the connection closes or drains, or the server refuses it. */
interface ReplySubscription {
  closed: Promise<void | Error>;
}

/** What ReplyInbox uses of a NATS connection (a NatsConnection is one). */
export interface ReplyConnection {
  subscribe(subject: string, opts: { callback: (err: Error | null, msg: Msg) => void }): ReplySubscription;
  publish(subject: string, payload: Payload, opts: { reply: string; headers?: MsgHdrs }): void;
  isDraining(): boolean;
  /** The connection's status events; a refused publish is an error event. */
  status(): AsyncIterable<{ type: string; error?: unknown }>;
}

/** A request sent and not answered yet: its caller, its timer, and its subject (to match a refused publish). */
interface PendingRequest {
  subject: string;
  timer: NodeJS.Timeout;
  resolve(msg: Msg): void;
  reject(err: Error): void;
}

/**
 * Requests over one connection whose replies all come through one subscription: `<inbox>.*`,
 * `<inbox>` being the connection's inbox prefix (`_INBOX_<user>` for a named user, see
 * natsConnectOptions: the only replies NATS lets that user read) and a random name; each request's
 * reply subject is that inbox and a random token of its own, its waiting caller kept by token with
 * its own timer. nats.js's own request does the same, but builds an Error with a stack trace for
 * every request it ends, answered or not (RequestOne cancels itself after its reply): about 6 µs a
 * request for that Error alone, 3.6 % of the gateway's CPU under search load.
 *
 * A caller sees what nats.js's request would give it:
 * - the reply, whatever it carries (headers included);
 * - "no responders" (NATS's 503 status: an empty message with code 503): NoRespondersError;
 * - no reply within `timeoutMs`: TimeoutError; a reply coming later is dropped;
 * - the connection closed or drained, or the subscription refused by the server: RequestError,
 *   for every request waiting (a new subscription is opened for the next request);
 * - a publish the server refuses (permissions): RequestError for the oldest request sent to that subject;
 * - a request made on a closed or draining connection: ClosedConnectionError, DrainingConnectionError.
 * The subscription outlives NATS reconnects (nats.js subscribes again); a request waiting while the
 * link is down waits on, as nats.js's would (RetryingReads gives it up on a link drop).
 */
export class ReplyInbox {
  private subscription: ReplySubscription | undefined;
  /** `<inbox>.`: the current subscription's reply subjects without their token. */
  private base = '';
  private readonly pending = new Map<string, PendingRequest>();
  private watchingRefusals = false;

  constructor(
    private readonly nc: ReplyConnection,
    /** The connection's `inboxPrefix` (natsConnectOptions), undefined for NATS's default `_INBOX`. */
    private readonly inboxPrefix: string | undefined,
  ) {}

  /**
   * Publishes `payload` (with `headers`, if any) to `subject` and resolves with its reply.
   * `forgetWith`, when given, receives the way to stop waiting: the request's timer stopped, its
   * reply dropped if it comes, its promise left unsettled (RetryingReads: the tries another try's
   * answer made useless).
   */
  request(subject: string, payload: Payload, timeoutMs: number, headers?: MsgHdrs, forgetWith?: (forget: () => void) => void): Promise<Msg> {
    return new Promise<Msg>((resolve, reject) => {
      let base: string;
      try {
        if (this.nc.isDraining()) throw new natsErrors.DrainingConnectionError();
        base = this.open();
      } catch (err) {
        reject(err);
        return;
      }
      const token = randomUUID();
      const timer = setTimeout(() => this.take(token)?.reject(new natsErrors.TimeoutError()), timeoutMs);
      this.pending.set(token, { subject, timer, resolve, reject });
      forgetWith?.(() => this.take(token));
      try {
        this.nc.publish(subject, payload, headers ? { reply: `${base}${token}`, headers } : { reply: `${base}${token}` });
      } catch (err) {
        this.take(token);
        reject(err);
      }
    });
  }

  /** The request waiting under `token`, no longer waiting (its timer stopped); undefined if it ended already. */
  private take(token: string): PendingRequest | undefined {
    const request = this.pending.get(token);
    if (!request) return undefined;
    this.pending.delete(token);
    clearTimeout(request.timer);
    return request;
  }

  /** The reply subscription, opened on the first request (and again after the server refused one). */
  private open(): string {
    if (this.subscription) return this.base;
    this.watchRefusedPublishes();
    const base = `${createInbox(this.inboxPrefix)}.`;
    const subscription = this.nc.subscribe(`${base}*`, {
      callback: (err, msg) => {
        if (err) this.lost(subscription, new natsErrors.RequestError(err.message, { cause: err }));
        else this.answer(msg, base.length);
      },
    });
    this.subscription = subscription;
    this.base = base;
    void subscription.closed.then(() => this.lost(subscription, new natsErrors.RequestError('connection closed')));
    return base;
  }

  private answer(msg: Msg, baseLength: number): void {
    const waiting = this.take(msg.subject.slice(baseLength));
    if (!waiting) return;
    // NATS's "no responders" status: nobody subscribes to the subject (nats.js's test, word for word).
    if (msg.data.length === 0 && msg.headers?.code === 503) waiting.reject(new natsErrors.NoRespondersError(waiting.subject));
    else waiting.resolve(msg);
  }

  /** The subscription ended (connection closed or drained, or refused): every request waiting on it fails. */
  private lost(subscription: ReplySubscription, err: Error): void {
    if (this.subscription !== subscription) return;
    this.subscription = undefined;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const request of waiting) {
      clearTimeout(request.timer);
      request.reject(err);
    }
  }

  /** A publish the server refused fails the oldest request waiting on that subject at once, not at its timeout. */
  private watchRefusedPublishes(): void {
    if (this.watchingRefusals) return;
    this.watchingRefusals = true;
    void (async () => {
      for await (const status of this.nc.status()) {
        if (status.type !== 'error' || !(status.error instanceof natsErrors.PermissionViolationError) || status.error.operation !== 'publish') continue;
        const refused = status.error;
        for (const [token, request] of this.pending) {
          if (request.subject !== refused.subject) continue;
          this.take(token);
          request.reject(new natsErrors.RequestError(refused.message, { cause: refused }));
          break;
        }
      }
    })().catch(() => undefined);
  }
}
