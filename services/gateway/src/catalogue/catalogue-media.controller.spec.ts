import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayEnv } from '../config/gateway.env.js';
import type { RpcService } from '../rpc/rpc.service.js';
import { CatalogueMediaController } from './catalogue-media.controller.js';

/** What the controller answered: status, headers and the bytes of the body. */
async function serve(dir: string, file: string, range?: string) {
  const env = Object.assign(new GatewayEnv(), { MEDIA_DIR: dir });
  const controller = new CatalogueMediaController({} as RpcService, env);
  const answer = { status: 0, headers: {} as Record<string, unknown>, body: Buffer.alloc(0) };
  let sent: unknown;
  const reply = {
    status(code: number) {
      answer.status = code;
      return reply;
    },
    header(name: string, value: unknown) {
      answer.headers[name] = value;
      return reply;
    },
    async send(body?: unknown) {
      sent = body;
    },
  };
  try {
    await controller.media(file, { headers: range ? { range } : {} } as FastifyRequest, reply as unknown as FastifyReply);
  } catch (err) {
    return { ...answer, error: err as { getStatus(): number; getResponse(): unknown } };
  }
  if (sent) for await (const chunk of sent as Readable) answer.body = Buffer.concat([answer.body, chunk as Buffer]);
  return { ...answer, error: undefined };
}

describe('media served from MEDIA_DIR', () => {
  const dir = mkdtempSync(join(tmpdir(), 'media-'));
  writeFileSync(join(dir, 'sample-clip.webm'), Buffer.from('0123456789'));

  it('streams a known file of the configured folder, whole or by byte range', async () => {
    const whole = await serve(dir, 'sample-clip.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/webm', 'accept-ranges': 'bytes', 'content-length': 10 });
    expect(whole.body.toString()).toBe('0123456789');
    const part = await serve(dir, 'sample-clip.webm', 'bytes=2-4');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-4/10');
    expect(part.body.toString()).toBe('234');
    expect((await serve(dir, 'sample-clip.webm', 'bytes=20-')).status).toBe(416);
  });

  it('serves the clip\'s French subtitles as WebVTT', async () => {
    writeFileSync(join(dir, 'sample-clip.fr.vtt'), 'WEBVTT\n');
    const vtt = await serve(dir, 'sample-clip.fr.vtt');
    expect(vtt.status).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body.toString()).toBe('WEBVTT\n');
  });

  it('answers 404 for a name it does not know, even one present in the folder, and for a known name missing from it', async () => {
    writeFileSync(join(dir, 'secret.txt'), 'x');
    for (const [folder, name] of [[dir, 'secret.txt'], [dir, 'constructor'], [dir, '../sample-clip.webm'], [mkdtempSync(join(tmpdir(), 'empty-')), 'sample-clip.webm']]) {
      const res = await serve(folder, name);
      expect(res.error?.getStatus()).toBe(404);
      expect(res.error?.getResponse()).toMatchObject({ code: 'MEDIA_NOT_FOUND', detail: 'Média introuvable.' });
    }
  });
});
