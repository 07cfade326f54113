import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CataloguePatterns } from '@streaming/contracts';
import { GatewayEnv } from '../config/gateway.env.js';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { Public } from '../auth/route-access.decorators.js';
import { HttpProblem } from '../errors/http-problem.js';

/**
 * The files served from MEDIA_DIR (the repository's media/ folder by default), by name: the sample
 * clip and its French subtitles let demo titles play offline, in both versions. Only these names are served, never a path from the URL.
 * A Map, not an object: `constructor`, `__proto__` or `toString` in the URL must find nothing.
 */
const MEDIA = new Map<string, { file: string; type: string }>([
  ['sample-clip.webm', { file: 'sample-clip.webm', type: 'video/webm' }],
  // Its French subtitles (VOSTFR of the demo titles).
  ['sample-clip.fr.vtt', { file: 'sample-clip.fr.vtt', type: 'text/vtt; charset=utf-8' }],
]);
/** How long a poster asked without its current version may be kept. */
const POSTER_UNVERSIONED_MAX_AGE_S = 300;

/**
 * Images and media that <img> and <video> load by URL, so without an Authorization header: public.
 * Posters are drawn by the catalogue from the title; the clip is streamed with byte ranges (seeking).
 */
@ApiTags('catalogue')
@Controller()
export class CatalogueMediaController {
  private readonly mediaDir: string;

  constructor(
    private readonly rpc: RpcService,
    env: GatewayEnv,
  ) {
    this.mediaDir = resolve(env.MEDIA_DIR);
  }

  @Public()
  @Get('posters/:kind/:file')
  async poster(
    @Param('kind') kind: string,
    @Param('file') file: string,
    @Query('v') version: unknown,
    @Req() req: GatewayRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const m = /^([0-9a-f-]{36})\.svg$/i.exec(file);
    if ((kind !== 'movie' && kind !== 'series') || !m) throw new HttpProblem(404, 'POSTER_NOT_FOUND', 'Affiche introuvable.');
    const poster = await this.rpc.call(CataloguePatterns.posterRender, { kind, id: m[1].toLowerCase() }, req);
    // The catalogue's poster URLs carry the current version: kept a year. Without it or with an old one
    // (a page loaded before the title changed), the poster is still sent, cached for a few minutes.
    const current = typeof version === 'string' && version === poster.version;
    await reply
      .status(200)
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : `public, max-age=${POSTER_UNVERSIONED_MAX_AGE_S}`)
      .send(poster.svg);
  }

  @Public()
  @Get('media/:file')
  async media(@Param('file') file: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const media = MEDIA.get(file);
    if (!media) throw new HttpProblem(404, 'MEDIA_NOT_FOUND', 'Média introuvable.');
    const path = join(this.mediaDir, media.file);
    // A known name missing from the folder (MEDIA_DIR set elsewhere without it) is not found either.
    const size = await stat(path).then((s) => (s.isFile() ? s.size : -1), () => -1);
    if (size < 0) throw new HttpProblem(404, 'MEDIA_NOT_FOUND', 'Média introuvable.');
    reply.header('accept-ranges', 'bytes').header('content-type', media.type).header('cache-control', 'public, max-age=86400');
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (!range || (range[1] === '' && range[2] === '')) {
      await reply.status(200).header('content-length', size).send(createReadStream(path));
      return;
    }
    // "bytes=a-b", "bytes=a-" or the last n bytes "bytes=-n".
    const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
    const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
    if (start > end || start >= size) {
      await reply.status(416).header('content-range', `bytes */${size}`).send();
      return;
    }
    await reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(createReadStream(path, { start, end }));
  }
}
