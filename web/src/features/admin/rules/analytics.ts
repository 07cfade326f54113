import { ANALYTICS_TIME_ZONE } from '@streaming/contracts/analytics-types';
import type { AnalyticsRange, TopKind, TopTitle, Trend, VisitorPoint, VisitorStats } from '@streaming/contracts';

import { formatCount, plural } from '../../../shared/format/number';

/** What /admin/analytics shows, as pure rules: labels, the bars' widths and labels, tooltips, the table's rows. */

const LOCALE = 'fr-FR';

/** The chart's period buttons (spec section 9: 7 days, 30 days, 1 year). */
export const RANGE_OPTIONS: ReadonlyArray<{ range: AnalyticsRange; label: string; span: string }> = [
  { range: '7d', label: '7 jours', span: 'sur les 7 derniers jours' },
  { range: '30d', label: '30 jours', span: 'sur les 30 derniers jours' },
  { range: '1y', label: '1 an', span: 'sur les 12 derniers mois' },
];

/** The top list's tabs: all, films, series, animes. */
export const TOP_TABS: ReadonlyArray<{ kind: TopKind; label: string }> = [
  { kind: 'all', label: 'Tous' },
  { kind: 'movie', label: 'Films' },
  { kind: 'series', label: 'Séries' },
  { kind: 'anime', label: 'Animés' },
];

/** "Films (3)": a tab with the number of its titles viewed over the period. */
export function tabLabel(label: string, count: number): string {
  return `${label} (${formatCount(count)})`;
}

/** "sur les 7 derniers jours": what the range covers, said under the unique visitors. */
export function rangeSpan(range: AnalyticsRange): string {
  return RANGE_OPTIONS.find((option) => option.range === range)?.span ?? '';
}

/** "12 visiteurs", "1 visiteur". */
export function visitorsText(visitors: number): string {
  return `${formatCount(visitors)} ${plural(visitors, 'visiteur')}`;
}

// Days and months come as Paris calendar days ('2026-11-23') and months ('2026-11'): read at noon UTC,
// they are that same day in Paris whatever the season, and formatted in Paris whatever the browser's zone.
const AXIS_DAY = new Intl.DateTimeFormat(LOCALE, { timeZone: ANALYTICS_TIME_ZONE, day: 'numeric', month: 'short' });
const AXIS_MONTH = new Intl.DateTimeFormat(LOCALE, { timeZone: ANALYTICS_TIME_ZONE, month: 'short', year: '2-digit' });
const LONG_DAY = new Intl.DateTimeFormat(LOCALE, { timeZone: ANALYTICS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const LONG_MONTH = new Intl.DateTimeFormat(LOCALE, { timeZone: ANALYTICS_TIME_ZONE, month: 'long', year: 'numeric' });

const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);
const monthDate = (month: string) => new Date(`${month}-15T12:00:00Z`);
/** "1er" for the first of the month, as French writes it; the number otherwise. */
const dayNumber = (day: string) => (Number(day.slice(8, 10)) === 1 ? '1er' : String(Number(day.slice(8, 10))));

/** A day or month under its bar: "23 nov." (7 and 30 days), "nov. 26" (the year, by months). */
export function axisLabel(point: VisitorPoint, granularity: VisitorStats['granularity']): string {
  return granularity === 'month' ? AXIS_MONTH.format(monthDate(point.period)) : AXIS_DAY.format(dayDate(point.period));
}

/** Labels under the bars: every one up to 13 bars, then one every so many so that about 10 show (30 days: one in 3). */
export function axisLabels(points: VisitorPoint[], granularity: VisitorStats['granularity']): string[] {
  const every = points.length <= 13 ? 1 : Math.ceil(points.length / 10);
  return points.map((point, index) => (index % every === 0 ? axisLabel(point, granularity) : ''));
}

/** The last day of a 'YYYY-MM-DD''s month, as 'YYYY-MM-DD'. */
function lastDayOfMonth(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return `${day.slice(0, 8)}${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * What a bar covers, in words: "lundi 23 novembre 2026"; a month "novembre 2026", or, when the range
 * covers only part of it (the year's first month, the current one), "novembre 2025, du 27 au 30".
 */
export function periodText(point: VisitorPoint, granularity: VisitorStats['granularity']): string {
  if (granularity === 'day') {
    const parts = LONG_DAY.formatToParts(dayDate(point.period));
    return parts.map((part) => (part.type === 'day' ? dayNumber(point.period) : part.value)).join('');
  }
  const month = LONG_MONTH.format(monthDate(point.period));
  const whole = point.from.endsWith('-01') && point.to === lastDayOfMonth(point.to);
  return whole ? month : `${month}, du ${dayNumber(point.from)} au ${dayNumber(point.to)}`;
}

/** A bar's tooltip (and its name for a screen reader): "lundi 23 novembre 2026 : 12 visiteurs". */
export function tooltipText(point: VisitorPoint, granularity: VisitorStats['granularity']): string {
  return `${periodText(point, granularity)} : ${visitorsText(point.visitors)}`;
}

/** The chart's figures as the rows of a table (for screen readers, and for whoever wants the numbers). */
export function tableRows(stats: VisitorStats): Array<{ key: string; period: string; visitors: string }> {
  return stats.points.map((point) => ({ key: point.period, period: periodText(point, stats.granularity), visitors: formatCount(point.visitors) }));
}

/** Bars get thinner above this many (spec section 9). */
export const THIN_BARS_ABOVE = 30;

/** A bar's width in pixels from the width of its slot: 60 % of it, 35 % above 30 bars; at least 1 px. */
export function barWidth(slotWidth: number, bars: number): number {
  const share = bars > THIN_BARS_ABOVE ? 0.35 : 0.6;
  return Math.max(1, Math.round(slotWidth * share * 10) / 10);
}

/**
 * Which way a bar's tooltip opens, from where the bar is across the chart: from the bar rightwards in the
 * first fifth, leftwards in the last fifth (it would otherwise cross the chart's edge), centred elsewhere.
 */
export function tooltipAlign(x: number, width: number): 'start' | 'center' | 'end' {
  if (x < width / 5) return 'start';
  return x > (width * 4) / 5 ? 'end' : 'center';
}

/**
 * The bar whose column holds a pointer's x (`centres`: the bars' centres, left to right, in the same
 * unit): the nearest bar, as long as the pointer is within half the space between two bars of it, so
 * that a day of 0 visitors (a bar of no height) shows its tooltip as the others do. -1 outside them.
 */
export function columnAt(centres: readonly number[], x: number): number {
  if (!centres.length) return -1;
  const spacing = centres.length > 1 ? (centres[centres.length - 1] - centres[0]) / (centres.length - 1) : Infinity;
  let nearest = 0;
  for (let i = 1; i < centres.length; i++) if (Math.abs(centres[i] - x) < Math.abs(centres[nearest] - x)) nearest = i;
  return Math.abs(centres[nearest] - x) <= spacing / 2 ? nearest : -1;
}

/** Whether the period has no visitor at all (the chart then says so instead of drawing empty bars). */
export function noVisitors(stats: VisitorStats): boolean {
  return stats.points.every((point) => point.visitors === 0);
}

const SIGNED_PERCENT = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });

const TREND_WORDS: Record<Trend['direction'], { arrow: string; label: string }> = {
  up: { arrow: '↑', label: 'En hausse' },
  down: { arrow: '↓', label: 'En baisse' },
  stable: { arrow: '→', label: 'Stable' },
};

/**
 * The server's trend as shown: an arrow, its word, the change ("+12,5 %", "-8,0 %", "0,0 %") and what is
 * compared; with no visitor in the first half there is no percentage, and the note says why.
 */
export function trendView(trend: Trend): { arrow: string; label: string; percent: string; note: string } {
  const words = TREND_WORDS[trend.direction];
  if (trend.percent === null) return { ...words, percent: '', note: 'aucun visiteur sur la première moitié de la période' };
  return { ...words, percent: `${SIGNED_PERCENT.format(trend.percent)}\u00a0%`, note: 'seconde moitié de la période comparée à la première' };
}

/** "12 vues sur la période", "1 vue sur la période". */
export function viewsOnPeriod(views: number): string {
  return `${formatCount(views)} ${plural(views, 'vue')} sur la période`;
}

/** The member page of a top title. */
export function titlePath(item: Pick<TopTitle, 'id' | 'kind'>): string {
  return item.kind === 'movie' ? `/movie/${encodeURIComponent(item.id)}` : `/series/${encodeURIComponent(item.id)}`;
}

/** "Film", "Série" or "Animé" (the catalogue's one anime rule, as the server answers it). */
export function kindLabel(item: Pick<TopTitle, 'kind' | 'isAnime'>): string {
  if (item.kind === 'movie') return 'Film';
  return item.isAnime ? 'Animé' : 'Série';
}
