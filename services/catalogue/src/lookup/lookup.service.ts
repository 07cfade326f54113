import { Injectable } from '@nestjs/common';
import type { CatalogueCard, EpisodeRef, TitleLookup, TitleLookupQuery, TitleMatchQuery } from '@streaming/contracts';
import { toCard } from '../shared/card.mapper.js';
import { LookupRepository, type EpisodeRefRow } from './lookup.repository.js';

export const toEpisodeRef = (r: EpisodeRefRow): EpisodeRef => ({
  id: r.id,
  seriesId: r.series_id,
  seasonNumber: r.season_number,
  episodeNumber: r.episode_number,
  title: r.title,
  durationMinutes: r.duration_minutes,
  thumbnailUrl: r.thumbnail_url,
});

/** Titles a match answers at most (the same title in several years is rare; a page of them is plenty). */
export const TITLE_MATCH_MAX = 20;

/** Cards and episodes by id for other services' pages: the same cards as the lists, not cached (ids vary per member). */
@Injectable()
export class LookupService {
  constructor(private readonly lookup: LookupRepository) {}

  async lookupTitles(q: TitleLookupQuery): Promise<TitleLookup> {
    const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];
    const [movies, series, episodes] = await Promise.all([
      this.lookup.cards('movies', unique(q.movieIds)),
      this.lookup.cards('series', unique(q.seriesIds)),
      this.lookup.episodeRefs(unique(q.episodeIds)),
    ]);
    return {
      cards: [...movies.map((r) => toCard(r, 'movie')), ...series.map((r) => toCard(r, 'series'))],
      episodes: episodes.map(toEpisodeRef),
    };
  }

  /**
   * The films or series (`kind`) titled `title`, case, accents and punctuation set aside, of `year`
   * when given: moderation asks before opening a content request for a title the catalogue has.
   */
  async matchTitles(q: TitleMatchQuery): Promise<{ cards: CatalogueCard[] }> {
    const rows = await this.lookup.matching(q.kind === 'movie' ? 'movies' : 'series', q.title, q.year, TITLE_MATCH_MAX);
    return { cards: rows.map((r) => toCard(r, q.kind)) };
  }
}
