import type { FastifyInstance } from 'fastify';
import type { ProblemDetails } from '@streaming/contracts';
import { NOT_AN_OBJECT_MESSAGE, unsafeInputMessage } from '@streaming/platform';
import { sendProblem } from './framework-errors.js';
import { problem } from './problem.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A NUL in the path or the query, percent-encoded or not: PostgreSQL refuses it (error 22021). */
export function urlProblem(url: string): ProblemDetails | null {
  return /%00|\0/i.test(url) ? problem(400, 'VALIDATION_FAILED', 'L’adresse demandée contient un caractère nul (%00), qui n’est pas accepté.') : null;
}

/**
 * A JSON body that is not an object (every body of the API is one: Nest's pipe would answer in
 * English, routes without a body would take anything), or one holding a NUL, a lone surrogate, a
 * reserved member name (__proto__, constructor, prototype) or nesting too deep for the validators.
 */
export function bodyProblem(body: unknown): ProblemDetails | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return problem(400, 'VALIDATION_FAILED', NOT_AN_OBJECT_MESSAGE);
  const unsafe = unsafeInputMessage(body);
  return unsafe ? problem(400, 'VALIDATION_FAILED', unsafe) : null;
}

/**
 * A state-changing request a browser sent from another site (cross-site request forgery): an
 * `Origin` that is not the app's, unless the browser itself says the request is same-origin (the
 * dev server's proxy), or `Sec-Fetch-Site: cross-site`/`same-site`. Requests without these headers
 * (curl, server-to-server) carry no ambient credentials from a victim's browser and pass.
 */
export function originProblem(method: string, headers: Record<string, string | string[] | undefined>, appOrigin: string): ProblemDetails | null {
  if (!STATE_CHANGING.has(method)) return null;
  const site = headers['sec-fetch-site'];
  const origin = headers.origin;
  const foreignSite = site === 'cross-site' || site === 'same-site';
  const foreignOrigin = origin !== undefined && origin !== appOrigin && site !== 'same-origin';
  return foreignSite || foreignOrigin ? problem(403, 'FOREIGN_ORIGIN', 'Requête refusée : elle provient d’un autre site.') : null;
}

/**
 * Refuses, before any route or service sees them: NULs in the URL (400), cross-site state changes
 * (403), and JSON bodies that are not objects or that hold a NUL, a lone surrogate or a reserved
 * member name, or are nested deeper than 32 levels (400). Only JSON bodies are
 * parsed at all: the built-in text/plain parser is removed and no form parser is registered, so any
 * other content type gets 415.
 */
export function registerRequestGuards(fastify: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  fastify.removeContentTypeParser('text/plain');
  // Callback hooks, not async ones: a request that passes (nearly all) costs no promise and no turn of the microtask queue.
  fastify.addHook('onRequest', (req, reply, done) => {
    const refused = urlProblem(req.url) ?? originProblem(req.method, req.headers, appOrigin);
    if (refused) sendProblem(reply, refused, req.url);
    else done();
  });
  fastify.addHook('preValidation', (req, reply, done) => {
    const refused = req.body === undefined ? null : bodyProblem(req.body);
    if (refused) sendProblem(reply, refused, req.url);
    else done();
  });
}
