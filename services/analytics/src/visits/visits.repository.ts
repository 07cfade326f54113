import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The only code that writes visits and the visitor counts. Each statement on the caller's transaction, called in this order. */
@Injectable()
export class VisitsRepository {
  /** The visitor's row of the day; answers whether it is new (its first visit of the day). */
  async insertVisit(manager: EntityManager, visitorId: string, day: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO visits (visitor_id, day, last_visit) VALUES ($1, $2, $3) ON CONFLICT (visitor_id, day) DO NOTHING RETURNING 1`,
      [visitorId, day, at],
    );
    return rows.length > 0;
  }

  /** Another visit the same day: only its time is kept (`last_visit`). */
  async touchVisit(manager: EntityManager, visitorId: string, day: string, at: Date): Promise<void> {
    await manager.query(`UPDATE visits SET last_visit = greatest(last_visit, $3) WHERE visitor_id = $1 AND day = $2`, [visitorId, day, at]);
  }

  /** The visitor's first and last day and last visit. */
  async recordVisitor(manager: EntityManager, visitorId: string, day: string, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO visitors (visitor_id, first_day, last_day, last_visit) VALUES ($1, $2, $2, $3)
       ON CONFLICT (visitor_id) DO UPDATE SET last_day = greatest(visitors.last_day, EXCLUDED.last_day), last_visit = greatest(visitors.last_visit, EXCLUDED.last_visit)`,
      [visitorId, day, at],
    );
  }

  /** The month the visitor came in, with their last day in it; answers whether it is their first visit of the month. */
  async recordMonth(manager: EntityManager, visitorId: string, month: string, day: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO visitor_months (month, visitor_id, last_day) VALUES ($1, $2, $3) ON CONFLICT (month, visitor_id) DO NOTHING RETURNING 1`,
      [month, visitorId, day],
    );
    if (inserted.length) return true;
    await manager.query(`UPDATE visitor_months SET last_day = greatest(last_day, $3) WHERE month = $1 AND visitor_id = $2`, [month, visitorId, day]);
    return false;
  }

  /** One more visitor on `day` (and in `month`, for a first visit of the month). */
  async countVisitor(manager: EntityManager, day: string, month: string | null): Promise<void> {
    await manager.query(`INSERT INTO day_visitors (day, visitors) VALUES ($1, 1) ON CONFLICT (day) DO UPDATE SET visitors = day_visitors.visitors + 1`, [day]);
    if (month) {
      await manager.query(`INSERT INTO month_visitors (month, visitors) VALUES ($1, 1) ON CONFLICT (month) DO UPDATE SET visitors = month_visitors.visitors + 1`, [month]);
    }
  }
}
