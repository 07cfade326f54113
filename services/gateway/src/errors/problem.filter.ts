import { Catch, HttpException, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CommonErrors } from '@streaming/contracts';
import { RpcCallError, urlForLog, type Logger } from '@streaming/platform';
import { problem } from './problem.js';
import type { Spa } from '../static/spa.js';

/** Every error leaves the gateway as RFC 9457 problem+json with a French `detail`. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spa?: Spa,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (
      this.spa &&
      exception instanceof NotFoundException &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      this.spa.fallback(reply)
    ) {
      return;
    }
    const body = this.toProblem(exception, request);
    if (body.status >= 500) this.logger.error({ requestId: request.id, err: exception, url: urlForLog(request.url) }, body.detail);
    const headers: Record<string, string> = { 'content-type': 'application/problem+json; charset=utf-8' };
    if (typeof body.retryAfter === 'number') headers['retry-after'] = String(body.retryAfter);
    void reply.status(body.status).headers(headers).send(JSON.stringify({ ...body, instance: request.url.split('?')[0] }));
  }

  private toProblem(exception: unknown, request: FastifyRequest) {
    if (exception instanceof RpcCallError) {
      if (exception.code === 'SERVICE_UNAVAILABLE') return problem(503, exception.code, CommonErrors.SERVICE_UNAVAILABLE.message);
      if (exception.code === 'SERVICE_TIMEOUT') return problem(504, exception.code, CommonErrors.SERVICE_TIMEOUT.message);
      if (exception.code === 'INTERNAL') return problem(500, 'INTERNAL', CommonErrors.INTERNAL.message);
      return problem(exception.status, exception.code, exception.message, exception.extra ?? {});
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse() as { code?: string; detail?: string; message?: string | string[]; extra?: Record<string, unknown> } | string;
      if (typeof res === 'object' && res.code && res.detail) return problem(status, res.code, res.detail, res.extra ?? {});
      if (status === 404) return problem(404, 'NOT_FOUND', `Route introuvable : ${request.method} ${request.url.split('?')[0]}`);
      if (status === 413) return problem(413, 'PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse.');
      if (status === 415) return problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez les données en JSON (application/json).');
      if (status === 400) {
        const message = typeof res === 'string' ? res : Array.isArray(res.message) ? res.message[0] : res.message;
        return problem(400, 'VALIDATION_FAILED', message && !/^Unexpected|JSON/i.test(message) ? message : 'Le corps de la requête est invalide (JSON attendu).');
      }
      return problem(status, 'HTTP_ERROR', typeof res === 'string' ? res : String(res.message ?? CommonErrors.INTERNAL.message));
    }
    const err = exception as { statusCode?: number; code?: string };
    if (err?.statusCode === 413 || err?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return problem(413, 'PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse.');
    if (err?.statusCode === 400) return problem(400, 'VALIDATION_FAILED', 'Le corps de la requête est invalide (JSON attendu).');
    if (err?.statusCode === 415) return problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez les données en JSON (application/json).');
    return problem(500, 'INTERNAL', CommonErrors.INTERNAL.message);
  }
}
