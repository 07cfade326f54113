import type { ContentKind } from '@streaming/contracts';
import { Link, useSearchParams } from 'react-router';

import { errorDetails } from '../../../shared/api/api-error';
import { pagedItems } from '../../../shared/api/paging';
import { pageTitle } from '../../../shared/config';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { Alert } from '../../../shared/ui/Alert';
import { Tabs } from '../../../shared/ui/Tabs';
import { TitleCard } from '../../catalogue/components/TitleCard';
import { LoadMore, TitleGridSkeleton } from '../../catalogue/components/TitleGrid';
import { RemoveFavoriteButton } from '../components/RemoveFavoriteButton';
import { useBrowseFavorites } from '../hooks/use-browse-favorites';

interface Tab {
  kind: ContentKind;
  label: string;
  listLabel: string;
  noun: string;
  empty: string;
  browseTo: string;
  browseLabel: string;
}

const TABS: readonly Tab[] = [
  {
    kind: 'movie',
    label: 'Films',
    listLabel: 'Films favoris',
    noun: 'film',
    empty: 'Aucun film dans vos favoris',
    browseTo: '/films',
    browseLabel: 'Parcourir les films',
  },
  {
    kind: 'series',
    label: 'Séries',
    listLabel: 'Séries favorites',
    noun: 'série',
    empty: 'Aucune série dans vos favoris',
    browseTo: '/series',
    browseLabel: 'Parcourir les séries',
  },
];

const NOTICE_MS = 6000;

/** The chosen tab's favourites: newest first, a page at a time, each with its 'Retirer' button. */
function FavoritesList({ tab, focusTab }: { tab: Tab; focusTab: () => void }) {
  const favorites = useBrowseFavorites(tab.kind);
  const [notice, showNotice] = useFlashMessage<string>(NOTICE_MS);
  const items = pagedItems(favorites.data?.pages);
  const total = favorites.data?.pages.at(-1)?.total ?? 0;

  if (favorites.isPending) return <TitleGridSkeleton label="Chargement des favoris..." count={6} />;
  if (favorites.isError) {
    return (
      <div className="favorites__error">
        <Alert tone="error" details={errorDetails(favorites.error)}>
          Erreur lors du chargement des favoris
        </Alert>
        <button type="button" className="button button--secondary" onClick={() => void favorites.refetch()}>
          Réessayer
        </button>
      </div>
    );
  }

  return (
    <>
      {notice && (
        <div className="toast">
          <Alert tone="error">{notice}</Alert>
        </div>
      )}
      {items.length === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-state__title">{tab.empty}</p>
          <p className="empty-state__text">Ajoutez-en depuis la page d’un titre avec le bouton « Ajouter aux favoris ».</p>
          <Link className="button button--primary" to={tab.browseTo}>
            {tab.browseLabel}
          </Link>
        </div>
      ) : (
        <>
          <ul className="title-grid" aria-label={tab.listLabel}>
            {items.map((favorite, index) => (
              <li key={favorite.id} className="favorites__item">
                <TitleCard card={favorite.card} eager={index < 6} favoriteToggle={false} />
                <RemoveFavoriteButton
                  kind={favorite.kind}
                  titleId={favorite.titleId}
                  title={favorite.card.title}
                  onFailure={showNotice}
                  focusFallback={focusTab}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={favorites.hasNextPage}
            loading={favorites.isFetchingNextPage}
            onLoadMore={() => void favorites.fetchNextPage()}
            count={{ shown: items.length, total, noun: tab.noun }}
          />
        </>
      )}
    </>
  );
}

/**
 * /favorites ('Films favoris' in the profile menu): the member's favourite films and series under two
 * tabs (arrow keys, Home and End move between them). The tab is in the address (?type=series).
 */
export function FavoritesPage() {
  const [params, setParams] = useSearchParams();
  const index = params.get('type') === 'series' ? 1 : 0;
  const tab = TABS[index];

  return (
    <div className="page favorites">
      <title>{pageTitle('Mes favoris')}</title>
      <h1 className="page__title">Mes favoris</h1>
      <p className="page__lead">Vos films et séries favoris, du plus récent au plus ancien.</p>

      <Tabs
        label="Type de favoris"
        tabs={TABS.map((item) => ({ key: item.kind, label: item.label }))}
        index={index}
        onSelect={(next) => setParams(next === 0 ? {} : { type: 'series' }, { replace: true })}
      >
        {(focusTab) => <FavoritesList key={tab.kind} tab={tab} focusTab={focusTab} />}
      </Tabs>
    </div>
  );
}
