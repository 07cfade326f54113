import { randomUUID } from 'node:crypto';
import { connect, errors as natsErrors, type NatsConnection } from '@nats-io/transport-node';
import type { Actor, BusPattern, RpcErrorPayload, RpcRequestData, RpcResponseData } from '@streaming/contracts';
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
}

/** What RpcClient.connect needs: where NATS is, who we are on it, the run's prefix and the signing keys. */
export interface RpcClientEnv extends NatsAuthEnv {
  NATS_PREFIX: string;
  INTERNAL_SIGNING_KEYS: string;
  RPC_TIMEOUT_MS?: number;
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
 * with NATS's own request so that "no responders" is told apart from a timeout. Every request's
 * caller context is signed (RequestSigning), guests included: services refuse unsigned ones.
 */
export class RpcClient {
  private constructor(
    readonly nc: NatsConnection,
    private readonly signing: RequestSigning,
    private readonly prefix: string,
    private readonly defaultTimeoutMs: number,
  ) {}

  /** A client on its own connection (tests, probes): `env` gives the servers, credentials, prefix and keys. */
  static async connect(env: RpcClientEnv, name = 'rpc-client', defaultTimeoutMs = env.RPC_TIMEOUT_MS ?? 5000): Promise<RpcClient> {
    if (typeof env !== 'object') throw new TypeError('RpcClient.connect(env, name, timeoutMs): pass the loaded env, not a URL');
    const signing = requestSigningFrom(env);
    const nc = await connect({ ...natsConnectOptions(env), name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    return new RpcClient(nc, signing, env.NATS_PREFIX ? `${env.NATS_PREFIX}.` : '', defaultTimeoutMs);
  }

  static fromConnection(nc: NatsConnection, signing: RequestSigning, prefix: string, defaultTimeoutMs = 5000): RpcClient {
    return new RpcClient(nc, signing, prefix ? `${prefix}.` : '', defaultTimeoutMs);
  }

  /** Sends `data` to the service answering `pattern`; both shapes come from RpcMap (libs/contracts bus.ts). */
  async call<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, opts: CallOptions = {}): Promise<RpcResponseData<P>> {
    const subject = `${this.prefix}${pattern}`;
    const dataJson = serializeData(data);
    const meta = this.signing.sign(subject, { requestId: opts.requestId ?? randomUUID(), actor: opts.actor, ip: opts.ip }, dataJson);
    // The data goes out as the exact characters that were signed.
    const envelope = `{"meta":${JSON.stringify(meta)}${dataJson ? `,"data":${dataJson}` : ''}}`;
    const packet = `{"pattern":${JSON.stringify(pattern)},"data":${envelope},"id":"${randomUUID()}"}`;
    let reply;
    try {
      reply = await this.nc.request(subject, enc.encode(packet), { timeout: opts.timeoutMs ?? this.defaultTimeoutMs });
    } catch (err) {
      throw mapTransportError(err, pattern);
    }
    const body = decodeReply<RpcResponseData<P>>(reply.data);
    if (body.err !== undefined && body.err !== null) throw mapRemoteError(body.err);
    return body.response;
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
 * that reaches a typed one, and only in this function; nothing else casts a reply.
 */
function decodeReply<TResponse>(bytes: Uint8Array): ReplyBody<TResponse> {
  return JSON.parse(dec.decode(bytes));
}

function mapTransportError(err: unknown, pattern: string): RpcCallError {
  if (err instanceof natsErrors.NoRespondersError || (err instanceof natsErrors.RequestError && err.isNoResponders())) {
    return new RpcCallError('SERVICE_UNAVAILABLE', 503, `Aucun service ne répond à ${pattern}`);
  }
  if (err instanceof natsErrors.TimeoutError || (err instanceof Error && err.cause instanceof natsErrors.TimeoutError)) {
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
