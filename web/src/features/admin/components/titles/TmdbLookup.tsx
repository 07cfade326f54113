import type { TmdbPrefill } from '@streaming/contracts';
import { useState } from 'react';

import { useDebouncedValue } from '../../../../shared/hooks/use-debounced-value';
import { Alert } from '../../../../shared/ui/Alert';
import { Spinner } from '../../../../shared/ui/Spinner';
import { TextField } from '../../../../shared/ui/TextField';
import { TMDB_DEBOUNCE_MS, TMDB_MIN_CHARACTERS, useTmdbPrefill, useTmdbSearch } from '../../hooks/use-tmdb-lookup';
import { tmdbDetailsFailure, tmdbSearchFailure } from '../../rules/tmdb-lookup';

interface TmdbLookupProps {
  kind: 'movie' | 'tv';
  /** Section 8: 'Erreur lors de la récupération des détails du film' (or de la série). */
  detailsFailed: string;
  onPrefill: (prefill: TmdbPrefill) => void;
}

/**
 * The lookup that fills a title form from TMDB (spec section 5): 2 characters at least, asked once typing
 * pauses 500 ms, the first 5 results with their posters; choosing one reads its details and fills the form.
 */
export function TmdbLookup({ kind, detailsFailed, onPrefill }: TmdbLookupProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, TMDB_DEBOUNCE_MS);
  const search = useTmdbSearch(kind, debounced);
  const prefill = useTmdbPrefill(kind);
  const [chosen, setChosen] = useState<string | null>(null);
  const asked = debounced.trim().length >= TMDB_MIN_CHARACTERS;

  let results = null;
  if (!asked) results = <p className="field__hint">Saisissez au moins {TMDB_MIN_CHARACTERS} caractères pour chercher sur TMDB.</p>;
  else if (search.isPending) results = <Spinner label="Recherche TMDB..." />;
  else if (search.isError) results = <Alert tone="error">{tmdbSearchFailure(search.error)}</Alert>;
  else if (search.data.length === 0) results = <p className="field__hint">Aucun résultat sur TMDB.</p>;
  else {
    results = (
      <ul className="tmdb-lookup__results" aria-label="Résultats TMDB">
        {search.data.map((result) => (
          <li key={result.tmdbId}>
            <button
              type="button"
              className="tmdb-lookup__result"
              disabled={prefill.isPending}
              onClick={() => {
                setChosen(null);
                prefill.mutate(result.tmdbId, {
                  onSuccess: (filled) => {
                    setChosen(filled.title);
                    onPrefill(filled);
                  },
                });
              }}
            >
              {result.posterThumbUrl ? (
                <img className="tmdb-lookup__thumb" src={result.posterThumbUrl} alt="" width={46} height={69} loading="lazy" />
              ) : (
                <span className="tmdb-lookup__thumb tmdb-lookup__thumb--none" aria-hidden="true" />
              )}
              <span className="tmdb-lookup__title">
                {result.title}
                {result.year !== null && <span className="tmdb-lookup__meta"> ({result.year})</span>}
              </span>
              {result.originalTitle && result.originalTitle !== result.title && (
                <span className="tmdb-lookup__meta">{result.originalTitle}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  const failure = prefill.isError ? tmdbDetailsFailure(prefill.error, detailsFailed) : null;
  return (
    <section className="tmdb-lookup" aria-label="Remplir depuis TMDB">
      <TextField
        label="Rechercher sur TMDB"
        type="search"
        value={query}
        onChange={setQuery}
        onKeyDown={(event) => {
          // Enter searches as typing does: it must not submit the title form around it.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <div aria-live="polite">{results}</div>
      {prefill.isPending && <Spinner label="Lecture des détails TMDB..." />}
      {failure && (
        <Alert tone="error" details={failure.details}>
          {failure.text}
        </Alert>
      )}
      {chosen && prefill.isSuccess && (
        <Alert tone="success">
          Formulaire rempli depuis TMDB : {chosen}
          {prefill.data.unmatchedGenres.length > 0 && <> (genres TMDB sans équivalent : {prefill.data.unmatchedGenres.join(', ')})</>}
        </Alert>
      )}
    </section>
  );
}
