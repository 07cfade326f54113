import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { API_URL } from './support/api-client.js';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** A request whose answer is read as sent on the wire (fetch would decode it and hide the encoding). */
function raw(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(`${API_URL()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The entry script and style sheet the built index.html names (their names carry a content hash). */
async function builtAssets(): Promise<{ script: string; style: string }> {
  const html = (await raw('/')).body.toString('utf8');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !style) throw new Error('index.html names no /assets/ script or style sheet: build the web app first');
  return { script, style };
}

describe('web app assets', () => {
  it('sends the entry script brotli-compressed to a browser that accepts br, gzip to one that accepts only gzip, plain otherwise', async () => {
    const { script } = await builtAssets();
    const plain = await raw(script);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const br = await raw(script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await raw(script, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('sends the style sheet compressed with a CSS content type', async () => {
    const { style } = await builtAssets();
    const br = await raw(style, { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(br.body).toString('utf8')).toContain('.app__main');
  });

  it('answers a missing asset with a 404, not the app', async () => {
    const res = await raw('/assets/nope-00000000.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('serves a real robots.txt as text: the sign-in page allowed, the API and the member pages not', async () => {
    const res = await raw('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.toString('utf8').split('\n').map((line) => line.trim());
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /$', 'Disallow: /api/', 'Disallow: /']));
    expect(res.body.toString('utf8')).not.toContain('<div id="root">');
  });
});
