import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import type { RpcErrorPayload } from '@streaming/contracts';
import { DomainError } from '../errors/domain-error.js';
import type { Logger } from '../logging/logger.js';

/**
 * Every error leaving a handler becomes `{ code, status, message }` on the wire.
 * Domain errors keep theirs; anything else is logged and sent as a 500 without details.
 */
@Catch()
export class DomainRpcExceptionFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<RpcErrorPayload> {
    if (exception instanceof DomainError) return throwError(() => exception.toPayload());
    const data = host.switchToRpc().getData() as { meta?: { requestId?: string } } | undefined;
    this.logger.error({ err: exception, requestId: data?.meta?.requestId }, 'unhandled error in handler');
    return throwError(() => ({ code: 'INTERNAL', status: 500, message: 'Une erreur est survenue' }));
  }
}
