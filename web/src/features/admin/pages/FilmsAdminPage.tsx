import { TitlesScreen } from '../components/titles/TitlesScreen';

/** /admin/films: the movie table of the back office (spec section 2). */
export function FilmsAdminPage() {
  return <TitlesScreen kind="movie" />;
}
