import { TitleBrowser, type BrowserTexts } from '../../catalogue/components/TitleBrowser';
import { type FilterField, SERIES_SORTS } from '../../catalogue/filters';
import { genresOf, useFetchGenreMenu } from '../../catalogue/hooks/use-fetch-genre-menu';

/** Series filters of spec section 5 (genre, years, rating, status) and the list's others. */
const FIELDS: FilterField[] = ['genre', 'status', 'yearFrom', 'yearTo', 'minRating', 'minViews', 'director', 'country', 'quality', 'featured', 'isNew'];

const TEXTS: BrowserTexts = {
  heading: 'Séries',
  noun: 'série',
  featured: 'Séries à la Une',
  top: 'Séries les Mieux Notées',
  latest: 'Dernières Séries Ajoutées',
  all: 'Toutes les Séries',
  filtered: (count) => `Séries filtrées (${count})`,
  empty: 'Aucune série trouvée',
  error: 'Erreur lors du chargement des séries',
};

/** /series */
export function SeriesListPage() {
  const menu = useFetchGenreMenu();
  const genres = genresOf(menu.data, ['Séries', 'Animés']).map((genre) => ({ value: genre.slug, label: genre.name }));
  return <TitleBrowser kind="series" texts={TEXTS} fields={FIELDS} sorts={SERIES_SORTS} genres={genres} />;
}
