import type { ContentKind } from '@streaming/contracts';
import { useDeferredValue, useId, useMemo } from 'react';

import { errorDetails } from '../../../shared/api/api-error';
import { pagedItems } from '../../../shared/api/paging';
import { pageTitle } from '../../../shared/config';
import { formatCount, plural } from '../../../shared/format/number';
import { Alert } from '../../../shared/ui/Alert';
import type { SelectOption } from '../../../shared/ui/SelectField';
import { type FilterField, type ListState, countFilters, listQuery } from '../filters';
import { useBrowseTitles } from '../hooks/use-browse-titles';
import { useFetchCatalogueStats } from '../hooks/use-fetch-catalogue-stats';
import { useFetchListingSections } from '../hooks/use-fetch-listing-sections';
import { type ListFilters, useListFilters } from '../hooks/use-list-filters';
import { Carousel, CarouselSkeleton } from './Carousel';
import { FilterPanel } from './FilterPanel';
import { LoadMore, TitleGrid, TitleGridSkeleton } from './TitleGrid';

export interface BrowserTexts {
  /** Page heading: 'Films', 'Séries'. */
  heading: string;
  /** Singular noun for counts: 'film', 'série'. */
  noun: string;
  featured: string;
  top: string;
  latest: string;
  all: string;
  /** 'Films filtrés (n)' */
  filtered: (count: number) => string;
  /** 'Aucun film trouvé' */
  empty: string;
  /** 'Erreur lors du chargement des films' */
  error: string;
}

interface TitleBrowserProps<S extends string> {
  kind: ContentKind;
  texts: BrowserTexts;
  fields: readonly FilterField[];
  sorts: readonly S[];
  genres?: readonly SelectOption[];
}

/** Without filters: featured, best rated and latest titles, then every other title in the chosen sort. */
function Sections({ kind, texts, state }: { kind: ContentKind; texts: BrowserTexts; state: ListState<string> }) {
  const allHeading = useId();
  const query = useFetchListingSections(kind);
  // The server leaves out the titles of this draw of the sections: one request per page.
  const all = useBrowseTitles(
    kind,
    query.data ? { ...listQuery(state), excludeSections: query.data.draw } : listQuery(state),
    query.data !== undefined,
  );
  // Carousels and grid are drawn in a background render, which React splits into short tasks, rather
  // than in one long task when an answer arrives; what stands in for them stays until then.
  const sections = useDeferredValue(query.data);
  const pages = useDeferredValue(all.data?.pages);
  const rest = useMemo(() => pagedItems(pages), [pages]);

  if (query.isError) {
    return (
      <Alert tone="error" details={errorDetails(query.error)}>
        {texts.error}
      </Alert>
    );
  }
  if (!sections) {
    return (
      <>
        <CarouselSkeleton title={texts.featured} size="large" />
        <CarouselSkeleton title={texts.top} />
      </>
    );
  }

  return (
    <>
      {sections.featured.length > 0 && <Carousel title={texts.featured} items={sections.featured} size="large" eager />}
      {sections.topRated.length > 0 && <Carousel title={texts.top} items={sections.topRated} />}
      {sections.latest.length > 0 && <Carousel title={texts.latest} items={sections.latest} />}
      <section className="section" aria-labelledby={allHeading}>
        <h2 id={allHeading} className="section__title">
          {texts.all}
        </h2>
        {(all.isPending || (all.data && !pages)) && <TitleGridSkeleton label={`Chargement : ${texts.all}`} />}
        {all.isError && !all.isFetchNextPageError && (
          <Alert tone="error" details={errorDetails(all.error)}>
            {texts.error}
          </Alert>
        )}
        {all.data && pages && (
          <>
            {rest.length > 0 ? (
              <TitleGrid items={rest} label={texts.all} progressive />
            ) : (
              !all.hasNextPage && <p className="page__lead">Tous les titres sont présentés ci-dessus.</p>
            )}
            {all.isFetchNextPageError && (
              <Alert tone="error" details={errorDetails(all.error)}>
                {texts.error}
              </Alert>
            )}
            {all.hasNextPage && (
              <LoadMore hasMore loading={all.isFetchingNextPage} onLoadMore={() => void all.fetchNextPage()} />
            )}
          </>
        )}
      </section>
    </>
  );
}

/** With filters: 'Films filtrés (n)' and the matching titles, or the empty state with a reset button. */
function Filtered<S extends string>({ kind, texts, list }: { kind: ContentKind; texts: BrowserTexts; list: ListFilters<S> }) {
  const heading = useId();
  const results = useBrowseTitles(kind, listQuery(list.state));
  const items = pagedItems(results.data?.pages);
  const total = results.data?.pages[0]?.total ?? 0;

  if (results.isPending) return <TitleGridSkeleton label="Chargement des résultats..." />;
  if (results.isError && !results.isFetchNextPageError) {
    return (
      <Alert tone="error" details={errorDetails(results.error)}>
        {texts.error}
      </Alert>
    );
  }
  if (total === 0) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-state__title">{texts.empty}</p>
        <p className="empty-state__text">Aucun titre ne correspond à ces filtres. Élargissez-les ou repartez de zéro.</p>
        <button type="button" className="button button--primary" onClick={list.reset}>
          Réinitialiser les filtres
        </button>
      </div>
    );
  }
  return (
    <section className="section" aria-labelledby={heading}>
      <h2 id={heading} className="section__title">
        {texts.filtered(total)}
      </h2>
      <TitleGrid items={items} label={texts.filtered(total)} />
      {results.isFetchNextPageError && (
        <Alert tone="error" details={errorDetails(results.error)}>
          {texts.error}
        </Alert>
      )}
      <LoadMore
        count={{ shown: items.length, total, noun: texts.noun }}
        hasMore={results.hasNextPage}
        loading={results.isFetchingNextPage}
        onLoadMore={() => void results.fetchNextPage()}
      />
    </section>
  );
}

/**
 * The films and series pages (spec section 2): a banner with the count, the sort and filter panel, then the
 * sections without filters or the filtered grid. The server filters, sorts and pages.
 */
export function TitleBrowser<S extends string>({ kind, texts, fields, sorts, genres }: TitleBrowserProps<S>) {
  const list = useListFilters(fields, sorts);
  const stats = useFetchCatalogueStats();
  const count = kind === 'movie' ? stats.data?.movies : stats.data?.series;
  const filtered = countFilters(list.state.filters) > 0;

  return (
    <div className="page catalogue-page">
      <title>{pageTitle(texts.heading)}</title>
      <header className="catalogue-banner">
        <h1 className="page__title catalogue-banner__title">{texts.heading}</h1>
        <p className="catalogue-banner__count">
          {count === undefined ? (
            <span aria-hidden="true">–</span>
          ) : (
            <>
              <strong>{formatCount(count)}</strong> {plural(count, texts.noun)} {plural(count, 'disponible')}
            </>
          )}
        </p>
      </header>
      <FilterPanel fields={fields} sorts={sorts} list={list} genres={genres} label={`Filtres et tri : ${texts.heading.toLowerCase()}`} />
      {filtered ? <Filtered kind={kind} texts={texts} list={list} /> : <Sections kind={kind} texts={texts} state={list.state} />}
    </div>
  );
}
