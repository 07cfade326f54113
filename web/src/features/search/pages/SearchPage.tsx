import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { pagedItems } from '../../../shared/api/paging';
import { pageTitle } from '../../../shared/config';
import { formatCount, plural } from '../../../shared/format/number';
import { Alert } from '../../../shared/ui/Alert';
import { searchPath } from '../../catalogue/paths';
import { LoadMore, TitleGrid, TitleGridSkeleton } from '../../catalogue/components/TitleGrid';
import { useSearchTitles } from '../hooks/use-search-titles';
import { isSearchable, SEARCH_MIN_LENGTH } from '../rules';

/** The search field of the page, filled with the current query; a new search changes the address. */
function SearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState(initial);
  const [synced, setSynced] = useState(initial);
  if (synced !== initial) {
    setSynced(initial);
    setText(initial);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) navigate(searchPath(text));
  };
  return (
    <form role="search" className="search-page__form" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Rechercher un film ou une série
      </label>
      <input
        id={inputId}
        className="field__input"
        type="search"
        value={text}
        maxLength={200}
        placeholder="Titre, titre original, réalisateur..."
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        Rechercher
      </button>
    </form>
  );
}

/** /search?q=: results ranked by the server, a page at a time. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const search = useSearchTitles(q);
  const items = pagedItems(search.data?.pages);
  const total = search.data?.pages[0]?.total ?? 0;
  // Past SEARCH_TOTAL_CAP matches the server counts no further: "Plus de 1 000 résultats".
  const capped = search.data?.pages[0]?.totalCapped ?? false;

  let body;
  if (!isSearchable(q)) {
    body = <p className="page__lead">Saisissez au moins {SEARCH_MIN_LENGTH} caractères pour lancer une recherche.</p>;
  } else if (search.isPending) {
    body = <TitleGridSkeleton label="Recherche en cours..." />;
  } else if (search.isError && !search.isFetchNextPageError) {
    // A failed search shows no results, not those of the previous query.
    body = <Alert tone="error">Erreur lors de la recherche</Alert>;
  } else if (total === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__title">Aucun résultat trouvé</p>
        <p className="empty-state__text">Vérifiez l’orthographe ou essayez un autre titre, un titre original ou un réalisateur.</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="search-page__count" role="status">
          {capped ? `Plus de ${formatCount(total)} résultats (les plus pertinents)` : `${formatCount(total)} ${plural(total, 'résultat')}`}
        </p>
        <TitleGrid items={items} label={`Résultats pour "${q}"`} showKind />
        {search.isFetchNextPageError && <Alert tone="error">Erreur lors de la recherche</Alert>}
        <LoadMore
          count={{ shown: items.length, total, noun: 'résultat' }}
          hasMore={search.hasNextPage}
          loading={search.isFetchingNextPage}
          onLoadMore={() => void search.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div className="page search-page">
      <title>{pageTitle(q ? `Recherche : ${q}` : 'Recherche')}</title>
      <h1 className="page__title">{q ? `Résultats pour "${q}"` : 'Recherche'}</h1>
      <SearchForm initial={q} />
      {body}
    </div>
  );
}
