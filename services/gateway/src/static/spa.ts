import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built SPA: hashed assets cached for a year, index.html never cached, history fallback. */
export class Spa {
  private indexHtml?: string;

  constructor(readonly root: string) {}

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  async register(fastify: FastifyInstance): Promise<void> {
    const root = resolve(this.root);
    const index = join(root, 'index.html');
    if (!existsSync(index)) return;
    this.indexHtml = readFileSync(index, 'utf8');
    await fastify.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /** For GET requests outside /api that match no file: the app's index, whose router takes over. */
  fallback(reply: FastifyReply): boolean {
    if (!this.indexHtml) return false;
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
    return true;
  }
}
