import type { GenreCategory } from '@streaming/contracts';
import { Link } from 'react-router';

import { genresOf, useFetchGenreMenu } from '../hooks/use-fetch-genre-menu';
import { genrePath } from '../paths';

interface GenreLinksProps {
  category: GenreCategory;
  /** Class of each link (the header dropdown and the mobile accordion draw them differently). */
  linkClassName: string;
  /** Class of the loading, error and empty notes. */
  noteClassName: string;
}

/** List items linking to /genre/{slug} for one category, or why there are none (spec section 8). */
export function GenreLinks({ category, linkClassName, noteClassName }: GenreLinksProps) {
  const menu = useFetchGenreMenu();
  if (menu.isPending && menu.fetchStatus === 'idle') return null;
  if (menu.isPending) {
    return (
      <li className={noteClassName} role="status">
        Chargement...
      </li>
    );
  }
  if (menu.isError) return <li className={noteClassName}>Erreur de chargement</li>;
  const genres = genresOf(menu.data, [category]);
  if (genres.length === 0) return <li className={noteClassName}>Aucun genre disponible pour {category}</li>;
  return (
    <>
      {genres.map((genre) => (
        <li key={genre.id}>
          <Link className={linkClassName} to={genrePath(genre.slug)}>
            {genre.name}
          </Link>
        </li>
      ))}
    </>
  );
}
