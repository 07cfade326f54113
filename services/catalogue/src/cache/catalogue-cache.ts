import { createHash } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AdminActionEvents, CatalogueEvents, type CatalogueEventData, type EventEnvelope } from '@streaming/contracts';
import { Infrastructure, type Cache } from '@streaming/platform';
import { CatalogueEnv } from '../config/catalogue.env.js';
import { CatalogueReads } from '../database/catalogue-reads.js';

/** How long a read stays in this process's memory before Redis is asked again. */
export const LOCAL_TTL_MS = 1000;
/** Reads kept in memory at most (the oldest go first). */
export const LOCAL_MAX_ENTRIES = 500;

/**
 * The catalogue's Redis keys, all under `<REDIS_PREFIX>catalogue:`, and which ones a change drops.
 * Freshness from the spec: lists, counters and items 5 min; genres and similar films 10 min.
 * When Redis is down every read goes to PostgreSQL (the platform Cache swallows the errors).
 *
 * In front of Redis, each process keeps what it read for LOCAL_TTL_MS: a hot read (the home pools,
 * a popular list) is then fetched and parsed once a second instead of on every request (for the
 * home page, a 40 kB Redis value per request), and readers arriving while it loads share the load.
 * A drop in this process, or any catalogue event, forgets them all at once.
 *
 * Each drop and each catalogue event also tells CatalogueReads, which then sends the refills that
 * follow to the primary for a while rather than to a read replica that may lag behind.
 */
@Injectable()
export class CatalogueCache implements OnApplicationBootstrap {
  private readonly cache: Cache;
  private readonly local = new Map<string, { expires: number; value: Promise<unknown>; views: boolean }>();

  constructor(
    private readonly infra: Infrastructure,
    private readonly env: CatalogueEnv,
    private readonly reads: CatalogueReads,
  ) {
    this.cache = infra.cache;
  }

  /**
   * Every replica forgets what it keeps in memory on any catalogue change (one replica's durable
   * consumer drops the Redis keys and this same instance's memory; see cache-drop.consumer.ts). A
   * missed event costs LOCAL_TTL_MS.
   */
  onApplicationBootstrap(): void {
    this.infra.follow('catalogue.>', (events) => {
      if (events.every(isAuditRecord)) return;
      this.reads.changed();
      this.local.clear();
    });
  }

  /** Stable key part for a query object (property order does not matter). */
  static hash(value: unknown): string {
    const sorted = (v: unknown): unknown =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)]))
        : v;
    return createHash('sha1').update(JSON.stringify(sorted(value) ?? null)).digest('base64url');
  }

  readonly keys = {
    root: () => this.cache.key('catalogue'),
    lists: () => this.cache.key('catalogue', 'lists'),
    list: (name: string, query: unknown) => this.cache.key('catalogue', 'lists', name, CatalogueCache.hash(query)),
    stats: () => this.cache.key('catalogue', 'stats'),
    genres: () => this.cache.key('catalogue', 'genres'),
    movie: (id: string) => this.cache.key('catalogue', 'item', 'movie', id),
    series: (id: string) => this.cache.key('catalogue', 'item', 'series', id),
    similar: () => this.cache.key('catalogue', 'similar'),
    similarOf: (id: string) => this.cache.key('catalogue', 'similar', id),
    /** The Redis set naming the cached lists that depend on views (under lists: a catalogue change drops it with them). */
    viewLists: () => this.cache.key('catalogue', 'lists', 'by-views'),
  };

  /**
   * Redis (then PostgreSQL on a miss) through this process's memory. `views`: the value depends on
   * view counts (its order or its titles); once stored in Redis, its key is added to the
   * `viewLists` set, which the views consumer empties and drops after each batch (dropForViews).
   */
  private read<T>(key: string, ttlSeconds: number, load: () => Promise<T>, views = false): Promise<T> {
    const now = Date.now();
    const kept = this.local.get(key);
    if (kept && kept.expires > now) return kept.value as Promise<T>;
    let loaded = false;
    const fill = views ? async () => {
      const v = await load();
      loaded = true;
      return v;
    } : load;
    // Tracked after it is stored: a batch's drop in between misses it, and the next batch's drop takes it.
    const value = this.cache.getOrLoad(key, ttlSeconds, fill).then(async (v) => {
      if (loaded) await this.cache.addToSet(this.keys.viewLists(), key, ttlSeconds + 60);
      return v;
    });
    this.local.delete(key); // set again below: the Map's order is the entries' age
    if (this.local.size >= LOCAL_MAX_ENTRIES) this.local.delete(this.local.keys().next().value as string);
    this.local.set(key, { expires: now + LOCAL_TTL_MS, value, views });
    // A failed read (a title not found, PostgreSQL down) is not kept.
    value.catch(() => {
      if (this.local.get(key)?.value === value) this.local.delete(key);
    });
    return value;
  }

  list<T>(name: string, query: unknown, load: () => Promise<T>): Promise<T> {
    return this.read(this.keys.list(name, query), this.env.CACHE_LIST_TTL_SECONDS, load, listDependsOnViews(name, query));
  }

  stats<T>(load: () => Promise<T>): Promise<T> {
    return this.read(this.keys.stats(), this.env.CACHE_LIST_TTL_SECONDS, load);
  }

  genres<T>(load: () => Promise<T>): Promise<T> {
    return this.read(this.keys.genres(), this.env.CACHE_GENRES_TTL_SECONDS, load);
  }

  movie<T>(id: string, load: () => Promise<T>): Promise<T> {
    return this.read(this.keys.movie(id), this.env.CACHE_ITEM_TTL_SECONDS, load);
  }

  series<T>(id: string, load: () => Promise<T>): Promise<T> {
    return this.read(this.keys.series(id), this.env.CACHE_ITEM_TTL_SECONDS, load);
  }

  similar<T>(id: string, load: () => Promise<T>): Promise<T> {
    return this.read(this.keys.similarOf(id), this.env.CACHE_GENRES_TTL_SECONDS, load);
  }

  /**
   * Drops what the given catalogue events make stale (their data as published: read, not trusted);
   * answers whether Redis dropped it all (false: the cache-drop consumer's batch is tried again).
   */
  async dropFor(events: Array<Pick<EventEnvelope, 'type' | 'data'>>): Promise<boolean> {
    const k = this.keys;
    const prefixes = new Set<string>();
    const keys = new Set<string>();
    for (const e of events) {
      const { id, seriesId } = eventIds(e.data);
      if (e.type.startsWith('catalogue.genre.')) {
        // Names and slugs appear in menus, genre pages and every detail page: drop it all.
        prefixes.add(k.root());
        continue;
      }
      prefixes.add(k.lists());
      keys.add(k.stats());
      switch (e.type) {
        case CatalogueEvents.movieCreated:
        case CatalogueEvents.movieUpdated:
        case CatalogueEvents.movieDeleted:
          if (id) keys.add(k.movie(id));
          // Any film's similar list may hold this one.
          prefixes.add(k.similar());
          break;
        case CatalogueEvents.episodeCreated:
        case CatalogueEvents.episodeUpdated:
        case CatalogueEvents.episodeDeleted:
          if (seriesId) keys.add(k.series(seriesId));
          break;
        default:
          if (id) keys.add(k.series(id));
      }
    }
    const root = k.root();
    const all = prefixes.has(root) ? [root] : [...prefixes];
    // Memory is forgotten before and after Redis: nothing read meanwhile outlives the drop here.
    this.reads.changed();
    this.local.clear();
    const done = await Promise.all([...all.map((p) => this.cache.delByPrefix(p)), prefixes.has(root) || this.cache.del(...keys)]);
    this.local.clear();
    return done.every(Boolean);
  }

  /**
   * After a batch of views was added to `views_count`: drops, once for the whole batch, what shows
   * the changed counts in its order or its titles: the pages of the films and series viewed, the
   * home and films / series page pools (best rated, ties broken by views) and every list sorted or
   * filtered by views or built from those pools ('Tous les Films'), as listed in the `viewLists`
   * set. Other lists show a card's view count as it was when they were cached (up to their TTL).
   *
   * Unlike a catalogue change, reads are not sent to the primary afterwards: a refill from a replica
   * a few milliseconds behind shows a few views less, and the next batch drops it again.
   */
  async dropForViews(titles: { movies: readonly string[]; series: readonly string[] }): Promise<void> {
    const k = this.keys;
    const keys = new Set<string>([
      ...titles.movies.map((id) => k.movie(id)),
      ...titles.series.map((id) => k.series(id)),
      k.list('home', {}), k.list('sections:movies', {}), k.list('sections:series', {}),
    ]);
    const forgetLocal = () => {
      for (const [key, entry] of this.local) if (entry.views || keys.has(key)) this.local.delete(key);
    };
    forgetLocal();
    // SPOP: a list tracked meanwhile stays in the set for the next batch's drop.
    for (const key of await this.cache.popAll(k.viewLists())) keys.add(key);
    await this.cache.del(...keys);
    forgetLocal();
  }

  async dropAll(): Promise<void> {
    this.reads.changed();
    this.local.clear();
    await this.cache.delByPrefix(this.keys.root());
    this.local.clear();
  }
}

/**
 * Does a cached list show titles in an order, or a selection, that view counts change: the home
 * and films / series page pools (best rated, ties broken by views), a list or a genre page sorted
 * or filtered by views, and 'Tous les Films' (the titles left out come from those pools).
 */
export function listDependsOnViews(name: string, query: unknown): boolean {
  if (name === 'home' || name.startsWith('sections:')) return true;
  if (typeof query !== 'object' || query === null) return false;
  const sort: unknown = Reflect.get(query, 'sort');
  const minViews: unknown = Reflect.get(query, 'minViews');
  const excludeSections: unknown = Reflect.get(query, 'excludeSections');
  return sort === 'views' || (minViews !== undefined && minViews !== null) || (excludeSections !== undefined && excludeSections !== null);
}

/** An admin action's audit record (`catalogue.admin_action.recorded`): not a catalogue change, it drops nothing. */
export const isAuditRecord = (event: Pick<EventEnvelope, 'type'>): boolean => event.type === AdminActionEvents.catalogue;

/** The ids a catalogue event carries (CatalogueEventData), those that are strings. */
function eventIds(data: unknown): Pick<CatalogueEventData, 'seriesId'> & { id?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const id: unknown = Reflect.get(data, 'id');
  const seriesId: unknown = Reflect.get(data, 'seriesId');
  return { id: typeof id === 'string' ? id : undefined, seriesId: typeof seriesId === 'string' ? seriesId : undefined };
}
