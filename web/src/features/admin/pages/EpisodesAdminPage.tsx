import type { EpisodeDto, SeriesDetailDto } from '@streaming/contracts';
import { useId, useState } from 'react';
import { useParams } from 'react-router';

import { errorDetails } from '../../../shared/api/api-error';
import { formatDay } from '../../../shared/format/date';
import { formatMinutes } from '../../../shared/format/duration';
import { plural } from '../../../shared/format/number';
import { Alert } from '../../../shared/ui/Alert';
import { LoadError } from '../../../shared/ui/LoadError';
import { Poster } from '../../../shared/ui/Poster';
import { Spinner } from '../../../shared/ui/Spinner';
import { AdminScreen } from '../components/AdminScreen';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Counters } from '../components/Counters';
import { EpisodeFormDialog } from '../components/EpisodeFormDialog';
import { LOAD_FAILED } from '../components/load-failed';
import { useDeleteEpisode } from '../hooks/use-episode-changes';
import { useFetchEpisodes, useFetchEpisodeSeries } from '../hooks/use-fetch-episodes';
import { type EpisodeForm, episodeToForm, groupBySeason, newSeasonForm, nextEpisodeForm, type SeasonGroup } from '../rules/episodes';

/** The list the manager was opened from: its back link goes there. */
export type EpisodeManagerList = 'series' | 'animes';

const BACK_LINKS: Record<EpisodeManagerList, { to: string; label: string }> = {
  series: { to: '/admin/series', label: 'Retour aux séries' },
  animes: { to: '/admin/animes', label: 'Retour aux animés' },
};

/** "S1 · É2 – Pilote": how the buttons and the confirmation name an episode. */
const episodeName = (episode: EpisodeDto) => `S${episode.seasonNumber} · É${episode.episodeNumber} – ${episode.title}`;

/** The form open: a new episode (id null) or a change, and the values it starts from. */
interface OpenForm {
  episodeId: string | null;
  initial: EpisodeForm;
}

function SeriesHeader({ series }: { series: SeriesDetailDto }) {
  return (
    <section className="panel admin-episodes__series" aria-labelledby="episodes-series-title">
      <Poster url={series.posterUrl} className="admin-episodes__poster" eager />
      <div>
        <h2 className="panel__title" id="episodes-series-title">
          {series.title}
        </h2>
        <Counters
          label="Totaux de la série"
          items={[
            { label: 'Saisons', value: series.totalSeasons ?? 0 },
            { label: 'Épisodes', value: series.totalEpisodes ?? 0 },
          ]}
        />
      </div>
    </section>
  );
}

function EpisodeItem({ episode, onEdit, onDelete }: { episode: EpisodeDto; onEdit: () => void; onDelete: () => void }) {
  const facts = [
    `Épisode ${episode.episodeNumber}`,
    episode.durationMinutes !== null ? formatMinutes(episode.durationMinutes) : null,
    episode.airDate ? `Diffusé le ${formatDay(episode.airDate)}` : null,
  ].filter((fact) => fact !== null);
  return (
    <li className="admin-card">
      <p className="admin-card__meta">{facts.join(' · ')}</p>
      <h4 className="admin-card__title">{episode.title}</h4>
      {episode.synopsis && <p className="admin-card__text">{episode.synopsis}</p>}
      <div className="button-row admin-card__actions">
        <button type="button" className="button button--small button--secondary" aria-label={`Modifier ${episodeName(episode)}`} onClick={onEdit}>
          Modifier
        </button>
        <button type="button" className="button button--small button--outline" aria-label={`Supprimer ${episodeName(episode)}`} onClick={onDelete}>
          Supprimer
        </button>
      </div>
    </li>
  );
}

function SeasonSection({ season, onEdit, onDelete }: { season: SeasonGroup; onEdit: (episode: EpisodeDto) => void; onDelete: (episode: EpisodeDto) => void }) {
  const headingId = useId();
  const count = season.episodes.length;
  return (
    <section className="admin-episodes__season" aria-labelledby={headingId}>
      <h3 className="section__title" id={headingId}>
        Saison {season.seasonNumber}
      </h3>
      <p className="admin-card__hint">
        {count} {plural(count, 'épisode')}
      </p>
      <ul className="admin-cards">
        {season.episodes.map((episode) => (
          <EpisodeItem key={episode.id} episode={episode} onEdit={() => onEdit(episode)} onDelete={() => onDelete(episode)} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /admin/series/:id/episodes and /admin/animes/:id/episodes: the episode manager of one series (spec
 * 001 sections 2 and 4). The series' title, poster and totals (read-only: the catalogue counts them
 * from the episodes), its episodes by season, and the add, edit and delete dialogs; every change asks
 * the episodes and the totals again.
 */
export function EpisodesAdminPage({ list }: { list: EpisodeManagerList }) {
  const seriesId = useParams().id ?? '';
  const series = useFetchEpisodeSeries(seriesId);
  const episodes = useFetchEpisodes(seriesId);
  const remove = useDeleteEpisode();
  const [form, setForm] = useState<OpenForm | null>(null);
  const [deleting, setDeleting] = useState<EpisodeDto | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  const current = episodes.data ?? [];
  const open = (initial: EpisodeForm, episodeId: string | null = null) => {
    setDeleteError(null);
    setForm({ episodeId, initial });
  };

  const confirmDelete = (episode: EpisodeDto) =>
    remove.mutate(episode.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        setDeleteError(error);
      },
    });

  // One banner for a failed read (an unknown id fails both with the same message); what was read is still shown.
  const failed = episodes.isError ? episodes.error : series.isError ? series.error : null;
  const retry = () => {
    if (series.isError) void series.refetch();
    if (episodes.isError) void episodes.refetch();
  };
  let content = null;
  if (episodes.isPending) content = <Spinner label="Chargement des épisodes..." />;
  else if (episodes.isSuccess && current.length === 0) content = <p className="admin-card__hint">Aucun épisode pour cette série.</p>;
  else if (episodes.isSuccess) {
    content = groupBySeason(current).map((season) => (
      <SeasonSection key={season.seasonNumber} season={season} onEdit={(episode) => open(episodeToForm(episode), episode.id)} onDelete={setDeleting} />
    ));
  }

  return (
    <AdminScreen title="Gestion des épisodes" lead="Les épisodes de la série, par saison." back={BACK_LINKS[list]}>
      {failed !== null && <LoadError text={LOAD_FAILED} error={failed} onRetry={retry} />}
      {series.isPending && <Spinner label="Chargement de la série..." />}
      {series.isSuccess && <SeriesHeader series={series.data} />}
      {deleteError !== null && (
        <Alert tone="error" details={errorDetails(deleteError)} reveal={deleteError}>
          Erreur lors de la suppression de l’épisode
        </Alert>
      )}
      <div className="button-row admin-episodes__actions">
        <button type="button" className="button button--primary" disabled={!episodes.isSuccess} onClick={() => open(nextEpisodeForm(current))}>
          Ajouter un épisode
        </button>
        <button type="button" className="button button--secondary" disabled={!episodes.isSuccess} onClick={() => open(newSeasonForm(current))}>
          Nouvelle saison
        </button>
      </div>
      <div className="admin-episodes__seasons">{content}</div>
      {form && <EpisodeFormDialog seriesId={seriesId} episodeId={form.episodeId} initial={form.initial} onClose={() => setForm(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Supprimer l’épisode"
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          confirm={{ label: 'Supprimer', pendingLabel: 'Suppression...', onClick: () => confirmDelete(deleting) }}
        >
          <p>Êtes-vous sûr de vouloir supprimer cet épisode ?</p>
          <p className="admin-card__hint">{episodeName(deleting)}</p>
        </ConfirmDialog>
      )}
    </AdminScreen>
  );
}
