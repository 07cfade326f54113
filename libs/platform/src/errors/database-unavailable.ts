import { CommonErrors, type RpcErrorPayload } from '@streaming/contracts';
import { PgErrorClass, PgErrorCode } from '../database/pg-errors.js';
import { DomainError } from './domain-error.js';

/** Socket errors of a connection that could not be made or was lost (Node's `code`). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN',
  'ENOTFOUND', 'EAI_AGAIN',
]);

/** SQLSTATEs of a server going away: shutting down (57P01, 57P02) or not accepting connections yet (57P03). */
const SERVER_GONE = new Set<string>([PgErrorCode.adminShutdown, PgErrorCode.crashShutdown, PgErrorCode.cannotConnectNow]);

/**
 * What `pg` and `pg-pool` say when they have no connection to give (their errors carry no code):
 * the connection was lost or timed out, the pool waited too long for one, a client broke, the pool
 * was ended (the process is stopping).
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** How deep `cause`, `driverError` and `errors` are followed (they never loop in practice; this makes sure). */
const MAX_DEPTH = 4;

/**
 * Whether `err` means that the database cannot be reached, rather than that the statement failed:
 * a socket error (refused, reset, unreachable…), a connection class error (SQLSTATE 08xxx), the
 * server shutting down or starting up (57P01-57P03), or `pg`'s own words for a lost connection or a
 * pool that timed out waiting for one. TypeORM's QueryFailedError copies the driver's `code`, and
 * keeps the driver's error as `driverError`; Node's "connect to every address failed" is an
 * AggregateError whose `errors` say why: all are looked at. A statement error (bad SQL, a broken
 * constraint, a statement timeout 57014, a deadlock) is not: it would fail on any connection.
 * A socket error says nothing of which server it was: another server gone away (an SMTP or HTTP
 * dependency) is answered the same way, a 503, which is what the caller should see for it too.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  // Not `instanceof Error`: socket errors may come from another realm (a test runner's sandbox).
  if (typeof err !== 'object' || err === null || depth > MAX_DEPTH) return false;
  const { code, message, cause, driverError, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; driverError?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    // First: EPIPE has a SQLSTATE's shape.
    if (SOCKET_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return code.startsWith(PgErrorClass.connectionException) || SERVER_GONE.has(code);
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(message))) return true;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}

/** The contracts' SERVICE_UNAVAILABLE (503, "Service momentanément indisponible…"), as a DomainError. */
export function serviceUnavailable(): DomainError {
  const { status, message } = CommonErrors.SERVICE_UNAVAILABLE;
  return new DomainError('SERVICE_UNAVAILABLE', status, message);
}

/** How an error leaves a handler, when it is not a DomainError: why, and what the caller gets. */
export interface UnexpectedError {
  /** `unavailable`: the database (or another server) is unreachable, a 503 worth a warning; `bug`: anything else, a 500 worth an error. */
  kind: 'unavailable' | 'bug';
  payload: RpcErrorPayload;
}

/**
 * The answer for an error a handler did not turn into a DomainError: 503 SERVICE_UNAVAILABLE when
 * the database is unreachable (the caller may try again shortly: nothing was done), else 500
 * INTERNAL without details. Shared by the RPC exception filter and the member batches' items.
 */
export function unexpectedError(err: unknown): UnexpectedError {
  if (isDatabaseUnavailable(err)) return { kind: 'unavailable', payload: serviceUnavailable().toPayload() };
  return { kind: 'bug', payload: { code: 'INTERNAL', status: CommonErrors.INTERNAL.status, message: CommonErrors.INTERNAL.message } };
}
