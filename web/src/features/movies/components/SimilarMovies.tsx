import { useId } from 'react';

import { Alert } from '../../../shared/ui/Alert';
import { TitleGrid, TitleGridSkeleton } from '../../catalogue/components/TitleGrid';
import { useFetchSimilarMovies } from '../hooks/use-fetch-similar-movies';

/** 'Films Similaires': up to 12 films ranked by the server, with the 'Même réalisateur' / 'Même époque' badges. */
export function SimilarMovies({ movieId }: { movieId: string }) {
  const heading = useId();
  const similar = useFetchSimilarMovies(movieId);
  return (
    <section className="section title-page__similar" aria-labelledby={heading}>
      <h2 id={heading} className="section__title">
        Films Similaires
      </h2>
      {similar.isPending && <TitleGridSkeleton label="Chargement des films similaires..." count={6} />}
      {similar.isError && <Alert tone="error">Erreur lors du chargement</Alert>}
      {similar.data &&
        (similar.data.length > 0 ? (
          <TitleGrid items={similar.data} label="Films Similaires" badges={(movie) => movie.badges} />
        ) : (
          <p className="page__lead">Aucun film similaire pour le moment.</p>
        ))}
    </section>
  );
}
