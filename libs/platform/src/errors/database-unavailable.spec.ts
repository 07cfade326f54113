import { describe, expect, it } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { lastValueFrom } from 'rxjs';
import { QueryFailedError } from 'typeorm';
import { createLogger } from '../logging/logger.js';
import { settleItems } from '../nats/member-batch.js';
import { DomainRpcExceptionFilter } from '../nats/rpc-exception.filter.js';
import { DomainError } from './domain-error.js';
import { isDatabaseUnavailable, unexpectedError } from './database-unavailable.js';

/** An error as `pg` builds it from the server's ErrorResponse (a SQLSTATE in `code`). */
const pgError = (code: string, message = 'erreur') => Object.assign(new Error(message), { code, severity: 'FATAL' });
/** A socket error as Node builds it. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5999`), { code, errno: -111, syscall: 'connect' });
/** What TypeORM throws for a failed query: the driver's error copied onto it and kept as driverError. */
const typeorm = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

const SERVICE_UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Service momentanément indisponible. Réessayez dans quelques instants.' };
const INTERNAL = { code: 'INTERNAL', status: 500, message: 'Une erreur est survenue' };

function capturingLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = createLogger('test', 'info', { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { logger, lines };
}

describe('isDatabaseUnavailable', () => {
  it('is true when no connection can be had: refused, reset, lost, timed out, server going down or starting', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']) {
      expect({ code, unavailable: isDatabaseUnavailable(socketError(code)) }).toEqual({ code, unavailable: true });
    }
    // SQLSTATE class 08 (connection exception) and the server shutting down or starting up.
    for (const code of ['08000', '08001', '08003', '08006', '08P01', '57P01', '57P02', '57P03']) {
      expect({ code, unavailable: isDatabaseUnavailable(pgError(code)) }).toEqual({ code, unavailable: true });
    }
    // pg's and pg-pool's own errors (no code).
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
      'Cannot use a pool after calling end on the pool',
    ]) {
      expect({ message, unavailable: isDatabaseUnavailable(new Error(message)) }).toEqual({ message, unavailable: true });
    }
  });

  it('sees through TypeORM, causes and Node’s AggregateError (every address refused)', () => {
    expect(isDatabaseUnavailable(typeorm(pgError('57P01', 'terminating connection due to administrator command')))).toBe(true);
    expect(isDatabaseUnavailable(typeorm(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection failed', { cause: socketError('ECONNRESET') }))).toBe(true);
    const everyAddress = Object.assign(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(everyAddress)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED'), new TypeError('x is undefined')]))).toBe(false);
  });

  it('is false for a statement that failed, and for anything else', () => {
    expect(isDatabaseUnavailable(typeorm(pgError('57014', 'canceling statement due to statement timeout')))).toBe(false);
    expect(isDatabaseUnavailable(typeorm(pgError('23505', 'duplicate key value violates unique constraint')))).toBe(false);
    expect(isDatabaseUnavailable(typeorm(pgError('42P01', 'relation "favorites" does not exist')))).toBe(false);
    expect(isDatabaseUnavailable(pgError('40P01', 'deadlock detected'))).toBe(false);
    // A statement error whose text mentions a connection is still a statement error (its code decides).
    expect(isDatabaseUnavailable(pgError('22023', 'Connection terminated by a value'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('rows is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    // A cause that points back at its error ends.
    const loop: Error & { cause?: unknown } = new Error('boucle');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe('what a caller gets for an error that is not a DomainError', () => {
  // Nest's own host of an RPC call: the message data, then the transport's context.
  const host = (requestId: string): ArgumentsHost => {
    const context = new ExecutionContextHost([{ meta: { requestId } }, undefined]);
    context.setType('rpc');
    return context;
  };
  const answer = (filter: DomainRpcExceptionFilter, err: unknown, requestId = 'r1') => lastValueFrom(filter.catch(err, host(requestId))).catch((payload: unknown) => payload);

  it('the RPC filter answers 503 SERVICE_UNAVAILABLE for an unreachable database (a warning), 500 for a bug (an error)', async () => {
    const { logger, lines } = capturingLogger();
    const filter = new DomainRpcExceptionFilter(logger);
    expect(await answer(filter, typeorm(socketError('ECONNREFUSED')), 'r-db')).toEqual(SERVICE_UNAVAILABLE);
    expect(await answer(filter, new TypeError('rows is undefined'), 'r-bug')).toEqual(INTERNAL);
    expect(await answer(filter, new DomainError('FAVORITE_NOT_FOUND', 404, "Ce titre n'est pas dans vos favoris."))).toEqual({
      code: 'FAVORITE_NOT_FOUND', status: 404, message: "Ce titre n'est pas dans vos favoris.",
    });
    expect(lines.map((l) => [l.level, l.msg, (l as { requestId?: string }).requestId])).toEqual([
      [40, 'database unavailable: answered 503', 'r-db'],
      [50, 'unhandled error in handler', 'r-bug'],
    ]);
  });

  it('a member batch answers each item alone: 503 for the database, 500 for a bug, the others unchanged', async () => {
    const { logger } = capturingLogger();
    const items = [{ userId: 'u1', data: 1 }, { userId: 'u2', data: 2 }, { userId: 'u3', data: 3 }];
    const { outcomes } = await settleItems(items, async (item) => {
      if (item.data === 1) throw new Error('Connection terminated unexpectedly');
      if (item.data === 2) throw new TypeError('oups');
      return 'ok';
    }, logger);
    expect(outcomes).toEqual([{ error: SERVICE_UNAVAILABLE }, { error: INTERNAL }, { ok: 'ok' }]);
  });

  it('unexpectedError says which it is', () => {
    expect(unexpectedError(pgError('57P03', 'the database system is starting up'))).toEqual({ kind: 'unavailable', payload: SERVICE_UNAVAILABLE });
    expect(unexpectedError(new RangeError('x'))).toEqual({ kind: 'bug', payload: INTERNAL });
  });
});
