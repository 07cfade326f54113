import { Injectable } from '@nestjs/common';
import {
  CataloguePatterns,
  type BusPattern, type CatalogueCard, type ReportContentType, type RequestContentType, type RpcRequestData, type RpcResponseData,
} from '@streaming/contracts';
import { Infrastructure, RpcCallError } from '@streaming/platform';
import { episodeTitle } from '../reports/report.rules.js';
import { fail } from '../shared/moderation-errors.js';

/** A catalogue title as a report stores it. */
export interface ReportedContent {
  title: string;
  /** An episode's series. */
  seriesId: string | null;
}

/**
 * What moderation asks the catalogue (over NATS, like every other caller: the catalogue owns its titles):
 * a reported title, the title that fulfils a request, whether a requested title is already there.
 * The catalogue away or too slow is a 503 for the caller, nothing written.
 */
@Injectable()
export class CatalogueTitles {
  constructor(private readonly infra: Infrastructure) {}

  /** The title of a film, series or episode (an episode: "<series> — S1E2 <episode>"), or null when the catalogue has no such id. */
  async reported(contentType: ReportContentType, id: string): Promise<ReportedContent | null> {
    if (contentType !== 'episode') {
      const card = await this.card(contentType, id);
      return card && { title: card.title, seriesId: null };
    }
    const { episodes } = await this.call(CataloguePatterns.titlesLookup, { movieIds: [], seriesIds: [], episodeIds: [id] });
    const episode = episodes[0];
    if (!episode) return null;
    const series = await this.card('series', episode.seriesId);
    if (!series) return null;
    return { title: episodeTitle(series.title, episode.seasonNumber, episode.episodeNumber, episode.title), seriesId: episode.seriesId };
  }

  /** The card of a film or a series, or null. */
  async card(kind: RequestContentType, id: string): Promise<CatalogueCard | null> {
    const { cards } = await this.call(CataloguePatterns.titlesLookup, {
      movieIds: kind === 'movie' ? [id] : [], seriesIds: kind === 'series' ? [id] : [], episodeIds: [],
    });
    return cards.find((c) => c.kind === kind) ?? null;
  }

  /** The catalogue's title of that kind and name (case, accents and punctuation aside), of that year when given; null when it has none. */
  async available(kind: RequestContentType, title: string, year: number | undefined): Promise<CatalogueCard | null> {
    const { cards } = await this.call(CataloguePatterns.titlesMatch, year === undefined ? { kind, title } : { kind, title, year });
    return cards[0] ?? null;
  }

  private async call<P extends BusPattern>(pattern: P, data: RpcRequestData<P>): Promise<RpcResponseData<P>> {
    try {
      return await this.infra.rpc.call(pattern, data);
    } catch (err) {
      // The catalogue unreachable, timing out or failing: the caller may try again; nothing was written.
      if (err instanceof RpcCallError && err.status >= 500) {
        this.infra.logger.warn({ pattern, code: err.code, status: err.status }, 'catalogue unavailable: answered 503');
        throw fail('SERVICE_UNAVAILABLE');
      }
      throw err;
    }
  }
}
