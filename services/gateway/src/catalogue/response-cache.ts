import { gzipSync } from 'node:zlib';
import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor, type OnApplicationBootstrap } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { map, tap, type Observable } from 'rxjs';
import { Infrastructure } from '@streaming/platform';
import { AdminActionEvents, ModerationEvents } from '@streaming/contracts';
import { AccessGuard } from '../auth/access.guard.js';
import type { RouteAccess } from '../auth/route-access.decorators.js';
import type { GatewayRequest } from '../rpc/rpc.service.js';
import { CatalogueAnswers, GZIP_MIN_BYTES, type CachedAnswer } from './cached-answers.js';

const SKIP_KEY = 'catalogue-response-cache-skip';

/** Reads that must always reach the service (the header's counters). */
export const SkipResponseCache = () => SetMetadata(SKIP_KEY, true);

/**
 * Catalogue reads, and the login popup, are the same for every member: this gateway keeps each
 * answer's JSON, encoded once as UTF-8 bytes (and compressed once), for a few seconds (the search's
 * for longer: CatalogueAnswers), keyed by URL (after the guard and validation ran), and sends it
 * without parsing, re-encoding or re-compressing it. Every replica clears it on any catalogue.*
 * event and on moderation.popup.changed; an admin write through this gateway clears it at once.
 */
@Injectable()
export class CatalogueResponseCache extends CatalogueAnswers implements OnApplicationBootstrap {
  constructor(private readonly infra: Infrastructure) {
    super();
  }

  onApplicationBootstrap(): void {
    // Every catalogue change; an admin action's audit record (catalogue.admin_action.recorded) comes with its change's own event.
    this.infra.follow('catalogue.>', (events) => {
      if (events.some((e) => e.type !== AdminActionEvents.catalogue)) this.clear();
    });
    this.infra.follow(ModerationEvents.popupChanged, () => this.clear());
  }

  /** Keeps a read's answer under its URL and writes it as `write` does (a miss answered by Nest). */
  keepAndWrite(req: FastifyRequest, reply: FastifyReply, answer: unknown, access: RouteAccess): Buffer {
    return this.keepJsonAndWrite(req, reply, Buffer.from(JSON.stringify(answer), 'utf8'), access);
  }

  /** The same for an answer already in JSON (UTF-8 bytes, as the service sent it: SearchShortcut). */
  keepJsonAndWrite(req: FastifyRequest, reply: FastifyReply, json: Buffer, access: RouteAccess): Buffer {
    return CatalogueResponseCache.write(req, reply, this.set(req.url, json, access));
  }

  /**
   * Sends a cached answer: gzipped when it is worth compressing and the client accepts gzip (a
   * search or suggestion answer from its second sending on: gzipWhenRepeated).
   */
  static write(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Buffer {
    reply.header('content-type', 'application/json; charset=utf-8');
    if (answer.body.length < GZIP_MIN_BYTES) return answer.body;
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return answer.body;
    if (!answer.gzip) {
      if (answer.gzipWhenRepeated) {
        answer.gzipWhenRepeated = false;
        return answer.body;
      }
      answer.gzip = gzipSync(answer.body);
    }
    reply.header('content-encoding', 'gzip');
    return answer.gzip;
  }
}

/**
 * Keeps the answers of the routes it wraps (GET, unless @SkipResponseCache). Fresh ones are then
 * answered by CachedReadShortcut before Nest's pipeline, so this only sees misses.
 */
@Injectable()
export class CachedReadInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: CatalogueResponseCache,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    if (req.method !== 'GET' || this.reflector.get<boolean>(SKIP_KEY, context.getHandler())) return next.handle();
    const reply = http.getResponse<FastifyReply>();
    const access = AccessGuard.ruleOf(this.reflector, context);
    return next.handle().pipe(
      map((body) => this.cache.keepAndWrite(req, reply, body, access)),
    );
  }
}

/**
 * The cached answers' short way: a GET whose URL has a fresh cached answer is answered from a
 * Fastify hook, before Nest's routing, interceptors and pipes, once the access guard let the caller
 * through under that route's rule (the same check, for every request). Anything else (no cached
 * answer, a refused caller, identity unreachable) goes on to Nest, which answers as it always does.
 */
@Injectable()
export class CachedReadShortcut {
  constructor(
    private readonly cache: CatalogueResponseCache,
    private readonly guard: AccessGuard,
  ) {}

  register(fastify: FastifyInstance): void {
    // A callback hook: a request with no cached answer (every write, most reads) goes on at once, with no promise.
    fastify.addHook('onRequest', (req, reply, done) => {
      const hit = req.method === 'GET' ? this.cache.get(req.url) : undefined;
      if (hit === undefined) return done();
      this.guard.shortcut(req as GatewayRequest, hit.access, done, () => reply.send(CatalogueResponseCache.write(req, reply, hit)));
    });
  }
}

/** Answers of acceptsGzip for the Accept-Encoding values seen last: browsers send a handful of them. */
const GZIP_BY_HEADER = new Map<string, boolean>();
const GZIP_BY_HEADER_MAX = 64;

/** Whether an Accept-Encoding header allows gzip ('gzip', 'gzip;q=0.8', '*'; not 'gzip;q=0'). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  let accepts = GZIP_BY_HEADER.get(value);
  if (accepts === undefined) {
    accepts = parseAcceptsGzip(value);
    if (GZIP_BY_HEADER.size >= GZIP_BY_HEADER_MAX) GZIP_BY_HEADER.clear();
    GZIP_BY_HEADER.set(value, accepts);
  }
  return accepts;
}

function parseAcceptsGzip(value: string): boolean {
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** After an admin write through this gateway, its cached reads are dropped at once. */
@Injectable()
export class ClearAfterWriteInterceptor implements NestInterceptor {
  constructor(private readonly cache: CatalogueResponseCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.switchToHttp().getRequest<FastifyRequest>().method;
    if (method === 'GET') return next.handle();
    return next.handle().pipe(tap(() => this.cache.clear()));
  }
}
