/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, once, at the
 * highest levels, so that the gateway sends them as they are (@fastify/static's preCompressed) instead
 * of compressing on each request or not at all. A copy that would not be smaller is not written: the
 * gateway then sends the plain file.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipCallback);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.xml']);
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export function brotli(data) {
  return brotliAsync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

export function gzip(data) {
  return gzipAsync(data, { level: constants.Z_BEST_COMPRESSION });
}

async function compressFile(dir, path) {
  const data = await readFile(path);
  const row = { file: relative(dir, path), bytes: data.length };
  for (const [ext, compress] of [['.br', brotli], ['.gz', gzip]]) {
    const packed = await compress(data);
    if (packed.length >= data.length) continue;
    await writeFile(path + ext, packed);
    row[ext.slice(1)] = packed.length;
  }
  return row;
}

/** Compresses every eligible file under `dir` (on libuv's thread pool, in parallel); returns what was written. */
export async function precompress(dir) {
  const jobs = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || (await stat(path)).size < MIN_BYTES) continue;
    jobs.push(compressFile(dir, path));
  }
  return Promise.all(jobs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const written = await precompress(dir);
  const total = (key) => written.reduce((sum, row) => sum + (row[key] ?? row.bytes), 0);
  console.log(`precompress: ${written.length} files in ${relative(process.cwd(), dir) || '.'}, ${total('bytes')} B -> br ${total('br')} B, gzip ${total('gz')} B`);
}
