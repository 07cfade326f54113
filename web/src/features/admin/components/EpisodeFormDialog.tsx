import { type FormEvent, useId, useState } from 'react';

import { errorDetails, otherErrors } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { TextField } from '../../../shared/ui/TextField';
import { useSaveEpisode } from '../hooks/use-episode-changes';
import { type EpisodeForm, episodeFormErrors, formToEpisodeDto } from '../rules/episodes';
import { ConfirmDialog } from './ConfirmDialog';

interface EpisodeFormDialogProps {
  seriesId: string;
  /** The episode changed, or null for a new one. */
  episodeId: string | null;
  /** The values the form starts from. */
  initial: EpisodeForm;
  onClose: () => void;
}

/**
 * The episode form (spec 001 sections 4 and 5): season and episode at least 1, a title, a duration
 * of at least 1 minute (45 by default), an optional air date, the video addresses and the thumbnail.
 * Stays open with the server's message when the save is refused (409 EPISODE_TAKEN: 'La saison 2 a
 * déjà un épisode 1.'), closes once it is saved.
 */
export function EpisodeFormDialog({ seriesId, episodeId, initial, onClose }: EpisodeFormDialogProps) {
  const [form, setForm] = useState(initial);
  const [invalid, setInvalid] = useState<string[]>([]);
  const save = useSaveEpisode(seriesId);
  const formId = useId();
  const set = (field: keyof EpisodeForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = episodeFormErrors(form);
    setInvalid(errors);
    if (errors.length > 0 || save.isPending) return;
    save.mutate({ id: episodeId, body: formToEpisodeDto(form) }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      title={episodeId ? 'Modifier l’épisode' : 'Ajouter un épisode'}
      className="admin-episode-dialog"
      pending={save.isPending}
      onClose={onClose}
      confirm={{ label: episodeId ? 'Enregistrer' : 'Ajouter', pendingLabel: 'Enregistrement...', form: formId }}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {invalid.length > 0 && (
          <Alert tone="error" reveal={invalid}>
            {invalid.join(' ')}
          </Alert>
        )}
        {save.isError && (
          <Alert tone="error" details={[...errorDetails(save.error), ...otherErrors(save.error)]} reveal={save.error}>
            Erreur lors de la sauvegarde de l’épisode
          </Alert>
        )}
        <div className="admin-episode-dialog__numbers">
          <TextField label="Saison" type="number" inputMode="numeric" min={1} step={1} required value={form.seasonNumber} onChange={set('seasonNumber')} />
          <TextField label="Épisode" type="number" inputMode="numeric" min={1} step={1} required value={form.episodeNumber} onChange={set('episodeNumber')} />
          <TextField label="Durée (minutes)" type="number" inputMode="numeric" min={1} step={1} value={form.durationMinutes} onChange={set('durationMinutes')} />
        </div>
        <TextField label="Titre" required maxLength={300} value={form.title} onChange={set('title')} />
        <TextAreaField label="Synopsis" rows={3} maxLength={5000} value={form.synopsis} onChange={set('synopsis')} />
        <TextField label="Date de diffusion" type="date" value={form.airDate} onChange={set('airDate')} hint="Facultative." />
        <TextField label="Vidéo (URL)" type="url" value={form.videoUrl} onChange={set('videoUrl')} />
        <TextField label="Vidéo VF (URL)" type="url" value={form.videoUrlVf} onChange={set('videoUrlVf')} />
        <TextField label="Vidéo VOSTFR (URL)" type="url" value={form.videoUrlVostfr} onChange={set('videoUrlVostfr')} />
        <TextField label="Vignette (URL)" type="url" value={form.thumbnailUrl} onChange={set('thumbnailUrl')} />
      </form>
    </ConfirmDialog>
  );
}
