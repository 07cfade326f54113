import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { tap, type Observable } from 'rxjs';
import type { RpcRequest } from '@streaming/contracts';
import type { Logger } from '../logging/logger.js';

/** One log line per request/reply, with the gateway's request id. */
@Injectable()
export class RpcLoggingInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc();
    const data = rpc.getData() as RpcRequest | undefined;
    const pattern = (rpc.getContext() as { getSubject?: () => string })?.getSubject?.() ?? 'event';
    const started = performance.now();
    const requestId = data?.meta?.requestId;
    return next.handle().pipe(
      tap({
        next: () => this.logger.debug({ requestId, pattern, ms: Math.round(performance.now() - started) }, 'rpc ok'),
        error: (err: { code?: string }) =>
          this.logger.info({ requestId, pattern, code: err?.code, ms: Math.round(performance.now() - started) }, 'rpc failed'),
      }),
    );
  }
}
