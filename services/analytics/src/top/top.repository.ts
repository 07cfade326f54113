import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TitleViews } from './top.rules.js';

interface TitleViewsRow {
  kind: 'movie' | 'series';
  id: string;
  title: string;
  poster_url: string | null;
  is_anime: boolean;
  views: number;
}

/** Reads of the daily view counts: a period is the sum of its days, never a scan of the raw views. */
@Injectable()
export class TopRepository {
  /**
   * The views of each title over the Paris days `from` to `to`, for the titles the catalogue
   * described and still has (a deleted title's views stay counted, it is no longer listed).
   */
  async titleViews(manager: EntityManager, from: string, to: string): Promise<TitleViews[]> {
    const rows: TitleViewsRow[] = await manager.query(
      `SELECT t.kind, t.id, t.title, t.poster_url, t.is_anime, v.views
         FROM (SELECT kind, title_id, sum(views)::int AS views FROM title_day_views WHERE day BETWEEN $1 AND $2 GROUP BY kind, title_id) v
         JOIN titles t ON t.kind = v.kind AND t.id = v.title_id
        WHERE t.described_at IS NOT NULL AND t.deleted_at IS NULL`,
      [from, to],
    );
    return rows.map((r) => ({ id: r.id, kind: r.kind, isAnime: r.is_anime, title: r.title, posterUrl: r.poster_url, views: r.views }));
  }
}
