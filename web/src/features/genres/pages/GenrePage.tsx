import { useParams } from 'react-router';

import { errorDetails, isApiError } from '../../../shared/api/api-error';
import { pagedItems } from '../../../shared/api/paging';
import { pageTitle } from '../../../shared/config';
import { formatCount, plural } from '../../../shared/format/number';
import { Alert } from '../../../shared/ui/Alert';
import { FilterPanel } from '../../catalogue/components/FilterPanel';
import { NotFoundState } from '../../catalogue/components/NotFoundState';
import { LoadMore, TitleGrid, TitleGridSkeleton } from '../../catalogue/components/TitleGrid';
import { countFilters, type FilterField, listQuery, MOVIE_SORTS, SERIES_SORTS } from '../../catalogue/filters';
import { useListFilters } from '../../catalogue/hooks/use-list-filters';
import { useBrowseGenre } from '../hooks/use-browse-genre';

/** Spec section 2: year range (1900 to 2030), minimum rating, minimum views; plus films or series only. */
const FIELDS: FilterField[] = ['kind', 'yearFrom', 'yearTo', 'minRating', 'minViews'];

function GenreView({ slug }: { slug: string }) {
  const list = useListFilters(FIELDS, MOVIE_SORTS);
  const genre = useBrowseGenre(slug, listQuery(list.state));
  const first = genre.data?.pages[0];
  const items = pagedItems(genre.data?.pages);
  // 'Durée' where the page lists films (spec section 9: duration is a films sort); series come after them.
  const sorts = first && first.counts.movies > 0 ? MOVIE_SORTS : SERIES_SORTS;

  if (genre.isError && !genre.isFetchNextPageError) {
    if (isApiError(genre.error) && (genre.error.status === 404 || genre.error.detail === 'Genre non trouvé')) {
      return <NotFoundState title="Genre non trouvé" backTo="/home" backLabel="Retour à l’accueil" />;
    }
  }

  const filtered = countFilters(list.state.filters) > 0;
  return (
    <div className="page catalogue-page">
      <title>{pageTitle(first ? first.genre.name : 'Genre')}</title>
      <header className="catalogue-banner">
        <p className="catalogue-banner__kicker">{first ? `Genre · ${first.genre.category}` : 'Genre'}</p>
        <h1 className="page__title catalogue-banner__title">{first ? first.genre.name : <span aria-hidden="true">…</span>}</h1>
        {first && (
          <p className="catalogue-banner__count">
            <strong>{formatCount(first.counts.movies)}</strong> {plural(first.counts.movies, 'film')} ·{' '}
            <strong>{formatCount(first.counts.series)}</strong> {plural(first.counts.series, 'série')}
          </p>
        )}
      </header>
      <FilterPanel fields={FIELDS} sorts={sorts} list={list} label="Filtres et tri du genre" />

      {genre.isPending && <TitleGridSkeleton label="Chargement du genre..." />}
      {genre.isError && !genre.isFetchNextPageError && (
        <Alert tone="error" details={errorDetails(genre.error)}>
          Erreur lors du chargement
        </Alert>
      )}
      {first &&
        (first.total === 0 ? (
          <div className="empty-state" role="status">
            <p className="empty-state__title">{filtered ? 'Aucun titre ne correspond à ces filtres' : 'Aucun titre dans ce genre pour le moment'}</p>
            {filtered && (
              <button type="button" className="button button--primary" onClick={list.reset}>
                Réinitialiser les filtres
              </button>
            )}
          </div>
        ) : (
          <>
            <TitleGrid items={items} label={`Titres du genre ${first.genre.name}`} showKind />
            {genre.isFetchNextPageError && <Alert tone="error">Erreur lors du chargement</Alert>}
            <LoadMore
              count={{ shown: items.length, total: first.total, noun: 'titre' }}
              hasMore={genre.hasNextPage}
              loading={genre.isFetchingNextPage}
              onLoadMore={() => void genre.fetchNextPage()}
            />
          </>
        ))}
    </div>
  );
}

/** /genre/:slug: the films and series of a genre; an unknown slug shows 'Genre non trouvé'. */
export function GenrePage() {
  const { slug = '' } = useParams();
  // Another genre starts over: filter drafts and loaded pages belong to the previous one.
  return <GenreView key={slug} slug={slug} />;
}
