import { describe, expect, it } from '@jest/globals';
import type { VisitorPoint, VisitorStats } from '@streaming/contracts';

import {
  axisLabel,
  axisLabels,
  barWidth,
  columnAt,
  kindLabel,
  noVisitors,
  periodText,
  rangeSpan,
  tabLabel,
  tableRows,
  titlePath,
  tooltipAlign,
  tooltipText,
  trendView,
  viewsOnPeriod,
  visitorsText,
} from './analytics';

const day = (period: string, visitors = 0): VisitorPoint => ({ period, from: period, to: period, visitors });
const month = (period: string, from: string, to: string, visitors = 0): VisitorPoint => ({ period, from, to, visitors });

function stats(points: VisitorPoint[], granularity: VisitorStats['granularity'] = 'day'): VisitorStats {
  return {
    range: granularity === 'month' ? '1y' : '7d',
    from: points[0].from,
    to: points[points.length - 1].to,
    granularity,
    uniqueVisitors: 0,
    today: { date: points[points.length - 1].to, visitors: 0 },
    points,
    trend: { direction: 'stable', percent: 0 },
  };
}

/** Thirty Paris days from 29 October 2026 (the clocks went back on the 25th: the labels must not move). */
const thirtyDays = Array.from({ length: 30 }, (_, i) => day(new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10), i));

describe('axis labels', () => {
  it('name days by day and short month, and months by short month and year, in French', () => {
    expect(axisLabel(day('2026-11-23'), 'day')).toBe('23 nov.');
    expect(axisLabel(day('2026-03-29'), 'day')).toBe('29 mars');
    expect(axisLabel(month('2026-02', '2026-02-01', '2026-02-28'), 'month')).toBe('févr. 26');
  });

  it('label every bar up to 13 (a week, a year of months) and one in three of 30 days', () => {
    const week = Array.from({ length: 7 }, (_, i) => day(`2026-11-2${i}`));
    expect(axisLabels(week, 'day')).toEqual(['20 nov.', '21 nov.', '22 nov.', '23 nov.', '24 nov.', '25 nov.', '26 nov.']);
    const labels = axisLabels(thirtyDays, 'day');
    expect(labels).toHaveLength(30);
    expect(labels.filter(Boolean)).toEqual(['29 oct.', '1 nov.', '4 nov.', '7 nov.', '10 nov.', '13 nov.', '16 nov.', '19 nov.', '22 nov.', '25 nov.']);
    expect(labels[1]).toBe('');
  });
});

describe('periodText and tooltipText', () => {
  it('say a day with its weekday, "1er" for the first of the month', () => {
    expect(periodText(day('2026-11-23'), 'day')).toBe('lundi 23 novembre 2026');
    expect(periodText(day('2026-12-01'), 'day')).toBe('mardi 1er décembre 2026');
  });

  it('say a whole month by its name, and the days of a month the range cuts', () => {
    expect(periodText(month('2026-02', '2026-02-01', '2026-02-28'), 'month')).toBe('février 2026');
    expect(periodText(month('2025-11', '2025-11-28', '2025-11-30'), 'month')).toBe('novembre 2025, du 28 au 30');
    expect(periodText(month('2026-11', '2026-11-01', '2026-11-27'), 'month')).toBe('novembre 2026, du 1er au 27');
  });

  it('add the visitors, singular for 0 and 1, with French digit groups', () => {
    expect(tooltipText(day('2026-11-23', 12), 'day')).toBe('lundi 23 novembre 2026 : 12 visiteurs');
    expect(tooltipText(day('2026-11-23', 1), 'day')).toBe('lundi 23 novembre 2026 : 1 visiteur');
    expect(visitorsText(0)).toBe('0 visiteur');
    expect(visitorsText(12345)).toBe('12\u202f345 visiteurs');
  });
});

describe('tableRows', () => {
  it('give one row per bar, in order, with the period in words and the visitors', () => {
    const rows = tableRows(stats([month('2025-11', '2025-11-28', '2025-11-30', 3), month('2025-12', '2025-12-01', '2025-12-31', 1500)], 'month'));
    expect(rows).toEqual([
      { key: '2025-11', period: 'novembre 2025, du 28 au 30', visitors: '3' },
      { key: '2025-12', period: 'décembre 2025', visitors: '1\u202f500' },
    ]);
  });
});

describe('barWidth', () => {
  it('takes 60 % of the slot up to 30 bars and 35 % above (thinner bars)', () => {
    expect(barWidth(100, 7)).toBe(60);
    expect(barWidth(30, 30)).toBe(18);
    expect(barWidth(30, 31)).toBe(10.5);
  });

  it('never draws a bar under a pixel wide', () => {
    expect(barWidth(1, 365)).toBe(1);
  });
});

describe('tooltipAlign', () => {
  it('opens the tooltip inwards near the edges of the chart, centred elsewhere', () => {
    expect(tooltipAlign(50, 1000)).toBe('start');
    expect(tooltipAlign(500, 1000)).toBe('center');
    expect(tooltipAlign(800, 1000)).toBe('center');
    expect(tooltipAlign(950, 1000)).toBe('end');
  });
});

describe('columnAt', () => {
  it('finds the bar whose column the pointer is in, a bar of no height as the others', () => {
    const centres = [50, 150, 250, 350];
    expect(columnAt(centres, 150)).toBe(1);
    expect(columnAt(centres, 199)).toBe(1);
    expect(columnAt(centres, 201)).toBe(2);
    expect(columnAt(centres, 0)).toBe(0);
    expect(columnAt(centres, 400)).toBe(3);
  });

  it('finds none beyond half a column from the first and last bars, nor without bars', () => {
    expect(columnAt([50, 150, 250], -1)).toBe(-1);
    expect(columnAt([50, 150, 250], 301)).toBe(-1);
    expect(columnAt([], 10)).toBe(-1);
    expect(columnAt([120], 5)).toBe(0);
  });
});

describe('noVisitors', () => {
  it('holds only when every bar is at zero', () => {
    expect(noVisitors(stats([day('2026-11-26'), day('2026-11-27')]))).toBe(true);
    expect(noVisitors(stats([day('2026-11-26'), day('2026-11-27', 1)]))).toBe(false);
  });
});

describe('trendView', () => {
  const compared = 'seconde moitié de la période comparée à la première';

  it('shows an arrow, its word and the signed change with one decimal', () => {
    expect(trendView({ direction: 'up', percent: 12.5 })).toEqual({ arrow: '↑', label: 'En hausse', percent: '+12,5\u00a0%', note: compared });
    expect(trendView({ direction: 'down', percent: -8 })).toEqual({ arrow: '↓', label: 'En baisse', percent: '-8,0\u00a0%', note: compared });
    expect(trendView({ direction: 'stable', percent: 5 })).toEqual({ arrow: '→', label: 'Stable', percent: '+5,0\u00a0%', note: compared });
    expect(trendView({ direction: 'stable', percent: 0 }).percent).toBe('0,0\u00a0%');
  });

  it('has no percentage when the first half had no visitor, and says so', () => {
    expect(trendView({ direction: 'up', percent: null })).toEqual({ arrow: '↑', label: 'En hausse', percent: '', note: 'aucun visiteur sur la première moitié de la période' });
  });
});

describe('top list texts', () => {
  it('count the views of the period, singular for one', () => {
    expect(viewsOnPeriod(3)).toBe('3 vues sur la période');
    expect(viewsOnPeriod(1)).toBe('1 vue sur la période');
    expect(viewsOnPeriod(2500)).toBe('2\u202f500 vues sur la période');
  });

  it('link films to /movie and series and animes to /series', () => {
    expect(titlePath({ id: 'a1', kind: 'movie' })).toBe('/movie/a1');
    expect(titlePath({ id: 'b2', kind: 'series' })).toBe('/series/b2');
  });

  it('name the kind, an anime by the catalogue rule', () => {
    expect(kindLabel({ kind: 'movie', isAnime: false })).toBe('Film');
    expect(kindLabel({ kind: 'series', isAnime: false })).toBe('Série');
    expect(kindLabel({ kind: 'series', isAnime: true })).toBe('Animé');
  });

  it('put the count of each tab beside its name', () => {
    expect(tabLabel('Films', 3)).toBe('Films (3)');
  });

  it('say what each range covers', () => {
    expect(rangeSpan('7d')).toBe('sur les 7 derniers jours');
    expect(rangeSpan('1y')).toBe('sur les 12 derniers mois');
  });
});
