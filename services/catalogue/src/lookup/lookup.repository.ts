import { Injectable } from '@nestjs/common';
import { CatalogueReads } from '../database/catalogue-reads.js';
import type { TitleTable } from '../database/title-sql.js';
import { CARD_COLUMNS, type CardRow } from '../shared/card.mapper.js';

/** What `episodeRefs` reads of an episode. */
export interface EpisodeRefRow {
  id: string;
  series_id: string;
  season_number: number;
  episode_number: number;
  title: string;
  duration_minutes: number | null;
  thumbnail_url: string | null;
}

/**
 * Titles and episodes by id, for the pages of other services (favourites, history): one query per
 * kind, public reads (a read replica when there is one).
 */
@Injectable()
export class LookupRepository {
  constructor(private readonly reads: CatalogueReads) {}

  /** The card rows of the films or series among `ids` (ids that do not exist are simply absent). */
  cards(table: TitleTable, ids: readonly string[]): Promise<CardRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.reads.query(`SELECT ${CARD_COLUMNS} FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /**
   * The card rows of the films or series whose title is `title` once case, accents and punctuation
   * are set aside (`title_sort` is the stored norm_text(title), indexed), of `year` when given;
   * oldest first, at most `limit`.
   */
  matching(table: TitleTable, title: string, year: number | undefined, limit: number): Promise<CardRow[]> {
    return this.reads.query(
      `SELECT ${CARD_COLUMNS} FROM ${table}
        WHERE title_sort = norm_text($1) AND ($2::int IS NULL OR release_year = $2)
        ORDER BY release_year NULLS LAST, id LIMIT $3`,
      [title, year ?? null, limit],
    );
  }

  episodeRefs(ids: readonly string[]): Promise<EpisodeRefRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.reads.query(
      `SELECT id, series_id, season_number, episode_number, title, duration_minutes, thumbnail_url FROM episodes WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }
}
