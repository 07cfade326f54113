import type { RequestContentType, SearchSuggestion } from '@streaming/contracts';
import { useId, useState } from 'react';

import { errorMessage } from '../../../shared/api/api-error';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { Alert } from '../../../shared/ui/Alert';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/TextField';
import { isSearchable } from '../../search/rules';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-queue-filters';
import { useSearchCatalogueTitles } from '../hooks/use-search-catalogue-titles';
import { LOAD_FAILED } from './load-failed';

interface TitlePickerProps {
  kind: RequestContentType;
  /** The title asked for: the first search. */
  initialQuery: string;
  selected: SearchSuggestion | null;
  onSelect: (title: SearchSuggestion) => void;
}

function describe(title: SearchSuggestion): string {
  return [title.year, title.director].filter((part) => part !== null && part !== '').join(' · ');
}

/** 'Marquer ajouté': the catalogue title (of the request's kind) that fulfils the request, found by a search. */
export function TitlePicker({ kind, initialQuery, selected, onSelect }: TitlePickerProps) {
  const [query, setQuery] = useState(initialQuery);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const titles = useSearchCatalogueTitles(debounced, kind);
  const groupId = useId();
  const noun = kind === 'movie' ? 'le film' : 'la série';

  let results;
  if (!isSearchable(debounced)) results = <p className="field__hint">Tapez au moins 2 caractères.</p>;
  else if (titles.isPending) results = <Spinner label="Recherche..." />;
  else if (titles.isError) results = <Alert tone="error">{errorMessage(titles.error, LOAD_FAILED)}</Alert>;
  else if (titles.data.length === 0) results = <p className="field__hint">Aucun titre trouvé.</p>;
  else {
    results = (
      <ul className="title-picker__list">
        {titles.data.map((title) => (
          <li key={title.id}>
            <label className="title-picker__option">
              <input type="radio" name={groupId} checked={selected?.id === title.id} onChange={() => onSelect(title)} />
              <span className="title-picker__title">{title.title}</span>
              <span className="title-picker__meta">{describe(title)}</span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset className="title-picker">
      <legend className="visually-hidden">Titre ajouté au catalogue</legend>
      <TextField label={`Rechercher ${noun} du catalogue`} type="search" value={query} onChange={setQuery} />
      <div aria-live="polite">{results}</div>
      {selected && <p className="title-picker__selected">Titre choisi : {selected.title}</p>}
    </fieldset>
  );
}
