import { useDeferredValue, useId } from 'react';

import { Alert } from '../../../shared/ui/Alert';
import { TitleGrid, TitleGridSkeleton } from '../../catalogue/components/TitleGrid';
import { useFetchSimilarMovies } from '../hooks/use-fetch-similar-movies';

/** 'Films Similaires': up to 12 films ranked by the server, with the 'Même réalisateur' / 'Même époque' badges. */
export function SimilarMovies({ movieId }: { movieId: string }) {
  const heading = useId();
  const similar = useFetchSimilarMovies(movieId);
  // Drawn in a background render split into short tasks (below the film's own information), not in one long task.
  const movies = useDeferredValue(similar.data);
  return (
    <section className="section title-page__similar" aria-labelledby={heading}>
      <h2 id={heading} className="section__title">
        Films Similaires
      </h2>
      {(similar.isPending || (similar.data && !movies)) && <TitleGridSkeleton label="Chargement des films similaires..." count={6} />}
      {similar.isError && <Alert tone="error">Erreur lors du chargement</Alert>}
      {movies &&
        (movies.length > 0 ? (
          <TitleGrid items={movies} label="Films Similaires" badges={(movie) => movie.badges} progressive />
        ) : (
          <p className="page__lead">Aucun film similaire pour le moment.</p>
        ))}
    </section>
  );
}
