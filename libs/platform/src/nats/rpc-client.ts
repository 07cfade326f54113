import { randomUUID } from 'node:crypto';
import { connect, errors as natsErrors, type NatsConnection } from '@nats-io/transport-node';
import type { Actor, RpcErrorPayload, RpcRequest } from '@streaming/contracts';

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

const enc = new TextEncoder();
const dec = new TextDecoder();

/**
 * Request/reply over NATS speaking Nest's wire format ({ pattern, data, id } -> { id, response | err }),
 * with NATS's own request so that "no responders" is told apart from a timeout.
 */
export class RpcClient {
  private constructor(
    readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly defaultTimeoutMs: number,
  ) {}

  static async connect(servers: string, prefix: string, defaultTimeoutMs = 5000, name = 'rpc-client'): Promise<RpcClient> {
    const nc = await connect({ servers, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    return new RpcClient(nc, prefix ? `${prefix}.` : '', defaultTimeoutMs);
  }

  static fromConnection(nc: NatsConnection, prefix: string, defaultTimeoutMs = 5000): RpcClient {
    return new RpcClient(nc, prefix ? `${prefix}.` : '', defaultTimeoutMs);
  }

  async call<TRes, TReq = unknown>(pattern: string, data: TReq, opts: CallOptions = {}): Promise<TRes> {
    const envelope: RpcRequest<TReq> = {
      meta: { requestId: opts.requestId ?? randomUUID(), actor: opts.actor, ip: opts.ip },
      data,
    };
    const packet = JSON.stringify({ pattern, data: envelope, id: randomUUID() });
    let reply;
    try {
      reply = await this.nc.request(`${this.prefix}${pattern}`, enc.encode(packet), { timeout: opts.timeoutMs ?? this.defaultTimeoutMs });
    } catch (err) {
      throw mapTransportError(err, pattern);
    }
    const body = JSON.parse(dec.decode(reply.data)) as { response?: TRes; err?: RpcErrorPayload | string | { message?: string; status?: string } };
    if (body.err !== undefined && body.err !== null) throw mapRemoteError(body.err);
    return body.response as TRes;
  }

  async close(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain();
  }
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
