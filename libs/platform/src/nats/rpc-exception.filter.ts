import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import type { RpcErrorPayload } from '@streaming/contracts';
import { DomainError } from '../errors/domain-error.js';
import { unexpectedError } from '../errors/database-unavailable.js';
import type { Logger } from '../logging/logger.js';

/**
 * Every error leaving a handler becomes `{ code, status, message }` on the wire.
 * Domain errors keep theirs; a database that cannot be reached (isDatabaseUnavailable) is the
 * contracts' SERVICE_UNAVAILABLE (503); anything else is logged and sent as a 500 without details.
 */
@Catch()
export class DomainRpcExceptionFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<RpcErrorPayload> {
    if (exception instanceof DomainError) return throwError(() => exception.toPayload());
    const data = host.switchToRpc().getData() as { meta?: { requestId?: string } } | undefined;
    const requestId = data?.meta?.requestId;
    const { kind, payload } = unexpectedError(exception);
    if (kind === 'unavailable') this.logger.warn({ err: exception, requestId }, 'database unavailable: answered 503');
    else this.logger.error({ err: exception, requestId }, 'unhandled error in handler');
    return throwError(() => payload);
  }
}
