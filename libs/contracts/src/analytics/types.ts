/*
 * What the analytics service answers (HTTP shapes: docs/api.md, "Analytics"). Types and constants only (no
 * class-validator, no other module): the back office imports its time zone as a value through the
 * package's `@streaming/contracts/analytics-types` entry, without pulling the DTOs into its bundle.
 */

/** The periods of the back office's analytics screen: the last 7 or 30 Paris days, or the last 365. */
export const ANALYTICS_RANGES = ['7d', '30d', '1y'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** The top list's tabs: everything, films, series that are not animes, animes (the catalogue's one anime rule). */
export const TOP_KINDS = ['all', 'movie', 'series', 'anime'] as const;
export type TopKind = (typeof TOP_KINDS)[number];

/** Titles in a top list. */
export const TOP_SIZE = 10;

/** The time zone of every day the analytics count (a visit, a view): the product's, Paris. */
export const ANALYTICS_TIME_ZONE = 'Europe/Paris';

/** One bar of the visitor chart: a Paris day (7 and 30 days) or a calendar month (1 year). */
export interface VisitorPoint {
  /** `YYYY-MM-DD` for a day, `YYYY-MM` for a month. */
  period: string;
  /** The first and last Paris day the bar covers (a month cut by the range covers part of it). */
  from: string;
  to: string;
  /** Distinct visitors over those days (a visitor counts once per bar). */
  visitors: number;
}

/** The trend of the period: the second half's average per bar against the first half's. */
export interface Trend {
  direction: 'up' | 'down' | 'stable';
  /** The change in percent, one decimal; null when the first half had no visitor. */
  percent: number | null;
}

/** `GET /api/admin/analytics/visitors`. */
export interface VisitorStats {
  range: AnalyticsRange;
  /** First and last Paris day of the range (the last is today). */
  from: string;
  to: string;
  granularity: 'day' | 'month';
  /** Distinct visitor ids over the whole range ('Visiteurs uniques'). */
  uniqueVisitors: number;
  /** Visitors of the current Paris day so far. */
  today: { date: string; visitors: number };
  points: VisitorPoint[];
  trend: Trend;
}

/** A title of a top list, as the catalogue last described it. */
export interface TopTitle {
  rank: number;
  id: string;
  kind: 'movie' | 'series';
  isAnime: boolean;
  title: string;
  posterUrl: string | null;
  /** Views counted over the period ('vues sur la période'). */
  views: number;
}

/** `GET /api/admin/analytics/top`. */
export interface TopTitles {
  range: AnalyticsRange;
  from: string;
  to: string;
  kind: TopKind;
  /** Titles with at least one view over the period, per tab. */
  counts: Record<TopKind, number>;
  /** The tab's 10 most viewed: most views first, ties by title, then id. */
  items: TopTitle[];
}

/** What `analytics.visits.record` answers: whether this was the visitor's first visit of the Paris day. */
export interface VisitRecorded {
  firstToday: boolean;
}
