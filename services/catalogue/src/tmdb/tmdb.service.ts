import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { GenreCategory, TmdbDetailsParams, TmdbKind, TmdbPrefill, TmdbSearchQuery, TmdbSearchResult, TmdbSearchResults } from '@streaming/contracts';
import { Infrastructure, type Cache } from '@streaming/platform';
import { CatalogueEnv } from '../config/catalogue.env.js';
import { GenresRepository } from '../genres/genres.repository.js';
import { TmdbClient } from './tmdb.client.js';
import { readSearch, readTitle, toPrefill, type TmdbTitleFacts } from './tmdb.mapper.js';

/** TMDB's language for every lookup (its English texts come with the details' translations). */
export const TMDB_LANGUAGE = 'fr-FR';

/**
 * The back office's TMDB prefill: a lookup (first 5 results, poster thumbnails) and a title's
 * details, credits, videos and translations in ONE call (`append_to_response`), mapped to our form.
 * What TMDB answered is kept in Redis for TMDB_CACHE_TTL_SECONDS (a day) under `tmdb:` (outside
 * `catalogue:`, which catalogue changes drop); our genres are matched on each answer, so a new or
 * renamed genre shows at once. Identical lookups in flight in this process share one call.
 */
@Injectable()
export class TmdbService {
  private readonly client: TmdbClient;
  private readonly cache: Cache;
  private readonly searches = new Map<string, Promise<TmdbSearchResult[]>>();
  private readonly titles = new Map<string, Promise<TmdbTitleFacts>>();

  constructor(
    private readonly env: CatalogueEnv,
    infra: Infrastructure,
    private readonly genres: GenresRepository,
  ) {
    this.cache = infra.cache;
    this.client = new TmdbClient({
      baseUrl: env.TMDB_BASE_URL,
      apiKey: env.TMDB_API_KEY,
      readToken: env.TMDB_READ_TOKEN,
      timeoutMs: env.TMDB_TIMEOUT_MS,
      maxPerSecond: env.TMDB_MAX_REQUESTS_PER_SECOND,
      logger: infra.logger,
    });
  }

  async search(query: TmdbSearchQuery): Promise<TmdbSearchResults> {
    const q = query.q.trim();
    const key = this.cache.key('tmdb', query.kind, 'search', createHash('sha1').update(q.toLowerCase()).digest('base64url'));
    const results = await this.cached(this.searches, key, async () =>
      readSearch(query.kind, await this.client.get(`/search/${query.kind}`, { query: q, language: TMDB_LANGUAGE, page: '1', include_adult: 'false' }), this.env.TMDB_IMAGE_BASE_URL));
    return { results };
  }

  async details(params: TmdbDetailsParams): Promise<TmdbPrefill> {
    const facts = await this.cached(this.titles, this.cache.key('tmdb', params.kind, 'title', params.id), () => this.fetchTitle(params.kind, params.id));
    const ours = (await this.genres.all()).map((g) => ({ id: g.id, name: g.name, category: g.category as GenreCategory }));
    return toPrefill(facts, ours);
  }

  private async fetchTitle(kind: TmdbKind, id: number): Promise<TmdbTitleFacts> {
    const json = await this.client.get(`/${kind}/${id}`, {
      language: TMDB_LANGUAGE,
      append_to_response: 'credits,videos,translations',
      // Trailers in French, else English, else without a language.
      include_video_language: 'fr,en,null',
    });
    return readTitle(kind, json, this.env.TMDB_IMAGE_BASE_URL);
  }

  /** Redis first (a day); else one call for every identical lookup in flight here, stored once read. */
  private async cached<T>(inFlight: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.client.configured) return load();
    const running = inFlight.get(key);
    if (running) return running;
    const value = this.cache.getOrLoad(key, this.env.TMDB_CACHE_TTL_SECONDS, load);
    inFlight.set(key, value);
    try {
      return await value;
    } finally {
      inFlight.delete(key);
    }
  }
}
