import { randomUUID } from 'node:crypto';
import { connect, type Msg } from '@nats-io/transport-node';
import { IdempotentPatterns, SignedReplyPatterns, type Actor, type BusPattern, type RpcRequestData, type RpcResponseData } from '@streaming/contracts';
import { ConfigError } from '../config/config-error.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { LinkState, type StatusSource } from './link-state.js';
import { natsConnectOptions, type NatsAuthEnv } from './nats-connection.js';
import { DEFAULT_READ_RECONNECT_WAIT_MS, DEFAULT_READ_TRY_TIMEOUT_MS, RetryingReads } from './read-retry.js';
import { ReplyInbox, type ReplyConnection } from './reply-inbox.js';
import { RequestSigning, SignatureHeaders, SIGNING_KEYS_RULE, serializeData } from './request-signing.js';
import { mapRemoteError, mapTransportError, RpcCallError } from './rpc-errors.js';

export interface CallOptions {
  requestId?: string;
  actor?: Actor;
  ip?: string;
  timeoutMs?: number;
  /**
   * The call only reads, so it may be sent again (see RetryingReads in read-retry.ts). Defaults to whether the
   * pattern is in libs/contracts IdempotentPatterns; `false` forces a single try.
   */
  idempotent?: boolean;
}

/** What RpcClient uses of a NATS connection (a NatsConnection is one): its replies' inbox, its status, closing it. */
export interface RpcConnection extends ReplyConnection {
  closed: StatusSource['closed'];
  isClosed(): boolean;
  drain(): Promise<void>;
}

/** What RpcClient.connect needs: where NATS is, who we are on it, the run's prefix and the signing keys. */
export interface RpcClientEnv extends NatsAuthEnv {
  NATS_PREFIX: string;
  INTERNAL_SIGNING_KEYS: string;
  RPC_TIMEOUT_MS?: number;
  RPC_READ_TRY_TIMEOUT_MS?: number;
  RPC_READ_RECONNECT_WAIT_MS?: number;
}

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
 * the replies coming through one subscription of the connection's inbox (ReplyInbox), "no
 * responders" told apart from a timeout as nats.js's own request does. Every request's
 * caller context is signed (RequestSigning), guests included: services refuse unsigned ones. The
 * reply to a pattern of SignedReplyPatterns must be signed by the service, bound to this request:
 * one that is not is dropped and logged, and the call fails with 503 as if nobody had answered.
 */
export class RpcClient {
  /** The link to NATS, as its status events tell it (reads wait for a reconnect rather than send into the void). */
  private readonly link = new LinkState();
  private readonly reads: RetryingReads;

  private constructor(
    readonly nc: RpcConnection,
    private readonly inbox: ReplyInbox,
    private readonly signing: RequestSigning,
    private readonly prefix: string,
    private readonly defaultTimeoutMs: number,
    readTryTimeoutMs: number,
    private readonly reconnectWaitMs: number,
    private readonly logger: Logger,
  ) {
    this.link.follow(nc);
    this.reads = new RetryingReads(this.inbox, this.link, readTryTimeoutMs, reconnectWaitMs);
  }

  /** A client on its own connection (tests, probes): `env` gives the servers, credentials, prefix and keys. */
  static async connect(env: RpcClientEnv, name = 'rpc-client', defaultTimeoutMs = env.RPC_TIMEOUT_MS ?? 5000, logger = createLogger(name, 'warn')): Promise<RpcClient> {
    if (typeof env !== 'object') throw new TypeError('RpcClient.connect(env, name, timeoutMs): pass the loaded env, not a URL');
    const signing = requestSigningFrom(env);
    const options = natsConnectOptions(env);
    const nc = await connect({ ...options, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    return new RpcClient(
      nc,
      new ReplyInbox(nc, options.inboxPrefix),
      signing,
      env.NATS_PREFIX ? `${env.NATS_PREFIX}.` : '',
      defaultTimeoutMs,
      env.RPC_READ_TRY_TIMEOUT_MS ?? DEFAULT_READ_TRY_TIMEOUT_MS,
      env.RPC_READ_RECONNECT_WAIT_MS ?? DEFAULT_READ_RECONNECT_WAIT_MS,
      logger,
    );
  }

  /** A client on a connection the process already holds, its replies taken by that connection's `inbox`. */
  static fromConnection(
    nc: RpcConnection,
    inbox: ReplyInbox,
    signing: RequestSigning,
    prefix: string,
    logger: Logger,
    defaultTimeoutMs = 5000,
    readTryTimeoutMs = DEFAULT_READ_TRY_TIMEOUT_MS,
    reconnectWaitMs = DEFAULT_READ_RECONNECT_WAIT_MS,
  ): RpcClient {
    return new RpcClient(nc, inbox, signing, prefix ? `${prefix}.` : '', defaultTimeoutMs, readTryTimeoutMs, reconnectWaitMs, logger);
  }

  /** Sends `data` to the service answering `pattern`; both shapes come from RpcMap (libs/contracts bus.ts). */
  async call<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, opts: CallOptions = {}): Promise<RpcResponseData<P>> {
    const { reply } = await this.exchange(pattern, data, opts);
    return answerOf(decodeReply<RpcResponseData<P>>(reply.data));
  }

  /**
   * The same call, for a caller that only passes the answer on (the gateway's search answers, sent
   * to the browser as they come): the JSON of the RpcResponseData<P> the service sent, in UTF-8 bytes,
   * not parsed and written again (about 50 µs for a results page of 7 kB on a slow machine). The
   * bytes are cut out of Nest's reply ({"response":…,"isDisposed":true,"id":…}, that request's id);
   * a reply framed otherwise is parsed, and an error thrown as call() throws it.
   */
  async callJson<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, opts: CallOptions = {}): Promise<Buffer> {
    const { reply, id } = await this.exchange(pattern, data, opts);
    return answerJson(reply.data, id) ?? Buffer.from(JSON.stringify(answerOf(decodeReply<RpcResponseData<P>>(reply.data))), 'utf8');
  }

  /** Sends a request and waits for its reply (checked when the pattern's replies are signed); `id`: the request's packet id. */
  private async exchange<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, opts: CallOptions): Promise<{ reply: Msg; id: string }> {
    const subject = `${this.prefix}${pattern}`;
    const dataJson = serializeData(data);
    const meta = this.signing.sign(subject, { requestId: opts.requestId ?? randomUUID(), actor: opts.actor, ip: opts.ip }, dataJson);
    // The data goes out as the exact characters that were signed.
    const envelope = `{"meta":${JSON.stringify(meta)}${dataJson ? `,"data":${dataJson}` : ''}}`;
    const id = randomUUID();
    const packet = `{"pattern":${JSON.stringify(pattern)},"data":${envelope},"id":"${id}"}`;
    const timeoutMs = opts.timeoutMs ?? this.defaultTimeoutMs;
    const request = enc.encode(packet);
    let reply;
    try {
      reply = (opts.idempotent ?? IdempotentPatterns.has(pattern))
        ? await this.reads.readWithRetry(subject, request, timeoutMs, pattern)
        : await this.sendOnce(subject, request, timeoutMs, pattern);
    } catch (err) {
      throw mapTransportError(err, pattern);
    }
    if (SignedReplyPatterns.has(pattern)) this.checkReplySignature(subject, pattern, request, reply, meta.requestId);
    return { reply, id };
  }

  /**
   * A write: sent once. While the NATS link is down it is held until the reconnect (up to
   * reconnectWaitMs, then 503) rather than handed to the client, which would drop it at its next
   * reconnect attempt: it was never sent, so sending it then is not a retry. Once sent, a write whose
   * answer does not come (the link dropped meanwhile, the replica died) is a 504: its outcome is
   * unknown and it is never sent again.
   */
  private async sendOnce(subject: string, payload: Uint8Array, timeoutMs: number, pattern: string): Promise<Msg> {
    if (!this.link.connected) {
      await this.link.reconnected(this.reconnectWaitMs);
      if (!this.link.connected) throw new RpcCallError('SERVICE_UNAVAILABLE', 503, `Messagerie indisponible (${pattern})`);
    }
    return this.inbox.request(subject, payload, timeoutMs);
  }

  /**
   * A reply to a pattern of SignedReplyPatterns must carry the answering service's signature over
   * this request and this reply (RequestSigning.signReply). Otherwise (another process answered
   * first, or altered it) it is dropped and logged, and the call fails with 503, as if nobody had
   * answered: never taken as the service's answer.
   */
  private checkReplySignature(subject: string, pattern: string, request: Uint8Array, reply: Msg, requestId: string): void {
    const kid = reply.headers?.get(SignatureHeaders.kid) || undefined;
    const sig = reply.headers?.get(SignatureHeaders.sig) || undefined;
    if (this.signing.verifyReply(subject, request, reply.data, kid, sig)) return;
    this.logger.warn(
      { subject, requestId, kid: kid?.slice(0, 32), reason: sig ? 'bad-signature' : 'missing' },
      'rpc reply dropped: not signed by the service for this request',
    );
    throw new RpcCallError('SERVICE_UNAVAILABLE', 503, `Réponse non signée de ${pattern}`);
  }

  async close(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain();
  }
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
 * that reaches a typed one, and only in this function; nothing else casts a reply. Who answered is
 * checked before, for the replies that decide rights (SignedReplyPatterns: checkReplySignature).
 */
function decodeReply<TResponse>(bytes: Uint8Array): ReplyBody<TResponse> {
  return JSON.parse(dec.decode(bytes));
}

/** The handler's answer, or the error it threw, thrown as the caller's. */
function answerOf<TResponse>(body: ReplyBody<TResponse>): TResponse {
  if (body.err !== undefined && body.err !== null) throw mapRemoteError(body.err);
  return body.response;
}

const ANSWER_START = enc.encode('{"response":');

/**
 * The bytes of the answer in a reply framed the way Nest frames a handler's answer to request `id`
 * ({"response":<answer>,"isDisposed":true,"id":"<id>"}: nothing else in it), copied; undefined for
 * any other reply (an error, another frame).
 */
function answerJson(bytes: Uint8Array, id: string): Buffer | undefined {
  const end = enc.encode(`,"isDisposed":true,"id":"${id}"}`);
  if (bytes.length <= ANSWER_START.length + end.length) return undefined;
  const reply = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!reply.subarray(0, ANSWER_START.length).equals(ANSWER_START) || !reply.subarray(reply.length - end.length).equals(end)) return undefined;
  return Buffer.from(reply.subarray(ANSWER_START.length, reply.length - end.length));
}
