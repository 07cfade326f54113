import type { AnalyticsRange, TopKind } from '@streaming/contracts';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';

import { LoadError } from '../../../shared/ui/LoadError';
import { Poster } from '../../../shared/ui/Poster';
import { Spinner } from '../../../shared/ui/Spinner';
import { useFetchTopTitles } from '../hooks/use-fetch-top-titles';
import { kindLabel, tabLabel, titlePath, TOP_TABS, viewsOnPeriod } from '../rules/analytics';

/** Spec section 8. */
const TOP_FAILED = 'Erreur lors du chargement des contenus populaires';

function TopList({ range, kind }: { range: AnalyticsRange; kind: TopKind }) {
  const top = useFetchTopTitles(range, kind);
  if (top.isPending) return <Spinner label="Chargement des contenus populaires..." />;
  if (top.isError) return <LoadError text={TOP_FAILED} error={top.error} onRetry={() => void top.refetch()} />;
  if (top.data.items.length === 0) return <p className="admin-analytics__empty">Aucune vue sur la période</p>;
  return (
    <ol className="top-titles">
      {top.data.items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="top-titles__item">
          {/* The list's order says the rank to a screen reader. */}
          <span className="top-titles__rank" aria-hidden="true">
            {item.rank}
          </span>
          <Poster url={item.posterUrl} className="top-titles__poster" />
          <div className="top-titles__text">
            <Link className="top-titles__title" to={titlePath(item)}>
              {item.title}
            </Link>
            <span className="top-titles__meta">
              {kindLabel(item)} · {viewsOnPeriod(item.views)}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The 10 most watched titles of the period (spec sections 2 and 9) under four tabs, each with its count of
 * titles viewed (arrow keys, Home and End move between the tabs); each title links to its member page.
 */
export function TopTitlesPanel({ range }: { range: AnalyticsRange }) {
  const baseId = useId();
  const [index, setIndex] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const kind = TOP_TABS[index].kind;
  // Every answer carries the four tabs' counts: those of the 'all' tab (loaded first, then kept) label the tabs.
  const counts = useFetchTopTitles(range, 'all').data?.counts;

  const select = (next: number, focus = false) => {
    setIndex(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: TOP_TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select((moves[event.key] + TOP_TABS.length) % TOP_TABS.length, true);
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  return (
    <section className="panel admin-analytics__top" aria-labelledby={`${baseId}-title`}>
      <h2 className="panel__title" id={`${baseId}-title`}>
        Top 10 des contenus les plus regardés
      </h2>
      <div className="tabs" role="tablist" aria-label="Type de contenu">
        {TOP_TABS.map((tab, i) => (
          <button
            key={tab.kind}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            id={tabId(i)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={i === index}
            aria-controls={panelId}
            tabIndex={i === index ? 0 : -1}
            onClick={() => select(i)}
            onKeyDown={onTabKey}
          >
            {counts ? tabLabel(tab.label, counts[tab.kind]) : tab.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(index)} className="tabs__panel">
        <TopList range={range} kind={kind} />
      </div>
    </section>
  );
}
