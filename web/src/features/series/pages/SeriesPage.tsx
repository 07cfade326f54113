import type { EpisodeDto, SeriesDetailDto } from '@streaming/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { queryKeys } from '../../../shared/api/query-keys';
import { pageTitle } from '../../../shared/config';
import { formatCount, formatViewsLabel } from '../../../shared/format/number';
import { Poster } from '../../../shared/ui/Poster';
import { Spinner } from '../../../shared/ui/Spinner';
import { StarRating } from '../../../shared/ui/StarRating';
import { NotFoundState } from '../../catalogue/components/NotFoundState';
import { GenreChips, InfoPanel, Synopsis } from '../../catalogue/components/TitleDetails';
import { TrailerButton } from '../../catalogue/components/TrailerButton';
import { FavoriteButton } from '../../favorites/components/FavoriteButton';
import { ReportButton } from '../../reports/components/ReportButton';
import { seriesStatusLabel } from '../../catalogue/filters';
import { useRecordView } from '../../player/hooks/use-record-view';
import { useTitleProgress } from '../../player/hooks/use-title-progress';
import { toSavedPosition } from '../../player/rules/progress';
import { Icon } from '../../player/components/icons';
import { PlayerFrame, PlayerSlot } from '../../player/PlayerSlot';
import { nextEpisode, playOrder, previousEpisode, startingEpisode, watchedEpisodeIds } from '../../player/rules/episodes';
import type { Version } from '../../player/rules/source';
import { AutoNext } from '../components/AutoNext';
import { SeasonBrowser } from '../components/SeasonBrowser';
import { useFetchSeries } from '../hooks/use-fetch-series';
import { episodeLabel, seasonTabs } from '../seasons';

/** The episode playing and whether it should start by itself (chosen in the list, auto-next). */
interface Choice {
  id: string;
  autoPlay: boolean;
}

function SeriesView({ series }: { series: SeriesDetailDto }) {
  const seasons = useMemo(() => seasonTabs(series), [series]);
  const order = useMemo(() => playOrder(seasons), [seasons]);
  const [version, setVersion] = useState<Version>('vf');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [cancelledFor, setCancelledFor] = useState<string | null>(null);
  const progress = useTitleProgress('series', series.id);
  const entries = useMemo(() => progress.data?.entries ?? [], [progress.data]);
  const queryClient = useQueryClient();
  const refreshProgress = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.me.progress('series', series.id) }), [queryClient, series.id]);

  // Until the member picks one, the page opens on the episode a link asked for (`?episode=`: the
  // history's 'Reprendre'), else on the one in progress (another device's too).
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('episode');
  const [start, setStart] = useState<EpisodeDto | null | undefined>(undefined);
  if (start === undefined && !progress.isPending) setStart(startingEpisode(order, progress.data?.resume?.episodeId ?? null, entries, requested));
  const episode = (choice ? order.find((item) => item.id === choice.id) : start) ?? null;
  const next = nextEpisode(order, episode?.id ?? null);
  const previous = previousEpisode(order, episode?.id ?? null);
  const watched = useMemo(() => watchedEpisodeIds(entries), [entries]);
  const serverRow = entries.find((entry) => entry.episodeId === episode?.id) ?? null;
  const serverPosition = useMemo(() => (progress.isPending ? undefined : toSavedPosition(serverRow)), [progress.isPending, serverRow]);

  useRecordView(start === undefined ? null : { kind: 'series', titleId: series.id, ...(start ? { episodeId: start.id } : {}) });

  const select = useCallback(
    (target: EpisodeDto) => {
      setCancelledFor(null);
      setChoice({ id: target.id, autoPlay: true });
      // A reload (or a shared link) opens the episode playing now, not the one the page was opened on.
      setSearchParams({ episode: target.id }, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const episodeCount = series.totalEpisodes ?? seasons.reduce((sum, season) => sum + season.episodes.length, 0);
  const facts = [series.releaseYear, series.quality, seriesStatusLabel(series.status)].filter((fact) => fact !== null);

  const toolbar = (
    <div className="player-slot__group" role="group" aria-label="Navigation entre les épisodes">
      <button type="button" className="button button--secondary" disabled={!previous} onClick={() => previous && select(previous)}>
        <Icon name="previous" /> Épisode précédent
      </button>
      <button type="button" className="button button--secondary" disabled={!next} onClick={() => next && select(next)}>
        Épisode suivant <Icon name="next" />
      </button>
    </div>
  );

  let player;
  if (start === undefined) {
    player = <PlayerFrame label={series.title} posterUrl={series.posterUrl} version={version} onVersionChange={setVersion} toolbar={toolbar} />;
  } else if (!episode) {
    player = (
      <PlayerFrame label={series.title} posterUrl={series.posterUrl} version={version} onVersionChange={setVersion} message="Aucun épisode disponible pour cette saison" />
    );
  } else {
    player = (
      <PlayerSlot
        label={`${series.title} – ${episodeLabel(episode)}`}
        posterUrl={episode.thumbnailUrl ?? series.posterUrl}
        playback={episode.playback}
        version={version}
        onVersionChange={setVersion}
        video={{ kind: 'episode', titleId: series.id, episodeId: episode.id }}
        serverPosition={serverPosition}
        autoPlay={choice?.autoPlay ?? false}
        onEnded={() => setCancelledFor(null)}
        onProgressSaved={refreshProgress}
        toolbar={toolbar}
        endOverlay={
          next && cancelledFor !== episode.id ? (
            <AutoNext key={episode.id} nextLabel={episodeLabel(next)} onGo={() => select(next)} onCancel={() => setCancelledFor(episode.id)} />
          ) : undefined
        }
      />
    );
  }

  return (
    <div className="page title-page">
      <title>{pageTitle(series.title)}</title>
      {player}
      {/* Always there (a blank line until the episode is known), so the page does not shift. */}
      <p className="title-page__now-playing">{episode ? `En lecture : ${episodeLabel(episode)}` : '\u00a0'}</p>

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
            <TrailerButton title={series.title} trailer={series.trailer} />
            <FavoriteButton kind="series" titleId={series.id} />
            <ReportButton target={{ contentType: 'series', contentId: series.id, label: series.title }}>SIGNALER UN LIEN</ReportButton>
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

      <SeasonBrowser
        seasons={seasons}
        selectedId={episode?.id ?? null}
        onSelect={select}
        fallbackImage={series.posterUrl}
        watchedIds={watched}
        episodeActions={(item) => (
          <ReportButton
            target={{ contentType: 'episode', contentId: item.id, label: `${series.title} – ${episodeLabel(item)}` }}
            ariaLabel={`Signaler un lien : ${episodeLabel(item)}`}
            className="button button--link episode__report"
          >
            Signaler
          </ReportButton>
        )}
      />
    </div>
  );
}

/** /series/:id: a missing or failed series shows 'Série non trouvée' with a link to /series (spec section 2). */
export function SeriesPage() {
  const { id = '' } = useParams();
  const series = useFetchSeries(id);
  // Drawn in a background render, split into short tasks, rather than in one long task when the answer arrives
  // (a refetch of the same series keeps the page).
  const shown = useDeferredValue(series.data);
  if (series.isError) return <NotFoundState title="Série non trouvée" backTo="/series" backLabel="Retour aux séries" />;
  if (series.isPending || shown?.id !== series.data.id) return <Spinner label="Chargement de la série..." page />;
  return <SeriesView key={series.data.id} series={series.data} />;
}
