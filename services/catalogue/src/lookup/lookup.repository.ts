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

  episodeRefs(ids: readonly string[]): Promise<EpisodeRefRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.reads.query(
      `SELECT id, series_id, season_number, episode_number, title, duration_minutes, thumbnail_url FROM episodes WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }
}
