import {
  CatalogueErrors, CatalogueEvents,
  type BusEvent, type CatalogueErrorCode, type EventTypesMatching, type RecordViewDto, type SaveProgressDto, type TitleLookup, type TitleLookupQuery,
} from '@streaming/contracts';
import { MicroBatcher } from '@streaming/platform';
import { HttpProblem } from '../errors/http-problem.js';

/** How long a title (or episode) the catalogue answered is taken as existing without asking again. */
export const KNOWN_TITLES_TTL_MS = 60_000;
/** Most titles and episodes kept; the oldest known goes first. About 100 bytes each. */
export const KNOWN_TITLES_MAX = 20_000;
/** Titles checked by one `catalogue.titles.lookup` at most (each names a title and perhaps an episode: within TITLE_LOOKUP_MAX per kind). */
const LOOKUP_BATCH_MAX = 100;
const LOOKUPS_IN_FLIGHT = 4;

/** What a progress save or a view names: a film, or a series and perhaps one of its episodes. */
export interface TitleRef {
  kind: 'movie' | 'series';
  titleId: string;
  episodeId?: string;
}

/** A film never comes with an episode: its DTO refuses that (NO_EPISODE_FOR_MOVIE). */
function titleRef(kind: 'movie' | 'series', titleId: string, episodeId: string | undefined): TitleRef {
  return episodeId === undefined ? { kind, titleId } : { kind, titleId, episodeId };
}

/** The title of a save: `episode` saves name the series (`titleId`) and the episode. */
export const progressTitle = (dto: SaveProgressDto): TitleRef => titleRef(dto.kind === 'movie' ? 'movie' : 'series', dto.titleId, dto.episodeId);

/** The title of a view: a film, or a series with the episode playing, if any. */
export const viewTitle = (dto: RecordViewDto): TitleRef => titleRef(dto.kind, dto.titleId, dto.episodeId);

type CatalogueEvent = BusEvent<EventTypesMatching<'catalogue.>'>>;

/** A title or episode the catalogue answered, until when; an episode with its series. */
interface Known {
  until: number;
  seriesId?: string;
}

const titleKey = (kind: 'movie' | 'series', id: string) => `${kind}:${id.toLowerCase()}`;
const episodeKey = (id: string) => `episode:${id.toLowerCase()}`;

/**
 * Why `ref` cannot be written, given what is known: `known(key)` is undefined for a key not known,
 * null for a known title, an episode's series id for a known episode. Null when all of it exists.
 */
function verdict(ref: TitleRef, known: (key: string) => string | null | undefined): CatalogueErrorCode | null {
  if (known(titleKey(ref.kind, ref.titleId)) === undefined) return ref.kind === 'movie' ? 'MOVIE_NOT_FOUND' : 'SERIES_NOT_FOUND';
  if (ref.episodeId === undefined) return null;
  return known(episodeKey(ref.episodeId)) === ref.titleId.toLowerCase() ? null : 'EPISODE_NOT_FOUND';
}

/**
 * The films, series and episodes this gateway knows to exist, so that a progress save or a view
 * about a title the catalogue does not have is refused (404, the catalogue's own words) before
 * anything is written, at no cost on the hot path: a save of a title seen in the last
 * KNOWN_TITLES_TTL_MS is checked in memory, without a NATS call. Titles not known (new here, or
 * expired) are asked to the catalogue together: those of one turn of the event loop in one
 * `catalogue.titles.lookup`, and a title already being asked for is not asked again.
 *
 * A deletion (catalogue.movie|series|episode.deleted, followed by every replica) forgets the title
 * at once, so the writes that follow it are refused too, rather than leave rows the purge (which
 * ran on the same event) will never see. Titles the catalogue does not have are not remembered:
 * each miss asks again (ids are UUIDs: a title unknown now is never created later with that id).
 * The catalogue away: the check fails as the lookup did (503, 504), and nothing is written.
 */
export class KnownTitles {
  private readonly known = new Map<string, Known>();
  private readonly asking = new Map<string, Promise<CatalogueErrorCode | null>>();
  private readonly batcher: MicroBatcher<TitleRef, CatalogueErrorCode | null>;
  /** Deletion events seen: a lookup that overlapped one is not remembered (it may predate the deletion). */
  private deletions = 0;

  constructor(
    private readonly lookup: (query: TitleLookupQuery) => Promise<TitleLookup>,
    private readonly opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {
    this.batcher = new MicroBatcher((refs) => this.ask(refs), { maxBatch: LOOKUP_BATCH_MAX, waitMs: 0, concurrency: LOOKUPS_IN_FLIGHT });
  }

  /**
   * Nothing (undefined) when the title, and its episode, are known: the caller goes on at once.
   * Else a promise that resolves once the catalogue said they exist, or rejects with a 404
   * HttpProblem (MOVIE_NOT_FOUND, SERIES_NOT_FOUND, EPISODE_NOT_FOUND: also an episode of another
   * series) or with the lookup's own failure.
   */
  check(ref: TitleRef): Promise<void> | undefined {
    if (this.missing(ref) === null) return undefined;
    const key = ref.episodeId ? `${titleKey(ref.kind, ref.titleId)}/${episodeKey(ref.episodeId)}` : titleKey(ref.kind, ref.titleId);
    let answer = this.asking.get(key);
    if (!answer) {
      answer = this.batcher.add(ref).finally(() => this.asking.delete(key));
      this.asking.set(key, answer);
    }
    return answer.then((code) => {
      if (code) throw new HttpProblem(CatalogueErrors[code].status, code, CatalogueErrors[code].message);
    });
  }

  /** Forgets the titles and episodes the catalogue deleted (a series takes its episodes along). */
  forget(events: readonly CatalogueEvent[]): void {
    for (const event of events) {
      switch (event.type) {
        case CatalogueEvents.movieDeleted:
          this.deletions++;
          this.known.delete(titleKey('movie', event.data.id));
          break;
        case CatalogueEvents.seriesDeleted: {
          this.deletions++;
          const seriesId = event.data.id.toLowerCase();
          this.known.delete(titleKey('series', seriesId));
          for (const [key, entry] of this.known) if (entry.seriesId === seriesId) this.known.delete(key);
          break;
        }
        case CatalogueEvents.episodeDeleted:
          this.deletions++;
          this.known.delete(episodeKey(event.data.id));
          break;
      }
    }
  }

  /** Titles and episodes known now (for tests and diagnostics). */
  get size(): number {
    return this.known.size;
  }

  /** Why `ref` cannot be written, from what is known now: null when all of it is known. */
  private missing(ref: TitleRef): CatalogueErrorCode | null {
    const now = this.now();
    return verdict(ref, (key) => {
      const entry = this.fresh(key, now);
      return entry ? (entry.seriesId ?? null) : undefined;
    });
  }

  private fresh(key: string, now: number): Known | undefined {
    const entry = this.known.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry;
    this.known.delete(key);
    return undefined;
  }

  /** One lookup for the titles and episodes of a batch; what it found is remembered, then each ref is judged. */
  private async ask(refs: TitleRef[]): Promise<Array<CatalogueErrorCode | null>> {
    const movieIds = new Set<string>();
    const seriesIds = new Set<string>();
    const episodeIds = new Set<string>();
    for (const ref of refs) {
      (ref.kind === 'movie' ? movieIds : seriesIds).add(ref.titleId.toLowerCase());
      if (ref.episodeId) episodeIds.add(ref.episodeId.toLowerCase());
    }
    const deletions = this.deletions;
    const found = await this.lookup({ movieIds: [...movieIds], seriesIds: [...seriesIds], episodeIds: [...episodeIds] });
    const until = this.now() + (this.opts.ttlMs ?? KNOWN_TITLES_TTL_MS);
    // What this lookup found, by key (an episode with its series), judged from it alone.
    const answered = new Map<string, string | null>();
    for (const card of found.cards) answered.set(titleKey(card.kind, card.id), null);
    for (const episode of found.episodes) answered.set(episodeKey(episode.id), episode.seriesId.toLowerCase());
    if (deletions === this.deletions) {
      for (const [key, seriesId] of answered) this.remember(key, seriesId === null ? { until } : { until, seriesId });
    }
    return refs.map((ref) => verdict(ref, (key) => answered.get(key)));
  }

  private remember(key: string, entry: Known): void {
    // Re-inserted at the end: the oldest known is the first key.
    this.known.delete(key);
    const max = this.opts.maxEntries ?? KNOWN_TITLES_MAX;
    for (const oldest of this.known.keys()) {
      if (this.known.size < max) break;
      this.known.delete(oldest);
    }
    this.known.set(key, entry);
  }

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }
}
