import { createReadStream, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CataloguePatterns } from '@streaming/contracts';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { Public } from '../auth/route-access.decorators.js';
import { HttpProblem } from '../errors/http-problem.js';

/** The sample clip shipped with the catalogue (services/catalogue/assets), so demo titles play offline. */
export const SAMPLE_CLIP = fileURLToPath(new URL('../../../catalogue/assets/sample-clip.webm', import.meta.url));
/** A Map, not an object: `constructor`, `__proto__` or `toString` in the URL must find nothing. */
const MEDIA = new Map<string, { path: string; type: string }>([['sample-clip.webm', { path: SAMPLE_CLIP, type: 'video/webm' }]]);

/**
 * Images and media that <img> and <video> load by URL, so without an Authorization header: public.
 * Posters are drawn by the catalogue from the title; the clip is streamed with byte ranges (seeking).
 */
@ApiTags('catalogue')
@Controller()
export class CatalogueMediaController {
  constructor(private readonly rpc: RpcService) {}

  @Public()
  @Get('posters/:kind/:file')
  async poster(@Param('kind') kind: string, @Param('file') file: string, @Req() req: GatewayRequest, @Res() reply: FastifyReply): Promise<void> {
    const m = /^([0-9a-f-]{36})\.svg$/i.exec(file);
    if ((kind !== 'movie' && kind !== 'series') || !m) throw new HttpProblem(404, 'POSTER_NOT_FOUND', 'Affiche introuvable.');
    const { svg } = await this.rpc.call(CataloguePatterns.posterRender, { kind, id: m[1].toLowerCase() }, req);
    await reply
      .status(200)
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(svg);
  }

  @Public()
  @Get('media/:file')
  async media(@Param('file') file: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const media = MEDIA.get(file);
    if (!media) throw new HttpProblem(404, 'MEDIA_NOT_FOUND', 'Média introuvable.');
    const size = statSync(media.path).size;
    reply.header('accept-ranges', 'bytes').header('content-type', media.type).header('cache-control', 'public, max-age=86400');
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (!range || (range[1] === '' && range[2] === '')) {
      await reply.status(200).header('content-length', size).send(createReadStream(media.path));
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
      .send(createReadStream(media.path, { start, end }));
  }
}
