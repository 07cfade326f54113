import { randomUUID } from 'node:crypto';
import { connect, errors as natsErrors, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { IdempotentPatterns, type Actor, type BusPattern, type RpcErrorPayload, type RpcRequestData, type RpcResponseData } from '@streaming/contracts';
import { ConfigError } from '../config/config-error.js';
import { natsConnectOptions, type NatsAuthEnv } from './nats-connection.js';
import { RequestSigning, SIGNING_KEYS_RULE, serializeData } from './request-signing.js';

/** A failed call: a domain error from the service, or 503 (no responder) / 504 (timeout). */
export class RpcCallError extends Error {
  constructor(
    public readonly code: string,
    public readonly status: number,
    message: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'RpcCallError';
  }
}

export interface CallOptions {
  requestId?: string;
  actor?: Actor;
  ip?: string;
  timeoutMs?: number;
  /**
   * The call only reads, so it may be sent again (see readWithRetry). Defaults to whether the
   * pattern is in libs/contracts IdempotentPatterns; `false` forces a single try.
   */
  idempotent?: boolean;
}

/** What RpcClient.connect needs: where NATS is, who we are on it, the run's prefix and the signing keys. */
export interface RpcClientEnv extends NatsAuthEnv {
  NATS_PREFIX: string;
  INTERNAL_SIGNING_KEYS: string;
  RPC_TIMEOUT_MS?: number;
  RPC_READ_TRY_TIMEOUT_MS?: number;
}

/** Default time a read waits for its first try before it is sent again. */
export const DEFAULT_READ_TRY_TIMEOUT_MS = 1000;
/** Pause before a read that met "no responders" is sent again (a replica may be resubscribing after a NATS reconnect). */
const NO_RESPONDERS_PAUSE_MS = 100;

const enc = new TextEncoder();
const dec = new TextDecoder();

/** The signing keys of a process that talks on the bus: required, so a missing setting stops the start. */
export function requestSigningFrom(env: { INTERNAL_SIGNING_KEYS: string }): RequestSigning {
  if (!env.INTERNAL_SIGNING_KEYS) throw new ConfigError([`INTERNAL_SIGNING_KEYS: required (${SIGNING_KEYS_RULE})`]);
  try {
    return RequestSigning.fromSpec(env.INTERNAL_SIGNING_KEYS);
  } catch (err) {
    throw new ConfigError([(err as Error).message]);
  }
}

/**
 * Request/reply over NATS speaking Nest's wire format ({ pattern, data, id } -> { id, response | err }),
 * with NATS's own request so that "no responders" is told apart from a timeout. Every request's
 * caller context is signed (RequestSigning), guests included: services refuse unsigned ones.
 */
export class RpcClient {
  /** The link to NATS, as its status events tell it (reads wait for a reconnect rather than send into the void). */
  private readonly link = new LinkState();

  private constructor(
    readonly nc: NatsConnection,
    private readonly signing: RequestSigning,
    private readonly prefix: string,
    private readonly defaultTimeoutMs: number,
    private readonly readTryTimeoutMs: number,
  ) {
    this.link.follow(nc);
  }

  /** A client on its own connection (tests, probes): `env` gives the servers, credentials, prefix and keys. */
  static async connect(env: RpcClientEnv, name = 'rpc-client', defaultTimeoutMs = env.RPC_TIMEOUT_MS ?? 5000): Promise<RpcClient> {
    if (typeof env !== 'object') throw new TypeError('RpcClient.connect(env, name, timeoutMs): pass the loaded env, not a URL');
    const signing = requestSigningFrom(env);
    const nc = await connect({ ...natsConnectOptions(env), name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    return new RpcClient(nc, signing, env.NATS_PREFIX ? `${env.NATS_PREFIX}.` : '', defaultTimeoutMs, env.RPC_READ_TRY_TIMEOUT_MS ?? DEFAULT_READ_TRY_TIMEOUT_MS);
  }

  static fromConnection(
    nc: NatsConnection,
    signing: RequestSigning,
    prefix: string,
    defaultTimeoutMs = 5000,
    readTryTimeoutMs = DEFAULT_READ_TRY_TIMEOUT_MS,
  ): RpcClient {
    return new RpcClient(nc, signing, prefix ? `${prefix}.` : '', defaultTimeoutMs, readTryTimeoutMs);
  }

  /** Sends `data` to the service answering `pattern`; both shapes come from RpcMap (libs/contracts bus.ts). */
  async call<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, opts: CallOptions = {}): Promise<RpcResponseData<P>> {
    const subject = `${this.prefix}${pattern}`;
    const dataJson = serializeData(data);
    const meta = this.signing.sign(subject, { requestId: opts.requestId ?? randomUUID(), actor: opts.actor, ip: opts.ip }, dataJson);
    // The data goes out as the exact characters that were signed.
    const envelope = `{"meta":${JSON.stringify(meta)}${dataJson ? `,"data":${dataJson}` : ''}}`;
    const packet = `{"pattern":${JSON.stringify(pattern)},"data":${envelope},"id":"${randomUUID()}"}`;
    const timeoutMs = opts.timeoutMs ?? this.defaultTimeoutMs;
    let reply;
    try {
      reply = (opts.idempotent ?? IdempotentPatterns.has(pattern))
        ? await this.readWithRetry(subject, enc.encode(packet), timeoutMs, pattern)
        : await this.nc.request(subject, enc.encode(packet), { timeout: timeoutMs });
    } catch (err) {
      throw mapTransportError(err, pattern);
    }
    const body = decodeReply<RpcResponseData<P>>(reply.data);
    if (body.err !== undefined && body.err !== null) throw mapRemoteError(body.err);
    return body.response;
  }

  /**
   * A read: the first try waits readTryTimeoutMs; with no answer by then (the replica that took it
   * died), it is sent once more, and the queue group hands it to a live replica, for what is left
   * of `totalMs`. A try lost to a NATS disconnect does not count: while the link is down nothing is
   * sent (the client drops what it buffered at each reconnect attempt), the read waits for the
   * reconnect and is sent then. "No responders" (no replica subscribed at this instant, e.g. while
   * they resubscribe after a reconnect) means nobody got it: it is sent again after a short pause,
   * for at most one try timeout, then reported. The same signed packet is re-sent: its signature
   * outlives `totalMs`.
   */
  private async readWithRetry(subject: string, payload: Uint8Array, totalMs: number, pattern: string): Promise<Msg> {
    const deadline = Date.now() + totalMs;
    let retried = false;
    let noRespondersSince: number | undefined;
    for (;;) {
      if (!this.link.connected) await this.link.reconnected(deadline - Date.now());
      const left = deadline - Date.now();
      if (left <= 0) throw new RpcCallError('SERVICE_TIMEOUT', 504, `Délai dépassé pour ${pattern}`);
      const epoch = this.link.epoch;
      const tryMs = retried ? left : Math.min(this.readTryTimeoutMs, left);
      try {
        return await this.nc.request(subject, payload, { timeout: tryMs });
      } catch (err) {
        const now = Date.now();
        if (isNoResponders(err)) {
          noRespondersSince ??= now;
          const pauseUntil = now + NO_RESPONDERS_PAUSE_MS;
          if (pauseUntil - noRespondersSince > this.readTryTimeoutMs || pauseUntil >= deadline) throw err;
          await new Promise((resolve) => setTimeout(resolve, NO_RESPONDERS_PAUSE_MS));
          continue;
        }
        if (!isTimeout(err)) throw err;
        // Lost with the link: sent again once it is back.
        if (epoch !== this.link.epoch || !this.link.connected) continue;
        // Taken by a replica that did not answer in time: sent again once, if there is time left for an answer.
        if (!retried && deadline - now > NO_RESPONDERS_PAUSE_MS) {
          retried = true;
          continue;
        }
        throw err;
      }
    }
  }

  async close(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain();
  }
}

/** Connected or not, and how many disconnects so far, from the connection's status events. */
class LinkState {
  connected = true;
  epoch = 0;
  private waiters: Array<() => void> = [];

  follow(nc: NatsConnection): void {
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') {
          this.connected = false;
          this.epoch++;
        } else if (status.type === 'reconnect') {
          this.connected = true;
          for (const wake of this.waiters.splice(0)) wake();
        }
      }
    })().catch(() => undefined);
  }

  /** Resolves on the next reconnect, or after `waitMs`. */
  reconnected(waitMs: number): Promise<void> {
    if (this.connected || waitMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, waitMs);
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        const i = waiters.indexOf(done);
        if (i >= 0) waiters.splice(i, 1);
        resolve();
      }
      this.waiters.push(done);
    });
  }
}

function isNoResponders(err: unknown): boolean {
  return err instanceof natsErrors.NoRespondersError || (err instanceof natsErrors.RequestError && err.isNoResponders());
}

function isTimeout(err: unknown): boolean {
  return err instanceof natsErrors.TimeoutError || (err instanceof Error && err.cause instanceof natsErrors.TimeoutError);
}

/** A reply in Nest's wire format: the handler's answer, or the error it threw. */
interface ReplyBody<TResponse> {
  response: TResponse;
  err?: unknown;
}

/**
 * The bus's one unchecked step. A reply is JSON (so `unknown` until something vouches for it);
 * what vouches for it is that the handler answering the pattern is checked against the same RpcMap
 * entry at compile time (@RpcPattern), on both ends of the wire, so the answer is taken as
 * RpcMap[pattern]['response'] here without re-validating it. `JSON.parse` is the only untyped value
 * that reaches a typed one, and only in this function; nothing else casts a reply.
 */
function decodeReply<TResponse>(bytes: Uint8Array): ReplyBody<TResponse> {
  return JSON.parse(dec.decode(bytes));
}

function mapTransportError(err: unknown, pattern: string): RpcCallError {
  if (err instanceof RpcCallError) return err;
  if (isNoResponders(err)) {
    return new RpcCallError('SERVICE_UNAVAILABLE', 503, `Aucun service ne répond à ${pattern}`);
  }
  if (isTimeout(err)) {
    return new RpcCallError('SERVICE_TIMEOUT', 504, `Délai dépassé pour ${pattern}`);
  }
  if (err instanceof natsErrors.ClosedConnectionError || err instanceof natsErrors.RequestError) {
    return new RpcCallError('SERVICE_UNAVAILABLE', 503, `Messagerie indisponible (${pattern})`);
  }
  return new RpcCallError('SERVICE_UNAVAILABLE', 503, err instanceof Error ? err.message : String(err));
}

function mapRemoteError(err: unknown): RpcCallError {
  if (err && typeof err === 'object' && 'code' in err && 'status' in err && typeof (err as RpcErrorPayload).status === 'number') {
    const e = err as RpcErrorPayload;
    return new RpcCallError(e.code, e.status, e.message, e.extra);
  }
  return new RpcCallError('INTERNAL', 500, 'Une erreur est survenue');
}
