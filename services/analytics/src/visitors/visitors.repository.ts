import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Reads of the visitor counts: the daily and monthly counts kept as visits arrive, never a scan of the visits. */
@Injectable()
export class VisitorsRepository {
  /** Visitors per Paris day from `from` to `to` (days without a visitor have no row). */
  async dayCounts(manager: EntityManager, from: string, to: string): Promise<Map<string, number>> {
    const rows: Array<{ day: string; visitors: number }> = await manager.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors FROM day_visitors WHERE day BETWEEN $1 AND $2`,
      [from, to],
    );
    return new Map(rows.map((r) => [r.day, r.visitors]));
  }

  /** Visitors of each month (its first day), whole months. */
  async monthCounts(manager: EntityManager, months: readonly string[]): Promise<Map<string, number>> {
    if (!months.length) return new Map();
    const rows: Array<{ month: string; visitors: number }> = await manager.query(
      `SELECT to_char(month, 'YYYY-MM-DD') AS month, visitors FROM month_visitors WHERE month = ANY($1::date[])`,
      [months],
    );
    return new Map(rows.map((r) => [r.month, r.visitors]));
  }

  /** Visitors of `month` who came on `from` or later (a month cut by the start of a range). */
  async monthVisitorsSince(manager: EntityManager, month: string, from: string): Promise<number> {
    const [row]: Array<{ n: number }> = await manager.query(
      `SELECT count(*)::int AS n FROM visitor_months WHERE month = $1 AND last_day >= $2`,
      [month, from],
    );
    return row.n;
  }

  /** Distinct visitors since `from` (to today: nothing is counted after today). */
  async visitorsSince(manager: EntityManager, from: string): Promise<number> {
    const [row]: Array<{ n: number }> = await manager.query(`SELECT count(*)::int AS n FROM visitors WHERE last_day >= $1`, [from]);
    return row.n;
  }
}
