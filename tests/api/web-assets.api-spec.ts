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

/** What the built app is made of: each script file reached from index.html, its text and the source files it was built from. */
interface BuiltChunk {
  file: string;
  text: string;
  sources: string[];
}

const ADMIN_SOURCE = /(^|\/)src\/features\/admin\//;
/** A file another script names: `import "./x.js"`, `import(\`./x.js\`)`, or "assets/x.js" in the preload lists of a lazy import. */
const CHUNK_REFERENCE = /(?:\.\/|assets\/)([\w.-]+\.js)\b/g;
/** A static import of another file (loaded with the importer, never on demand). */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;

/** Every script of the app, from index.html through each reference (static or lazy), with its source map's sources. */
async function builtChunks(html: string): Promise<Map<string, BuiltChunk>> {
  const chunks = new Map<string, BuiltChunk>();
  const queue = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1]);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (chunks.has(file)) continue;
    const script = await raw(`/assets/${file}`);
    expect(script.status).toBe(200);
    const text = script.body.toString('utf8');
    // Every file with code of the app has its map; the bundler's own runtime has none (the words checked below still cover it).
    const mapName = /\/\/# sourceMappingURL=([\w.-]+\.map)\s*$/.exec(text)?.[1];
    let sources: string[] = [];
    if (mapName) {
      const map = await raw(`/assets/${mapName}`);
      expect(map.status).toBe(200);
      sources = (JSON.parse(map.body.toString('utf8')) as { sources: string[] }).sources;
    }
    chunks.set(file, { file, text, sources });
    for (const match of text.matchAll(CHUNK_REFERENCE)) queue.push(match[1]);
  }
  return chunks;
}

/** The files loaded with `from`: itself and its static imports, all the way down. */
function staticClosure(chunks: Map<string, BuiltChunk>, from: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of chunks.get(file)?.text.matchAll(STATIC_IMPORT) ?? []) queue.push(match[1]);
  }
  return seen;
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

  it('keeps the admin area in one file of its own, fetched on demand: neither the first load nor a member page holds any of it', async () => {
    const html = (await raw('/')).body.toString('utf8');
    const chunks = await builtChunks(html);
    const withAdmin = [...chunks.values()].filter((chunk) => chunk.sources.some((source) => ADMIN_SOURCE.test(source)));
    expect(withAdmin.map((chunk) => chunk.file)).toHaveLength(1);
    const [admin] = withAdmin;
    // The area itself, its screens and its styles are in that file.
    expect(admin.sources.filter((source) => ADMIN_SOURCE.test(source))).toEqual(
      expect.arrayContaining([expect.stringMatching(/AdminArea\.tsx$/), expect.stringMatching(/ReportsAdminPage\.tsx$/), expect.stringMatching(/PopupAdminPage\.tsx$/)]),
    );

    // The first load (index.html's scripts and what they import) and the files a member's session preloads.
    const entries = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((match) => match[1]);
    const memberFiles = (/data-member-files="([^"]+)"/.exec(html)?.[1] ?? '').split(' ').map((path) => path.replace('/assets/', ''));
    expect(memberFiles.length).toBeGreaterThan(0);
    const upFront = staticClosure(chunks, [...entries, ...memberFiles]);
    expect(upFront.has(admin.file)).toBe(false);
    // No file imports it statically: it comes only through the /admin route's lazy import.
    for (const chunk of chunks.values()) {
      expect([...chunk.text.matchAll(STATIC_IMPORT)].map((match) => match[1])).not.toContain(admin.file);
    }
    // Its words are nowhere else either (a copy rather than an import would not show in the source maps).
    for (const chunk of chunks.values()) {
      if (chunk === admin) continue;
      expect(chunk.text).not.toContain('Accès refusé');
      expect(chunk.text).not.toContain('/admin/reports');
    }
    expect(admin.text).toContain('Accès refusé');

    // The styles of the admin screens come with it, not with the first load's style sheet.
    const { style } = await builtAssets();
    const css = (await raw(style)).body.toString('utf8');
    expect(css).toContain('.app__main');
    expect(css).not.toContain('.admin-tile');
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
