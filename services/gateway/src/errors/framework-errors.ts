import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProblemDetails } from '@streaming/contracts';
import { problem } from './problem.js';

const INVALID_BODY = 'Le corps de la requête est invalide (JSON attendu).';

/**
 * The French answer to an error Fastify or one of its plugins raises before any controller runs,
 * by its code. Their own messages are English ("'/api/movies/%FF' is not a valid url component").
 */
const BY_CODE: Record<string, () => ProblemDetails> = {
  FST_ERR_BAD_URL: () => problem(400, 'VALIDATION_FAILED', 'L’adresse demandée n’est pas valide : elle contient un encodage (%XX) qui n’est pas de l’UTF-8.'),
  FST_ERR_MAX_PARAM_LENGTH: () => problem(414, 'URI_TOO_LONG', 'L’adresse demandée est trop longue.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => problem(413, 'PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez les données en JSON (application/json).'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => problem(400, 'VALIDATION_FAILED', 'Le corps de la requête est vide alors qu’il est annoncé en JSON.'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => problem(400, 'VALIDATION_FAILED', INVALID_BODY),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => problem(400, 'VALIDATION_FAILED', 'La longueur annoncée du corps de la requête ne correspond pas à ce qui a été envoyé.'),
  FST_ERR_CTP_EMPTY_TYPE: () => problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez les données en JSON (application/json).'),
  FST_ERR_CTP_INVALID_TYPE: () => problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envoyez les données en JSON (application/json).'),
};

/** What a caller sees for an error status nothing more precise describes. */
const BY_STATUS: Record<number, [string, string]> = {
  400: ['VALIDATION_FAILED', 'La requête est invalide.'],
  401: ['UNAUTHENTICATED', 'Authentification requise.'],
  403: ['FORBIDDEN', 'Accès refusé.'],
  405: ['METHOD_NOT_ALLOWED', 'Cette méthode n’est pas acceptée à cette adresse.'],
  406: ['NOT_ACCEPTABLE', 'Ce format de réponse n’est pas disponible.'],
  408: ['REQUEST_TIMEOUT', 'La requête a mis trop de temps à arriver.'],
  411: ['LENGTH_REQUIRED', 'La longueur du corps de la requête est requise.'],
  413: ['PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse.'],
  414: ['URI_TOO_LONG', 'L’adresse demandée est trop longue.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Envoyez les données en JSON (application/json).'],
  429: ['TOO_MANY_REQUESTS', 'Trop de requêtes : réessayez dans un moment.'],
  431: ['HEADERS_TOO_LARGE', 'Les en-têtes de la requête sont trop volumineux.'],
};

/** A Fastify error code of a known kind, or undefined. */
export function frameworkProblem(code: unknown): ProblemDetails | undefined {
  return typeof code === 'string' && Object.hasOwn(BY_CODE, code) ? BY_CODE[code]() : undefined;
}

/** A French problem for a 4xx status, never the framework's English text. */
export function statusProblem(status: number): ProblemDetails {
  const [code, detail] = BY_STATUS[status] ?? ['HTTP_ERROR', 'La requête ne peut pas être traitée.'];
  return problem(status, code, detail);
}

/**
 * A path @fastify/static refuses (a non-canonical one, or one whose spelling it cannot check, like
 * a segment of thousands of characters) names no file: it is answered as not found.
 */
export const isStaticForbiddenPath = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_STATIC_FORBIDDEN_PATH';

export function sendProblem(reply: FastifyReply, body: ProblemDetails, url: string): FastifyReply {
  return reply
    .status(body.status)
    .header('content-type', 'application/problem+json; charset=utf-8')
    .send(JSON.stringify({ ...body, instance: url.split('?')[0].replace(/%00|\0/gi, '') }));
}

/**
 * Fastify's `frameworkErrors`: the router refuses a URL that is not UTF-8 once decoded (400) or a
 * route parameter over `maxParamLength` (414) before any hook or filter runs; these get problem+json
 * in French too.
 */
export function answerFrameworkError(error: { code?: string; statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void {
  const body = frameworkProblem(error.code) ?? statusProblem(error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400);
  void sendProblem(reply, body, request.url);
}

/** The status Node's HTTP server gives each parser error (any other one is a malformed request: 400). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request before any route runs
 * (headers over 16 kB: 431, a malformed request line or header: 400, a request too slow: 408),
 * and the socket cannot carry another request after that. The answer is French problem+json that
 * says `Connection: close`, so that a keep-alive client drops the connection instead of sending its
 * next request on it; then the socket is closed, as Node's own answer does. Nothing is written when
 * an answer to an earlier request on the socket has started: it would be cut in two.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    const body = JSON.stringify(statusProblem(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
