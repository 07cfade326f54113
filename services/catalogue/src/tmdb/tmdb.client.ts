import { CatalogueErrors, tmdbBusyMessage } from '@streaming/contracts';
import { DomainError, type Logger } from '@streaming/platform';
import { fail } from '../shared/catalogue-errors.js';
import { RateLimiter, retryAfterMs } from './rate-limiter.js';

export interface TmdbClientOptions {
  baseUrl: string;
  apiKey: string;
  readToken: string;
  /** Longest a call waits, its turn under the rate limit and a 429's wait included. */
  timeoutMs: number;
  maxPerSecond: number;
  logger: Logger;
  fetch?: typeof fetch;
  now?: () => number;
}

/** 429s honoured (waiting as TMDB said) before giving up, within the call's time. */
export const TMDB_RETRIES_AFTER_429 = 2;

const busy = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new DomainError('TMDB_BUSY', CatalogueErrors.TMDB_BUSY.status, tmdbBusyMessage(seconds), { retryAfter: seconds });
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** fetch gave up at the call's deadline (AbortSignal.timeout: a DOMException named TimeoutError). */
const isTimeout = (err: unknown) => {
  const name: unknown = typeof err === 'object' && err !== null ? Reflect.get(err, 'name') : undefined;
  return name === 'TimeoutError' || name === 'AbortError';
};

/**
 * TMDB's API over HTTP, for this process: the credentials from the catalogue's environment (the
 * `api_key` parameter, or a read access token as `Authorization: Bearer`), calls kept under
 * `maxPerSecond`, a 429 honoured (Retry-After, for every call of the process), and every failure a
 * French DomainError: no credentials 503 TMDB_NOT_CONFIGURED, unknown title 404 TMDB_NOT_FOUND,
 * credentials refused 502 TMDB_KEY_REFUSED, a TMDB error or an unreadable answer 502
 * TMDB_UNAVAILABLE, no answer in time 504 TMDB_TIMEOUT, a 429 asking to wait past the call's time
 * 503 TMDB_BUSY (with `retryAfter`). Never logs the URL: it may hold the key.
 */
export class TmdbClient {
  private readonly limiter: RateLimiter;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly opts: TmdbClientOptions) {
    this.now = opts.now ?? Date.now;
    this.limiter = new RateLimiter(opts.maxPerSecond, this.now);
    this.fetch = opts.fetch ?? fetch;
  }

  get configured(): boolean {
    return this.opts.apiKey !== '' || this.opts.readToken !== '';
  }

  /** GET `path` (`/search/movie`) with `params`; answers the parsed JSON. */
  async get(path: string, params: Record<string, string>): Promise<unknown> {
    if (!this.configured) throw fail('TMDB_NOT_CONFIGURED');
    const query = new URLSearchParams(params);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.opts.readToken) headers.authorization = `Bearer ${this.opts.readToken}`;
    else query.set('api_key', this.opts.apiKey);
    const url = `${this.opts.baseUrl}${path}?${query.toString()}`;
    const deadline = this.now() + this.opts.timeoutMs;

    for (let attempt = 0; ; attempt++) {
      const at = this.limiter.reserve(deadline);
      if (at === null) throw this.limiter.pausedUntilMs > deadline ? busy(this.limiter.pausedUntilMs - this.now()) : fail('TMDB_TIMEOUT');
      await sleep(at - this.now());
      for (let wait = this.limiter.go(); wait > 0; wait = this.limiter.go()) await sleep(wait);
      const remaining = deadline - this.now();
      if (remaining <= 0) throw fail('TMDB_TIMEOUT');
      let res: Response;
      let body: string;
      try {
        res = await this.fetch(url, { headers, signal: AbortSignal.timeout(remaining) });
        body = await res.text();
      } catch (err) {
        if (isTimeout(err)) {
          this.opts.logger.warn({ path, timeoutMs: this.opts.timeoutMs }, 'tmdb: no answer in time');
          throw fail('TMDB_TIMEOUT');
        }
        this.opts.logger.warn({ path, err: err instanceof Error ? err.message : String(err) }, 'tmdb: unreachable');
        throw fail('TMDB_UNAVAILABLE');
      }
      if (res.status === 429) {
        const wait = retryAfterMs(res.headers.get('retry-after'), this.now());
        this.limiter.pauseUntil(this.now() + wait);
        this.opts.logger.warn({ path, retryAfterMs: wait, attempt }, 'tmdb: rate limited (429)');
        if (attempt < TMDB_RETRIES_AFTER_429 && this.now() + wait < deadline) continue;
        throw busy(wait);
      }
      if (res.status === 404) throw fail('TMDB_NOT_FOUND');
      if (res.status === 401) {
        this.opts.logger.error({ path, status: res.status }, 'tmdb: credentials refused (TMDB_API_KEY / TMDB_READ_TOKEN)');
        throw fail('TMDB_KEY_REFUSED');
      }
      if (!res.ok) {
        this.opts.logger.warn({ path, status: res.status }, 'tmdb: error answer');
        throw fail('TMDB_UNAVAILABLE');
      }
      try {
        const parsed: unknown = JSON.parse(body);
        return parsed;
      } catch {
        this.opts.logger.warn({ path }, 'tmdb: unreadable answer');
        throw fail('TMDB_UNAVAILABLE');
      }
    }
  }
}
