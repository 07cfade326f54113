import { errors as natsErrors } from '@nats-io/transport-node';
import type { RpcErrorPayload } from '@streaming/contracts';

/** A failed call: a domain error from the service, or 503 (no responder) / 504 (timeout). */
export class RpcCallError extends Error {
  constructor(
    public readonly code: string,
    public readonly status: number,
    message: string,
    public readonly extra?: Record<string, unknown>,
    /** For a read that failed: each try (when, how long, what ended it), for the logs. */
    public readonly tries?: readonly string[],
  ) {
    super(message);
    this.name = 'RpcCallError';
  }
}

export function isNoResponders(err: unknown): boolean {
  return err instanceof natsErrors.NoRespondersError || (err instanceof natsErrors.RequestError && err.isNoResponders());
}

export function isTimeout(err: unknown): boolean {
  return err instanceof natsErrors.TimeoutError || (err instanceof Error && err.cause instanceof natsErrors.TimeoutError);
}

export function mapTransportError(err: unknown, pattern: string): RpcCallError {
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

export function mapRemoteError(err: unknown): RpcCallError {
  if (err && typeof err === 'object' && 'code' in err && 'status' in err && typeof (err as RpcErrorPayload).status === 'number') {
    const e = err as RpcErrorPayload;
    return new RpcCallError(e.code, e.status, e.message, e.extra);
  }
  return new RpcCallError('INTERNAL', 500, 'Une erreur est survenue');
}
