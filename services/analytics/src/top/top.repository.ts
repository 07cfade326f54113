import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { daysBetween, type PeriodSums } from '../shared/paris-days.rules.js';
import type { TitleViews } from './top.rules.js';

interface TitleViewsRow {
  kind: 'movie' | 'series';
  id: string;
  title: string;
  poster_url: string | null;
  is_anime: boolean;
  views: number;
}

/** Reads of the view counts: a period is the sum of its months and days (PeriodSums), never a scan of the raw views. */
@Injectable()
export class TopRepository {
  /**
   * The views of each title over a period, for the titles the catalogue described and still has (a
   * deleted title's views stay counted, it is no longer listed): the monthly counts of `months`, plus
   * the daily counts of `days`, less those of `outside`.
   */
  async titleViews(manager: EntityManager, sums: PeriodSums): Promise<TitleViews[]> {
    const days = (ranges: PeriodSums['days']) => ranges.flatMap((r) => daysBetween(r.from, r.to));
    const rows: TitleViewsRow[] = await manager.query(
      `SELECT t.kind, t.id, t.title, t.poster_url, t.is_anime, v.views
         FROM (SELECT kind, title_id, sum(views)::int AS views
                 FROM (SELECT kind, title_id, views FROM title_month_views WHERE month = ANY($1::date[])
                       UNION ALL SELECT kind, title_id, views FROM title_day_views WHERE day = ANY($2::date[])
                       UNION ALL SELECT kind, title_id, -views FROM title_day_views WHERE day = ANY($3::date[])) p
                GROUP BY kind, title_id HAVING sum(views) > 0) v
         JOIN titles t ON t.kind = v.kind AND t.id = v.title_id
        WHERE t.described_at IS NOT NULL AND t.deleted_at IS NULL`,
      [sums.months, days(sums.days), days(sums.outside)],
    );
    return rows.map((r) => ({ id: r.id, kind: r.kind, isAnime: r.is_anime, title: r.title, posterUrl: r.poster_url, views: r.views }));
  }
}
