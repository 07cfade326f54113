import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DailyTitleViews } from './export.rules.js';

interface DailyRow {
  day: string;
  kind: 'movie' | 'series';
  is_anime: boolean | null;
  id: string;
  title: string | null;
  in_catalogue: boolean;
  views: number;
}

/** Reads the daily counts for the export: every title and Paris day of a period with at least one view. */
@Injectable()
export class ExportRepository {
  /** Days in order, then most viewed first, then title and id (the same file for the same counts). */
  async dailyViews(manager: EntityManager, from: string, to: string): Promise<DailyTitleViews[]> {
    const rows: DailyRow[] = await manager.query(
      `SELECT to_char(v.day, 'YYYY-MM-DD') AS day, v.kind, t.is_anime, v.title_id AS id, t.title,
              (t.described_at IS NOT NULL AND t.deleted_at IS NULL) AS in_catalogue, v.views
         FROM title_day_views v LEFT JOIN titles t ON t.kind = v.kind AND t.id = v.title_id
        WHERE v.day BETWEEN $1 AND $2
        ORDER BY v.day, v.views DESC, t.title, v.kind, v.title_id`,
      [from, to],
    );
    return rows.map((r) => ({ day: r.day, kind: r.kind, isAnime: r.is_anime === true, id: r.id, title: r.title, inCatalogue: r.in_catalogue === true, views: r.views }));
  }
}
