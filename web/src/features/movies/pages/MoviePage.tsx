import type { MovieDto } from '@streaming/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router';

import { queryKeys } from '../../../shared/api/query-keys';
import { pageTitle } from '../../../shared/config';
import { formatMinutes } from '../../../shared/format/duration';
import { formatMoney, formatViewsLabel } from '../../../shared/format/number';
import { Poster } from '../../../shared/ui/Poster';
import { Spinner } from '../../../shared/ui/Spinner';
import { StarRating } from '../../../shared/ui/StarRating';
import { NotFoundState } from '../../catalogue/components/NotFoundState';
import { GenreChips, InfoPanel, Synopsis } from '../../catalogue/components/TitleDetails';
import { TrailerButton } from '../../catalogue/components/TrailerButton';
import { useTitleProgress } from '../../player/hooks/use-title-progress';
import { toSavedPosition } from '../../player/rules/progress';
import { useRecordView } from '../../player/hooks/use-record-view';
import { PlayerSlot } from '../../player/PlayerSlot';
import type { Version } from '../../player/rules/source';
import { FavoriteButton } from '../../favorites/components/FavoriteButton';
import { ReportButton } from '../../reports/components/ReportButton';
import { SimilarMovies } from '../components/SimilarMovies';
import { useFetchMovie } from '../hooks/use-fetch-movie';

function MovieView({ movie }: { movie: MovieDto }) {
  const [version, setVersion] = useState<Version>('vf');
  const progress = useTitleProgress('movie', movie.id);
  const queryClient = useQueryClient();
  const refreshProgress = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.me.progress('movie', movie.id) }), [queryClient, movie.id]);
  // The film's row, completed or not: finished on another device, it starts over here.
  const filmRow = progress.data?.entries[0] ?? null;
  const serverPosition = useMemo(() => (progress.isPending ? undefined : toSavedPosition(filmRow)), [progress.isPending, filmRow]);
  useRecordView({ kind: 'movie', titleId: movie.id });
  const facts = [
    movie.releaseYear,
    movie.durationMinutes !== null ? formatMinutes(movie.durationMinutes) : null,
    movie.quality,
  ].filter((fact) => fact !== null);

  return (
    <div className="page title-page">
      <title>{pageTitle(movie.title)}</title>
      <PlayerSlot
        label={movie.title}
        posterUrl={movie.posterUrl}
        playback={movie.playback}
        version={version}
        onVersionChange={setVersion}
        video={{ kind: 'movie', titleId: movie.id }}
        serverPosition={serverPosition}
        onProgressSaved={refreshProgress}
      />

      <div className="title-page__layout">
        <div className="title-page__poster">
          <Poster url={movie.posterUrl} alt={`Affiche de ${movie.title}`} eager />
        </div>
        <div className="title-page__main">
          <h1 className="page__title title-page__title">{movie.title}</h1>
          {movie.originalTitle && movie.originalTitle !== movie.title && (
            <p className="title-page__original">Titre original : {movie.originalTitle}</p>
          )}
          {facts.length > 0 && <p className="title-page__facts">{facts.join(' · ')}</p>}
          <p className="title-page__rating">
            <StarRating rating={movie.rating} showValue />
            <span className="title-page__views">{formatViewsLabel(movie.viewsCount)}</span>
          </p>
          <GenreChips genres={movie.genres} />
          <div className="button-row">
            <TrailerButton title={movie.title} trailer={movie.trailer} />
            <FavoriteButton kind="movie" titleId={movie.id} />
            <ReportButton target={{ contentType: 'movie', contentId: movie.id, label: movie.title }}>SIGNALER UN LIEN</ReportButton>
          </div>
          <Synopsis text={movie.synopsis} />
        </div>
        <InfoPanel
          rows={[
            { term: 'Année', value: movie.releaseYear },
            { term: 'Durée', value: movie.durationMinutes !== null ? formatMinutes(movie.durationMinutes) : null },
            { term: 'Réalisateur', value: movie.director },
            { term: 'Pays', value: movie.country },
            { term: 'Langue', value: movie.language },
            { term: 'Qualité', value: movie.quality },
            { term: 'Genres', value: movie.genres.map((genre) => genre.name).join(', ') },
            { term: 'Note', value: <StarRating rating={movie.rating} showValue /> },
            { term: 'Vues', value: formatViewsLabel(movie.viewsCount) },
            { term: 'Budget', value: movie.budget !== null ? formatMoney(movie.budget) : null },
            { term: 'Box-office', value: movie.boxOffice !== null ? formatMoney(movie.boxOffice) : null },
          ]}
        />
      </div>

      <SimilarMovies movieId={movie.id} />
    </div>
  );
}

/** /movie/:id: a missing or failed film shows 'Film non trouvé' with a link to /home (spec section 2). */
export function MoviePage() {
  const { id = '' } = useParams();
  const movie = useFetchMovie(id);
  // The film's page is drawn in a background render, which React splits into short tasks, rather than in
  // one long task when the answer arrives; the spinner stays until then (a refetch of the same film keeps the page).
  const shown = useDeferredValue(movie.data);
  if (movie.isError) return <NotFoundState title="Film non trouvé" backTo="/home" backLabel="Retour à l’accueil" />;
  if (movie.isPending || shown?.id !== movie.data.id) return <Spinner label="Chargement du film..." page />;
  // A new film (a similar one was opened) starts over: version back to VF, trailer closed.
  return <MovieView key={movie.data.id} movie={movie.data} />;
}
