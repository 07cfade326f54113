import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, history fallback.
 * The build writes a .br and a .gz beside each text file; they are sent as they are to browsers that
 * accept them (Content-Encoding, Vary: Accept-Encoding), the plain file otherwise.
 */
export class Spa {
  private indexHtml?: string;
  private indexPath?: string;
  private indexMtime = 0;

  constructor(readonly root: string) {}

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  async register(fastify: FastifyInstance): Promise<void> {
    const root = resolve(this.root);
    const index = join(root, 'index.html');
    if (!existsSync(index)) return;
    this.indexPath = index;
    this.reloadIndex();
    await fastify.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The root is a folder: answer it with the app rather than a directory listing refusal.
    fastify.get('/', (_req, reply) => {
      this.fallback(reply);
    });
  }

  /** A rebuilt web app is picked up without restarting the gateway (its index names new assets). */
  private reloadIndex(): void {
    if (!this.indexPath) return;
    try {
      const mtime = statSync(this.indexPath).mtimeMs;
      if (mtime !== this.indexMtime) {
        this.indexHtml = readFileSync(this.indexPath, 'utf8');
        this.indexMtime = mtime;
      }
    } catch {
      // keep the last good copy while a build replaces the file
    }
  }

  /**
   * For GET requests outside /api that match no file: the app's index, whose router takes over. Not for
   * a missing built file (a chunk of an older build asked by a tab opened before a deploy): that one gets
   * a 404, which the app turns into its error page, rather than HTML run as a script.
   */
  fallback(reply: FastifyReply): boolean {
    if (!this.indexHtml || reply.request.url.startsWith('/assets/')) return false;
    this.reloadIndex();
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
    return true;
  }
}
