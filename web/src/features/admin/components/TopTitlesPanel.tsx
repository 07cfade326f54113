import type { AnalyticsRange, TopKind } from '@streaming/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { LoadError } from '../../../shared/ui/LoadError';
import { Poster } from '../../../shared/ui/Poster';
import { Spinner } from '../../../shared/ui/Spinner';
import { Tabs } from '../../../shared/ui/Tabs';
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
  const titleId = useId();
  const [index, setIndex] = useState(0);
  // Every answer carries the four tabs' counts: those of the 'all' tab (loaded first, then kept) label the tabs.
  const counts = useFetchTopTitles(range, 'all').data?.counts;

  return (
    <section className="panel admin-analytics__top" aria-labelledby={titleId}>
      <h2 className="panel__title" id={titleId}>
        Top 10 des contenus les plus regardés
      </h2>
      <Tabs
        label="Type de contenu"
        tabs={TOP_TABS.map((tab) => ({ key: tab.kind, label: counts ? tabLabel(tab.label, counts[tab.kind]) : tab.label }))}
        index={index}
        onSelect={setIndex}
      >
        <TopList range={range} kind={TOP_TABS[index].kind} />
      </Tabs>
    </section>
  );
}
