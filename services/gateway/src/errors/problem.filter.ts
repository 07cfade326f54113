import { Catch, HttpException, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CommonErrors } from '@streaming/contracts';
import { RpcCallError, urlForLog, type Logger } from '@streaming/platform';
import { frameworkProblem, isStaticForbiddenPath, statusProblem } from './framework-errors.js';
import { problem } from './problem.js';
import type { Spa } from '../static/spa.js';

const INVALID_BODY = 'Le corps de la requête est invalide (JSON attendu).';

/** No route has this path, or @fastify/static refuses it (it names no file either). */
const isNotFound = (exception: unknown) =>
  exception instanceof NotFoundException || (exception instanceof HttpException && isStaticForbiddenPath(exception.cause));

const notFound = (request: FastifyRequest) => problem(404, 'NOT_FOUND', `Route introuvable : ${request.method} ${request.url.split('?')[0]}`);

/** Every error leaves the gateway as RFC 9457 problem+json with a French `detail`. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spa?: Spa,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.answer(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  /** What `catch` answers, for a request answered outside Nest's pipeline (ProgressShortcut) that fails the same way. */
  answer(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    if (
      this.spa &&
      isNotFound(exception) &&
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
      const res = exception.getResponse() as { code?: string; detail?: string; extra?: Record<string, unknown> } | string;
      if (typeof res === 'object' && res.code && res.detail) return problem(status, res.code, res.detail, res.extra ?? {});
      if (status === 404 || isNotFound(exception)) return notFound(request);
      // Nest's own pipes and Fastify's errors (wrapped by Nest) carry English messages: never shown.
      const cause: unknown = exception.cause;
      const known = typeof cause === 'object' && cause !== null && 'code' in cause ? frameworkProblem(cause.code) : undefined;
      if (known) return known;
      if (status >= 500) return problem(500, 'INTERNAL', CommonErrors.INTERNAL.message);
      return status === 400 && cause instanceof SyntaxError ? problem(400, 'VALIDATION_FAILED', INVALID_BODY) : statusProblem(status);
    }
    const err = exception as { statusCode?: number; code?: string };
    const known = frameworkProblem(err?.code);
    if (known) return known;
    if (err?.statusCode === 413) return problem(413, 'PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse.');
    if (err?.statusCode === 400) return problem(400, 'VALIDATION_FAILED', INVALID_BODY);
    if (err?.statusCode === 415) return problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez les données en JSON (application/json).');
    return problem(500, 'INTERNAL', CommonErrors.INTERNAL.message);
  }
}
