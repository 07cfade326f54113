import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor, type OnApplicationBootstrap } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, of, tap, type Observable } from 'rxjs';
import { Infrastructure } from '@streaming/platform';

/** How long this gateway answers a catalogue read from memory. Catalogue events clear it sooner. */
export const RESPONSE_TTL_MS = 5000;
const MAX_ENTRIES = 2000;
const SKIP_KEY = 'catalogue-response-cache-skip';

/** Reads that must always reach the service (search: every query differs, results are ranked live). */
export const SkipResponseCache = () => SetMetadata(SKIP_KEY, true);

/**
 * Catalogue reads are the same for every member: this gateway keeps each answer's JSON, encoded
 * once as UTF-8 bytes, for a few seconds, keyed by URL (after the guard and validation ran), and
 * sends it without parsing or re-encoding it. Every replica clears it on any catalogue.* event; an admin write through this
 * gateway clears it at once.
 */
@Injectable()
export class CatalogueResponseCache implements OnApplicationBootstrap {
  private readonly entries = new Map<string, { body: Buffer; until: number }>();

  constructor(private readonly infra: Infrastructure) {}

  onApplicationBootstrap(): void {
    this.infra.follow(this.infra.subject('catalogue.>'), () => this.clear());
  }

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.body;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, body: Buffer): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { body, until: Date.now() + RESPONSE_TTL_MS });
  }

  clear(): void {
    this.entries.clear();
  }
}

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
    const key = req.url;
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      reply.header('content-type', 'application/json; charset=utf-8');
      return of(hit);
    }
    return next.handle().pipe(
      map((body) => {
        const bytes = Buffer.from(JSON.stringify(body), 'utf8');
        this.cache.set(key, bytes);
        reply.header('content-type', 'application/json; charset=utf-8');
        return bytes;
      }),
    );
  }
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
