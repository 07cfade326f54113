import type { AnalyticsRange, VisitorStats } from '@streaming/contracts';
import { useId, useState } from 'react';

import { formatCount } from '../../../shared/format/number';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { AdminScreen } from '../components/AdminScreen';
import { TopTitlesPanel } from '../components/TopTitlesPanel';
import { VisitorChart } from '../components/VisitorChart';
import { useFetchVisitorStats } from '../hooks/use-fetch-visitor-stats';
import { noVisitors, RANGE_OPTIONS, rangeSpan, trendView } from '../rules/analytics';

/** Spec section 8. */
const STATS_FAILED = 'Erreur lors du chargement des statistiques';
const EVOLUTION_FAILED = 'Erreur lors du chargement des données d’évolution';

/** What is not measured (docs/api.md, "What the figures are"): the spec's 'coming soon' cards and panels. */
const SOON_CARDS = ['Pages vues', 'Temps moyen'];
const SOON_PANELS = [
  { title: 'Tendances par Genre', text: 'Les genres les plus regardés et leur évolution.' },
  { title: 'Répartition géographique', text: 'D’où viennent les visiteurs.' },
  { title: 'Types d’appareils', text: 'Ordinateurs, mobiles, tablettes et téléviseurs.' },
  { title: 'Heures de pointe', text: 'Les heures de la journée où le site est le plus fréquenté.' },
];
const UPCOMING = [
  'Pages vues et temps moyen passé sur le site',
  'Tendances par genre',
  'Répartition géographique des visiteurs',
  'Types d’appareils',
  'Heures de pointe',
];

type VisitorQuery = ReturnType<typeof useFetchVisitorStats>;

function VisitorCards({ visitors, range }: { visitors: VisitorQuery; range: AnalyticsRange }) {
  if (visitors.isPending) return <Spinner label="Chargement des statistiques..." />;
  if (visitors.isError) return <LoadError text={STATS_FAILED} error={visitors.error} onRetry={() => void visitors.refetch()} />;
  const cards = [
    { label: 'Visiteurs uniques', value: formatCount(visitors.data.uniqueVisitors), note: rangeSpan(range) },
    { label: 'Visiteurs aujourd’hui', value: formatCount(visitors.data.today.visitors), note: 'depuis minuit, heure de Paris' },
    ...SOON_CARDS.map((label) => ({ label, value: 'Bientôt', note: 'pas encore mesuré', soon: true })),
  ];
  return (
    <dl className="stats-grid admin-counters admin-analytics__cards" aria-label="Visiteurs">
      {cards.map((card) => (
        <div key={card.label} className={'soon' in card ? 'stats-grid__item admin-analytics__soon' : 'stats-grid__item'}>
          <dt>{card.label}</dt>
          <dd>
            {card.value}
            <span className="admin-analytics__note">{card.note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Trend({ trend }: { trend: VisitorStats['trend'] }) {
  const view = trendView(trend);
  return (
    <p className={`admin-analytics__trend admin-analytics__trend--${trend.direction}`}>
      <span className="visually-hidden">Tendance : </span>
      <span aria-hidden="true">{view.arrow} </span>
      {view.label}
      {view.percent && <strong> {view.percent}</strong>}
      <span className="admin-analytics__note"> ({view.note})</span>
    </p>
  );
}

function Evolution({ visitors }: { visitors: VisitorQuery }) {
  if (visitors.isPending) return <Spinner label="Chargement des données d’évolution..." />;
  if (visitors.isError) return <LoadError text={EVOLUTION_FAILED} error={visitors.error} onRetry={() => void visitors.refetch()} />;
  return (
    <>
      <Trend trend={visitors.data.trend} />
      {noVisitors(visitors.data) && <p className="admin-analytics__empty">Aucun visiteur sur la période</p>}
      <VisitorChart stats={visitors.data} />
    </>
  );
}

/**
 * /admin/analytics: the visitors (cards, the evolution chart and its trend) and the most watched titles
 * of the period chosen with the buttons (7 days, 30 days, 1 year), then what is not measured yet.
 */
export function AnalyticsAdminPage() {
  const [range, setRange] = useState<AnalyticsRange>('7d');
  const visitors = useFetchVisitorStats(range);
  const chartTitle = useId();

  return (
    <AdminScreen title="Statistiques" lead="Les visiteurs du site et les contenus les plus regardés.">
      <div className="admin-analytics__ranges" role="group" aria-label="Période">
        {RANGE_OPTIONS.map((option) => (
          <button
            key={option.range}
            type="button"
            className={option.range === range ? 'button button--primary' : 'button button--secondary'}
            aria-pressed={option.range === range}
            onClick={() => setRange(option.range)}
          >
            {option.label}
          </button>
        ))}
      </div>

      <VisitorCards visitors={visitors} range={range} />

      <section className="panel" aria-labelledby={chartTitle}>
        <h2 className="panel__title" id={chartTitle}>
          Évolution des visiteurs
        </h2>
        <Evolution visitors={visitors} />
      </section>

      <TopTitlesPanel range={range} />

      <div className="admin-analytics__soon-panels">
        {SOON_PANELS.map((panel) => (
          <section key={panel.title} className="panel admin-analytics__soon" aria-label={panel.title}>
            <h2 className="panel__title">{panel.title}</h2>
            <p>{panel.text}</p>
            <span className="badge">Bientôt</span>
          </section>
        ))}
      </div>
      <section className="panel" aria-label="Fonctionnalités à venir">
        <h2 className="panel__title">Fonctionnalités à venir</h2>
        <ul className="tips">
          {UPCOMING.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </AdminScreen>
  );
}
