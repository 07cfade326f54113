import type { AdminTitleRow, TmdbPrefill } from '@streaming/contracts';
import { useId, useState } from 'react';

import { errorDetails } from '../../../../shared/api/api-error';
import { formatCount } from '../../../../shared/format/number';
import { Alert } from '../../../../shared/ui/Alert';
import { SelectField } from '../../../../shared/ui/SelectField';
import { Spinner } from '../../../../shared/ui/Spinner';
import { TextAreaField } from '../../../../shared/ui/TextAreaField';
import { TextField } from '../../../../shared/ui/TextField';
import { useFetchGenreChoices } from '../../hooks/use-fetch-genre-choices';
import { useFetchTitleForEdit } from '../../hooks/use-fetch-title-for-edit';
import { useSaveTitle } from '../../hooks/use-save-title';
import {
  ANIME_COUNTRIES,
  ANIME_LANGUAGES,
  applyPrefill,
  emptyTitleForm,
  failureMessage,
  FALLBACK_MARK,
  fallbackFieldsOf,
  validateTitleForm,
  type TitleField,
  type TitleFormErrors,
  type TitleFormValues,
} from '../../rules/title-form';
import { SERIES_STATUS_LABELS, TITLE_KIND_TEXTS, type TitleKind } from '../../rules/title-kinds';
import { SERIES_STATUS_CHOICES, VIDEO_QUALITY_CHOICES } from '../../rules/title-list';
import { ConfirmDialog } from '../ConfirmDialog';
import { LOAD_FAILED } from '../load-failed';
import { GenrePicker } from './GenrePicker';
import { TmdbLookup } from './TmdbLookup';

interface TitleFormDialogProps {
  kind: TitleKind;
  /** The row edited; null: a new title. */
  editing: AdminTitleRow | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The add and edit dialogs of films, series and animes: the edited title is read whole first. */
export function TitleFormDialog({ kind, editing, onClose, onSaved }: TitleFormDialogProps) {
  const texts = TITLE_KIND_TEXTS[kind];
  const stored = useFetchTitleForEdit(kind, editing?.id ?? null);
  const save = useSaveTitle(kind);
  const formId = useId();
  const title = editing ? texts.editTitle : texts.addTitle;

  let body;
  if (editing && stored.isPending) body = <Spinner label="Chargement..." />;
  else if (editing && !stored.data) body = <Alert tone="error" details={errorDetails(stored.error)}>{LOAD_FAILED}</Alert>;
  else {
    body = (
      <TitleForm
        kind={kind}
        formId={formId}
        initial={stored.data?.form ?? emptyTitleForm(kind)}
        totals={stored.data?.totals ?? { seasons: 0, episodes: 0 }}
        editing={editing}
        error={save.error}
        onSubmit={(values) =>
          save.mutate(
            { id: editing?.id ?? null, initial: stored.data?.form ?? null, values },
            { onSuccess: () => onSaved(editing ? texts.updated : texts.added) },
          )
        }
      />
    );
  }

  return (
    <ConfirmDialog
      title={title}
      className="modal--admin modal--title-form"
      pending={save.isPending}
      onClose={onClose}
      confirm={{ label: editing ? 'Enregistrer' : 'Ajouter', pendingLabel: 'Enregistrement...', form: formId, disabled: Boolean(editing) && !stored.data }}
    >
      {body}
    </ConfirmDialog>
  );
}

interface TitleFormProps {
  kind: TitleKind;
  formId: string;
  initial: TitleFormValues;
  /** Series and animes: counted from the episodes (0 for a new one). */
  totals: { seasons: number; episodes: number };
  editing: AdminTitleRow | null;
  error: unknown;
  onSubmit: (values: TitleFormValues) => void;
}

const withCurrent = (choices: readonly string[], current: string) =>
  (current === '' || choices.includes(current) ? [...choices] : [current, ...choices]).map((value) => ({ value, label: value }));

function TitleForm({ kind, formId, initial, totals, editing, error, onSubmit }: TitleFormProps) {
  const texts = TITLE_KIND_TEXTS[kind];
  const genres = useFetchGenreChoices();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TitleFormErrors>({});
  const [fallback, setFallback] = useState<TitleField[]>([]);
  const [attempt, setAttempt] = useState(0);
  const synopsisHint = useId();

  const set = <F extends TitleField>(field: F, value: TitleFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFallback((current) => current.filter((marked) => marked !== field));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const hint = (field: TitleField, extra?: string) =>
    [errors[field], fallback.includes(field) ? FALLBACK_MARK : undefined, extra].filter(Boolean).join(' · ') || undefined;
  const text = (field: TitleField, label: string, type = 'text', extra: Record<string, string | number | boolean> = {}) => (
    <TextField
      label={label}
      type={type}
      value={String(values[field])}
      onChange={(value) => set(field, value)}
      hint={hint(field)}
      aria-invalid={errors[field] ? true : undefined}
      {...extra}
    />
  );
  const prefill = (filled: TmdbPrefill) => {
    setValues((current) => applyPrefill(current, filled, kind));
    setFallback(fallbackFieldsOf(filled));
    setErrors({});
  };
  const failure = error ? failureMessage(editing ? texts.updateFailed : texts.addFailed, error, texts) : null;
  const problems = Object.values(errors).filter((message): message is string => Boolean(message));
  const isSeries = kind !== 'movie';

  return (
    <form
      id={formId}
      className="title-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateTitleForm(values, kind, editing ? initial : undefined);
        setErrors(found);
        setAttempt((n) => n + 1);
        if (Object.keys(found).length === 0) onSubmit(values);
      }}
    >
      {failure && (
        <Alert tone="error" details={failure.details} reveal={error}>
          {failure.text}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert tone="error" details={problems} reveal={attempt}>
          Corrigez les champs signalés.
        </Alert>
      )}
      <TmdbLookup kind={texts.tmdbKind} detailsFailed={texts.detailsFailed} onPrefill={prefill} />
      <div className="title-form__grid">
        {text('title', 'Titre', 'text', { required: true, maxLength: 300 })}
        {text('originalTitle', 'Titre original', 'text', { maxLength: 300 })}
        <div className="title-form__wide">
          <TextAreaField
            label="Synopsis"
            rows={4}
            maxLength={5000}
            value={values.synopsis}
            onChange={(value) => set('synopsis', value)}
            aria-describedby={fallback.includes('synopsis') ? synopsisHint : undefined}
          />
          {fallback.includes('synopsis') && (
            <p className="field__hint title-form__fallback" id={synopsisHint}>
              {FALLBACK_MARK}
            </p>
          )}
        </div>
        {text('releaseYear', 'Année', 'number', kind === 'anime' ? { min: 1960, max: 2030, step: 1 } : { min: 1870, max: 2100, step: 1 })}
        {kind === 'movie' && text('durationMinutes', 'Durée (minutes)', 'number', { min: 1, max: 1000, step: 1 })}
        {text('director', kind === 'movie' ? 'Réalisateur' : kind === 'anime' ? 'Studio' : 'Studio ou créateur', 'text', { maxLength: 200 })}
        {kind === 'anime' ? (
          <>
            <SelectField label="Pays" value={values.country} options={withCurrent(ANIME_COUNTRIES, values.country)} onChange={(value) => set('country', value)} />
            <SelectField label="Langue" value={values.language} options={withCurrent(ANIME_LANGUAGES, values.language)} onChange={(value) => set('language', value)} />
          </>
        ) : (
          <>
            {text('country', 'Pays', 'text', { maxLength: 100 })}
            {text('language', 'Langue', 'text', { maxLength: 100 })}
          </>
        )}
        {kind === 'movie' ? (
          <SelectField
            label="Qualité"
            value={values.quality}
            emptyLabel="Non renseignée"
            options={VIDEO_QUALITY_CHOICES.map((quality) => ({ value: quality, label: quality }))}
            onChange={(value) => set('quality', VIDEO_QUALITY_CHOICES.find((quality) => quality === value) ?? '')}
          />
        ) : (
          <SelectField
            label="Statut"
            value={values.status}
            options={SERIES_STATUS_CHOICES.map((status) => ({ value: status, label: SERIES_STATUS_LABELS[status] }))}
            onChange={(value) => set('status', SERIES_STATUS_CHOICES.find((status) => status === value) ?? 'completed')}
          />
        )}
        {text('rating', 'Note (sur 5)', 'number', { min: 0, max: 5, step: 0.1 })}
        {text('posterUrl', "URL de l'affiche", 'url')}
        {text('trailerUrl', 'URL de la bande-annonce', 'url')}
        {kind === 'movie' && text('videoUrl', 'URL de la vidéo', 'url')}
        {text('videoUrlVf', 'URL de la vidéo VF', 'url')}
        {text('videoUrlVostfr', 'URL de la vidéo VOSTFR', 'url')}
        {kind === 'movie' && text('budget', 'Budget (€)', 'number', { min: 0, step: 1 })}
        {kind === 'movie' && text('boxOffice', 'Box-office (€)', 'number', { min: 0, step: 1 })}
        {isSeries && (
          <dl className="title-form__totals" aria-label="Totaux calculés à partir des épisodes">
            <div>
              <dt>Saisons</dt>
              <dd>{formatCount(totals.seasons)}</dd>
            </div>
            <div>
              <dt>Épisodes</dt>
              <dd>{formatCount(totals.episodes)}</dd>
            </div>
          </dl>
        )}
        <div className="title-form__wide title-form__flags">
          <label className="admin-checkbox">
            <input type="checkbox" checked={values.isFeatured} onChange={(event) => set('isFeatured', event.target.checked)} />À la une
          </label>
          <label className="admin-checkbox">
            <input type="checkbox" checked={values.isNew} onChange={(event) => set('isNew', event.target.checked)} />
            Nouveau
          </label>
        </div>
        <div className="title-form__wide">
          <GenrePicker
            categories={genres.data}
            loading={genres.isPending}
            first={texts.genreCategory}
            selected={values.genreIds}
            onChange={(genreIds) => set('genreIds', genreIds)}
          />
        </div>
      </div>
      {isSeries && <p className="field__hint">Les saisons et les épisodes sont comptés à partir des épisodes : gérez-les depuis « Épisodes ».</p>}
    </form>
  );
}
