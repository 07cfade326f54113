import type { EpisodeDto, SeriesDetailDto } from '@streaming/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';

import { pageTitle } from '../../../shared/config';
import { formatCount, formatViewsLabel } from '../../../shared/format/number';
import { Poster } from '../../../shared/ui/Poster';
import { Spinner } from '../../../shared/ui/Spinner';
import { StarRating } from '../../../shared/ui/StarRating';
import { NotFoundState } from '../../catalogue/components/NotFoundState';
import { PlayerPlaceholder, type Version } from '../../catalogue/components/PlayerPlaceholder';
import { GenreChips, InfoPanel, Synopsis } from '../../catalogue/components/TitleDetails';
import { TrailerButton } from '../../catalogue/components/TrailerButton';
import { FavoriteButton } from '../../favorites/components/FavoriteButton';
import { seriesStatusLabel } from '../../catalogue/filters';
import { SeasonBrowser } from '../components/SeasonBrowser';
import { useFetchSeries } from '../hooks/use-fetch-series';
import { episodeLabel, seasonTabs } from '../seasons';

function SeriesView({ series }: { series: SeriesDetailDto }) {
  const seasons = seasonTabs(series);
  const [version, setVersion] = useState<Version>('vf');
  const [episode, setEpisode] = useState<EpisodeDto | null>(() => seasons.find((season) => season.episodes.length > 0)?.episodes[0] ?? null);
  const episodeCount = series.totalEpisodes ?? seasons.reduce((sum, season) => sum + season.episodes.length, 0);
  const facts = [series.releaseYear, series.quality, seriesStatusLabel(series.status)].filter((fact) => fact !== null);

  return (
    <div className="page title-page">
      <title>{pageTitle(series.title)}</title>
      <PlayerPlaceholder
        posterUrl={series.posterUrl}
        version={version}
        onVersionChange={setVersion}
        nowShowing={episode ? episodeLabel(episode) : undefined}
      />

      <div className="title-page__layout">
        <div className="title-page__poster">
          <Poster url={series.posterUrl} alt={`Affiche de ${series.title}`} eager />
        </div>
        <div className="title-page__main">
          <h1 className="page__title title-page__title">{series.title}</h1>
          {series.originalTitle && series.originalTitle !== series.title && (
            <p className="title-page__original">Titre original : {series.originalTitle}</p>
          )}
          <p className="title-page__facts">{facts.join(' · ')}</p>
          <p className="title-page__rating">
            <StarRating rating={series.rating} showValue />
            <span className="title-page__views">{formatViewsLabel(series.viewsCount)}</span>
          </p>
          <GenreChips genres={series.genres} />
          <div className="button-row">
            <TrailerButton title={series.title} url={series.trailerUrl} />
            <FavoriteButton kind="series" titleId={series.id} />
          </div>
          <Synopsis text={series.synopsis} />
        </div>
        <InfoPanel
          rows={[
            { term: 'Année', value: series.releaseYear },
            { term: 'Réalisateur', value: series.director },
            { term: 'Pays', value: series.country },
            { term: 'Langue', value: series.language },
            { term: 'Qualité', value: series.quality },
            { term: 'Statut', value: seriesStatusLabel(series.status) },
            { term: 'Saisons', value: formatCount(series.totalSeasons ?? seasons.length) },
            { term: 'Épisodes', value: formatCount(episodeCount) },
            { term: 'Genres', value: series.genres.map((genre) => genre.name).join(', ') },
            { term: 'Note', value: <StarRating rating={series.rating} showValue /> },
            { term: 'Vues', value: formatViewsLabel(series.viewsCount) },
          ]}
        />
      </div>

      <SeasonBrowser seasons={seasons} selectedId={episode?.id ?? null} onSelect={setEpisode} fallbackImage={series.posterUrl} />
    </div>
  );
}

/** /series/:id: a missing or failed series shows 'Série non trouvée' with a link to /series (spec section 2). */
export function SeriesPage() {
  const { id = '' } = useParams();
  const series = useFetchSeries(id);
  if (series.isPending) return <Spinner label="Chargement de la série..." page />;
  if (series.isError) return <NotFoundState title="Série non trouvée" backTo="/series" backLabel="Retour aux séries" />;
  return <SeriesView key={series.data.id} series={series.data} />;
}
