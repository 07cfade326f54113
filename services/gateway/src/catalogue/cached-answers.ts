import { gzipSync } from 'node:zlib';
import type { RouteAccess } from '../auth/route-access.decorators.js';

/** How long this gateway answers a catalogue read from memory. Catalogue events clear it sooner. */
export const RESPONSE_TTL_MS = 5000;
const MAX_ENTRIES = 2000;
/**
 * How long a search or suggestion answer is kept. Longer than the other reads': the same prefixes
 * and queries come back from many members typing over the minutes, and a catalogue change clears
 * every answer (its event) anyway; what this delays is a view count reordering equal results.
 */
export const SEARCH_TTL_MS = 30_000;
/**
 * Search and suggestion answers are kept apart, up to this many bytes of JSON (about 16,000
 * suggestions or 4,500 results pages; each one's gzip copy, smaller, besides): every keystroke in the
 * header asks for a new URL, and they must not push the home page and the lists out.
 */
const SEARCH_MAX_BYTES = 32 * 1024 * 1024;
const SEARCH_PATH = '/api/search';
/** Answers at least this long are also kept gzip-compressed, for the browsers that accept it (all do). */
export const GZIP_MIN_BYTES = 1024;

/** One cached answer: its JSON as UTF-8 bytes and, when worth it, gzip-compressed once. */
export interface CachedAnswer {
  body: Buffer;
  gzip?: Buffer;
  /**
   * A search or suggestion answer: most of those URLs are asked once (a keystroke, a title typed
   * once), so the first answer goes out plain and the bytes are compressed when asked again.
   */
  gzipWhenRepeated: boolean;
  until: number;
  /** The access rule of the route that gave it, checked again for every request it answers. */
  access: RouteAccess;
}

/**
 * Answers kept for `ttlMs`, up to `max` of what `weigh` counts (one an answer, or its JSON's bytes):
 * past it, the oldest kept go first.
 */
class AnswerShelf {
  private readonly entries = new Map<string, CachedAnswer>();
  private used = 0;

  constructor(
    readonly ttlMs: number,
    private readonly max: number,
    private readonly weigh: (answer: CachedAnswer) => number,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit;
    this.delete(key, hit);
    return undefined;
  }

  set(key: string, answer: CachedAnswer): void {
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    this.entries.set(key, answer);
    this.used += this.weigh(answer);
    for (const [oldest, kept] of this.entries) {
      if (this.used <= this.max) break;
      this.delete(oldest, kept);
    }
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }

  private delete(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    this.used -= this.weigh(answer);
  }
}

/**
 * The answers a gateway keeps, by URL: the search and suggestion answers (SEARCH_TTL_MS, up to
 * SEARCH_MAX_BYTES) apart from the other catalogue reads (RESPONSE_TTL_MS, up to MAX_ENTRIES).
 * CatalogueResponseCache clears them on the catalogue's events.
 */
export class CatalogueAnswers {
  private readonly reads = new AnswerShelf(RESPONSE_TTL_MS, MAX_ENTRIES, () => 1);
  private readonly searches = new AnswerShelf(SEARCH_TTL_MS, SEARCH_MAX_BYTES, (answer) => answer.body.length);

  /** Where a URL's answer is kept. */
  private shelfOf(key: string): AnswerShelf {
    return key.startsWith(SEARCH_PATH) ? this.searches : this.reads;
  }

  get(key: string): CachedAnswer | undefined {
    return this.shelfOf(key).get(key);
  }

  set(key: string, body: Buffer, access: RouteAccess): CachedAnswer {
    const shelf = this.shelfOf(key);
    const gzipWhenRepeated = shelf === this.searches;
    const answer: CachedAnswer = { body, gzipWhenRepeated, until: Date.now() + shelf.ttlMs, access };
    if (body.length >= GZIP_MIN_BYTES && !gzipWhenRepeated) answer.gzip = gzipSync(body);
    shelf.set(key, answer);
    return answer;
  }

  clear(): void {
    this.reads.clear();
    this.searches.clear();
  }
}
