import { TitleBrowser, type BrowserTexts } from '../../catalogue/components/TitleBrowser';
import { type FilterField, MOVIE_SORTS } from '../../catalogue/filters';

/** Film filters of spec section 5. */
const FIELDS: FilterField[] = ['yearFrom', 'yearTo', 'minRating', 'minViews', 'director', 'country', 'quality', 'featured', 'isNew'];

const TEXTS: BrowserTexts = {
  heading: 'Films',
  noun: 'film',
  featured: 'Films à la Une',
  top: 'Films les Mieux Notés',
  latest: 'Derniers Films Ajoutés',
  all: 'Tous les Films',
  filtered: (count) => `Films filtrés (${count})`,
  empty: 'Aucun film trouvé',
  error: 'Erreur lors du chargement des films',
};

/** /films */
export function FilmsPage() {
  return <TitleBrowser kind="movie" texts={TEXTS} fields={FIELDS} sorts={MOVIE_SORTS} />;
}
