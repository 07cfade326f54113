import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AnalyticsRange, VisitorPoint, VisitorStats } from '@streaming/contracts';
import { daysBetween, monthParts, periodOf } from '../shared/paris-days.rules.js';
import { trendOf } from './trend.rules.js';
import { VisitorsRepository } from './visitors.repository.js';

/**
 * The visitor cards and chart of the analytics screen, from the counts kept as visits arrive: a
 * handful of indexed reads whatever the number of visits (distinct visitors over a range: those
 * whose last day is in it; per month: the month's count, or for the month the range cuts, its
 * visitors whose last day in it is in the range).
 */
@Injectable()
export class VisitorsService {
  constructor(
    private readonly ds: DataSource,
    private readonly repo: VisitorsRepository,
  ) {}

  async stats(range: AnalyticsRange, now = new Date()): Promise<VisitorStats> {
    const period = periodOf(range, now);
    const m = this.ds.manager;
    const parts = period.granularity === 'month' ? monthParts(period) : [];
    const cut = parts.filter((p) => !p.fromMonthStart);
    const [daily, uniqueVisitors, months, cutCounts] = await Promise.all([
      this.repo.dayCounts(m, period.from, period.to),
      this.repo.visitorsSince(m, period.from),
      this.repo.monthCounts(m, parts.filter((p) => p.fromMonthStart).map((p) => p.month)),
      Promise.all(cut.map((p) => this.repo.monthVisitorsSince(m, p.month, p.from))),
    ]);
    const days = daysBetween(period.from, period.to).map((day) => ({ day, visitors: daily.get(day) ?? 0 }));
    const points: VisitorPoint[] =
      period.granularity === 'day'
        ? days.map(({ day, visitors }) => ({ period: day, from: day, to: day, visitors }))
        : parts.map((p) => ({
            period: p.month.slice(0, 7),
            from: p.from,
            to: p.to,
            visitors: p.fromMonthStart ? (months.get(p.month) ?? 0) : (cutCounts[cut.indexOf(p)] ?? 0),
          }));
    return {
      range,
      from: period.from,
      to: period.to,
      granularity: period.granularity,
      uniqueVisitors,
      today: { date: period.to, visitors: daily.get(period.to) ?? 0 },
      points,
      // Always on the days (a year's months are not the same length, and the last one is under way).
      trend: trendOf(days.map((d) => d.visitors)),
    };
  }
}
