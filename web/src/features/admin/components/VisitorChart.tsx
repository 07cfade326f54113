import type { VisitorStats } from '@streaming/contracts';
import { BarChart } from 'chartist';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';

import { formatCount } from '../../../shared/format/number';
import { axisLabels, barWidth, columnAt, tableRows, tooltipAlign, tooltipText } from '../rules/analytics';

/** The bar whose tooltip shows, and where its top is in the chart (pixels from the chart's corner). */
interface ActiveBar {
  index: number;
  x: number;
  y: number;
  align: ReturnType<typeof tooltipAlign>;
}

const BAR = '[data-bar]';
const CHART_HEIGHT = 260;
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The bar (an SVG line Chartist drew) an event is about, if any. */
function barOf(event: SyntheticEvent): SVGElement | null {
  return event.target instanceof Element ? event.target.closest<SVGElement>(BAR) : null;
}

/** Where a bar's top is in the chart's box. */
function activeBar(bar: SVGElement, box: HTMLElement): ActiveBar {
  const [rect, outer] = [bar.getBoundingClientRect(), box.getBoundingClientRect()];
  const x = rect.left + rect.width / 2 - outer.left;
  return { index: Number(bar.dataset.bar), x, y: rect.top - outer.top, align: tooltipAlign(x, outer.width) };
}

/**
 * The visitor evolution as bars (Chartist draws the SVG), one per day or per month. Each bar is reachable
 * from the keyboard (Tab reaches the chart, the arrows, Home and End move between bars) and shows its
 * tooltip on focus and when the pointer is in its column (a day of 0 visitors too; Escape hides it); the
 * same figures are in a table below. Chartist draws the bars again when the window is resized: the bar
 * that had the focus gets it back, and stays the one Tab reaches.
 */
export function VisitorChart({ stats }: { stats: VisitorStats }) {
  const box = useRef<HTMLDivElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<ActiveBar | null>(null);
  /** The bar in the tab order: the one focused last (null: the last bar, today or this month). */
  const tabbable = useRef<number | null>(null);
  const tips = useMemo(() => stats.points.map((point) => tooltipText(point, stats.granularity)), [stats]);
  const unit = stats.granularity === 'month' ? 'mois' : 'jour';

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const count = stats.points.length;
    /** The bar focused when the window was resized, to focus again once Chartist has drawn its bars anew. */
    let refocus: number | null = null;
    const beforeRedraw = () => {
      const focused = document.activeElement;
      refocus = focused instanceof SVGElement && element.contains(focused) ? Number(focused.dataset.bar) : null;
    };
    // Added before Chartist's own listener (it adds it once the chart is first drawn), so it runs before the bars are replaced.
    window.addEventListener('resize', beforeRedraw);
    const chart = new BarChart(
      element,
      { labels: axisLabels(stats.points, stats.granularity), series: [stats.points.map((point) => point.visitors)] },
      {
        height: `${CHART_HEIGHT}px`,
        low: 0,
        chartPadding: { top: 16, right: 8, bottom: 0, left: 8 },
        axisX: { showGrid: false },
        axisY: { onlyInteger: true, labelInterpolationFnc: (value) => formatCount(Number(value)) },
      },
    );
    chart.on('created', ({ svg }) => {
      // The drawing is no image of its own: its bars are. The axis labels repeat what the bars' names say:
      // a screen reader reads the bars (or the table).
      svg.attr({ role: 'none' });
      for (const labels of svg.getNode().querySelectorAll('.ct-labels')) labels.setAttribute('aria-hidden', 'true');
      // The bars moved: a tooltip shown is placed again by the focus, or hidden.
      const index = refocus;
      refocus = null;
      setActive(null);
      if (index !== null) element.querySelector<SVGElement>(`[data-bar="${index}"]`)?.focus();
    });
    chart.on('draw', (data) => {
      if (data.type !== 'bar') return;
      data.element.attr({
        role: 'img',
        'aria-label': tips[data.index],
        'data-bar': data.index,
        // The bar focused last, at first the last bar (today, or this month), is the one Tab reaches; the arrows move from there.
        tabindex: data.index === (tabbable.current ?? count - 1) ? 0 : -1,
        style: `stroke-width: ${barWidth(data.chartRect.width() / count, count)}px`,
      });
    });
    return () => {
      window.removeEventListener('resize', beforeRedraw);
      tabbable.current = null;
      chart.detach();
      element.replaceChildren();
      setActive(null);
    };
  }, [stats, tips]);

  const onFocus = (event: FocusEvent) => {
    const bar = barOf(event);
    if (!bar || !box.current) return;
    // One bar at a time is in the tab order: the one focused last.
    tabbable.current = Number(bar.dataset.bar);
    for (const other of holder.current?.querySelectorAll(BAR) ?? []) other.setAttribute('tabindex', other === bar ? '0' : '-1');
    setActive(activeBar(bar, box.current));
  };

  /** The pointer's column: its bar's tooltip, however high the bar (a bar of 0 visitors has no height to point at). */
  const onMouseMove = (event: MouseEvent) => {
    if (!box.current) return;
    const bars = [...(holder.current?.querySelectorAll<SVGElement>(BAR) ?? [])];
    const index = columnAt(bars.map((bar) => {
      const rect = bar.getBoundingClientRect();
      return rect.left + rect.width / 2;
    }), event.clientX);
    if (index === -1) setActive(null);
    else if (index !== active?.index) setActive(activeBar(bars[index], box.current));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const bar = barOf(event);
    const move = MOVES[event.key];
    if (!bar || !move) return;
    event.preventDefault();
    const bars = [...(holder.current?.querySelectorAll<SVGElement>(BAR) ?? [])];
    const next = Math.min(bars.length - 1, Math.max(0, move(Number(bar.dataset.bar), bars.length)));
    bars[next]?.focus();
  };

  return (
    <>
      <div
        ref={box}
        className="visitor-chart"
        role="group"
        aria-label={`Visiteurs par ${unit}`}
        onFocus={onFocus}
        onBlur={() => setActive(null)}
        onMouseMove={onMouseMove}
        onMouseLeave={() => setActive(null)}
        onKeyDown={onKeyDown}
      >
        <div ref={holder} className="visitor-chart__bars" style={{ minHeight: CHART_HEIGHT }} />
        {active && (
          <div role="tooltip" className={`visitor-chart__tooltip visitor-chart__tooltip--${active.align}`} style={{ left: active.x, top: active.y }}>
            {tips[active.index]}
          </div>
        )}
      </div>
      <p className="visitor-chart__hint">Au clavier : Tab atteint les barres, les flèches passent de l’une à l’autre.</p>
      <details className="visitor-chart__figures">
        <summary>Voir les chiffres</summary>
        <table className="visitor-chart__table">
          <caption className="visually-hidden">Visiteurs par {unit}</caption>
          <thead>
            <tr>
              <th scope="col">{stats.granularity === 'month' ? 'Mois' : 'Jour'}</th>
              <th scope="col">Visiteurs</th>
            </tr>
          </thead>
          <tbody>
            {tableRows(stats).map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.period}</th>
                <td>{row.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
