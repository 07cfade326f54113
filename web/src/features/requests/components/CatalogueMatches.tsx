import type { SearchSuggestion } from '@streaming/contracts';
import { Link } from 'react-router';

import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { KIND_LABELS, titlePath } from '../../catalogue/paths';
import { useSuggestTitles } from '../../search/hooks/use-suggest-titles';
import { SUGGEST_DEBOUNCE_MS } from '../../search/rules';

/**
 * While the member types a title: the catalogue's titles that match it (the header search's suggestions),
 * so that they do not ask for what is already there. Nothing under 2 characters.
 */
export function CatalogueMatches({ title }: { title: string }) {
  const query = useDebouncedValue(title, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestTitles(query);
  const matches: SearchSuggestion[] = suggestions.data ? [...suggestions.data.movies, ...suggestions.data.series] : [];
  const shown = title.trim() !== '' && matches.length > 0;

  return (
    <div aria-live="polite">
      {shown && (
        <div className="catalogue-matches">
          <p className="catalogue-matches__title">Déjà dans le catalogue ? Ces titres ressemblent à votre demande :</p>
          <ul className="catalogue-matches__list">
            {matches.map((match) => (
              <li key={`${match.kind}:${match.id}`}>
                <Link to={titlePath(match.kind, match.id)}>{match.title}</Link>
                <span className="catalogue-matches__facts">
                  {' '}
                  ({[KIND_LABELS[match.kind], match.year].filter((fact) => fact !== null).join(', ')})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
