import type { SearchSuggestion } from '@streaming/contracts';
import { type FocusEvent, type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { Poster } from '../../../shared/ui/Poster';
import { StarRating } from '../../../shared/ui/StarRating';
import { searchPath, titlePath } from '../../catalogue/paths';
import { useSuggestTitles } from '../hooks/use-suggest-titles';
import { isSearchable, SUGGEST_CLOSE_DELAY_MS, SUGGEST_DEBOUNCE_MS, SUGGEST_PER_KIND } from '../rules';

interface SearchBoxProps {
  /** Called after the box took the member somewhere (the mobile menu closes then). */
  onNavigate?: () => void;
  className?: string;
}

function SuggestionOption({ id, suggestion, active, onChoose }: { id: string; suggestion: SearchSuggestion; active: boolean; onChoose: () => void }) {
  const meta = [suggestion.year, suggestion.director].filter((part) => part !== null && part !== '').join(' · ');
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={active ? 'search-box__option search-box__option--active' : 'search-box__option'}
      // Keeps the focus in the input, so the dropdown does not start closing before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <Poster url={suggestion.posterUrl} className="search-box__thumb" />
      <span className="search-box__text">
        <span className="search-box__name">{suggestion.title}</span>
        {meta && <span className="search-box__meta">{meta}</span>}
      </span>
      <StarRating rating={suggestion.rating} className="search-box__rating" />
    </li>
  );
}

/**
 * The header's live search (spec sections 5 and 9): suggestions from 2 characters, 300 ms after typing
 * stops, at most 4 films and 4 series; Arrow keys move through them, Enter opens the highlighted one or
 * the results page (/search?q=, never for a blank query), Escape closes; the dropdown closes 200 ms after
 * the focus leaves the box.
 */
export function SearchBox({ onNavigate, className }: SearchBoxProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const optionPrefix = useId();
  const container = useRef<HTMLFormElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const query = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestTitles(query);
  const typing = text.trim() !== query;
  const movies = suggestions.data?.movies.slice(0, SUGGEST_PER_KIND) ?? [];
  const series = suggestions.data?.series.slice(0, SUGGEST_PER_KIND) ?? [];
  const options = [...movies, ...series];
  const shown = open && isSearchable(text);
  const expanded = shown && options.length > 0;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const done = (to: string) => {
    close();
    navigate(to);
    onNavigate?.();
  };
  const choose = (suggestion: SearchSuggestion) => {
    setText('');
    done(titlePath(suggestion.kind, suggestion.id));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (expanded && active >= 0 && active < options.length) {
      choose(options[active]);
      return;
    }
    const q = text.trim();
    if (!q) return;
    done(searchPath(q));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length + (current < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        close();
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  const onFocus = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (container.current?.contains(event.relatedTarget as Node | null)) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(close, SUGGEST_CLOSE_DELAY_MS);
  };

  const optionId = (index: number) => `${optionPrefix}-option-${index}`;
  const pending = typing || suggestions.isPending;
  const groups = [
    { label: 'Films', items: movies, offset: 0 },
    { label: 'Séries', items: series, offset: movies.length },
  ].filter((group) => group.items.length > 0);

  return (
    <form
      ref={container}
      role="search"
      className={className ? `search-box ${className}` : 'search-box'}
      onSubmit={submit}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Rechercher un film ou une série
      </label>
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Rechercher..."
        maxLength={200}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__submit" aria-label="Lancer la recherche">
        <span aria-hidden="true">⌕</span>
      </button>

      <div className="search-box__panel" hidden={!shown}>
        <ul id={listId} role="listbox" aria-label="Suggestions" className="search-box__list">
          {groups.map((group) => (
            <li key={group.label} role="presentation">
              <ul role="group" aria-label={group.label} className="search-box__group">
                <li role="presentation" className="search-box__group-label" aria-hidden="true">
                  {group.label}
                </li>
                {group.items.map((suggestion, index) => (
                  <SuggestionOption
                    key={suggestion.id}
                    id={optionId(group.offset + index)}
                    suggestion={suggestion}
                    active={active === group.offset + index}
                    onChoose={() => choose(suggestion)}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {shown && (
          <div className="search-box__status" role="status">
            {pending && options.length === 0 && 'Recherche...'}
            {!pending && suggestions.isError && 'Erreur lors de la recherche'}
            {!pending && suggestions.isSuccess && options.length === 0 && `Aucun résultat pour "${query}"`}
          </div>
        )}
        {shown && !pending && options.length > 0 && (
          <Link
            className="search-box__all"
            to={searchPath(query)}
            onClick={() => {
              close();
              onNavigate?.();
            }}
          >
            Voir tous les résultats pour "{query}"
          </Link>
        )}
      </div>
    </form>
  );
}
