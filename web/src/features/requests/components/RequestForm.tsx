import type { RequestQuota } from '@streaming/contracts';
import { REQUEST_CONTENT_TYPES } from '@streaming/contracts/moderation-types';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';

import { otherErrors } from '../../../shared/api/api-error';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { Alert } from '../../../shared/ui/Alert';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { TextField } from '../../../shared/ui/TextField';
import { titlePath } from '../../catalogue/paths';
import { useCreateRequest } from '../hooks/use-create-request';
import {
  type AvailableTitle,
  availableTitle,
  EMPTY_REQUEST_FORM,
  type Outcome,
  quotaLevel,
  REQUEST_KIND_LABELS,
  REQUEST_SUCCESS_MS,
  REQUEST_TEXTS,
  REQUEST_YEAR_MAX,
  REQUEST_YEAR_MIN,
  type RequestForm as RequestFormState,
  requestFailureText,
  requestOutcome,
  toCreateRequest,
} from '../rules';
import { CatalogueMatches } from './CatalogueMatches';

const KIND_OPTIONS = REQUEST_CONTENT_TYPES.map((value) => ({ value, label: REQUEST_KIND_LABELS[value] }));

type TextFieldName = Exclude<keyof RequestFormState, 'contentType'>;

/** One message at a time above the form: an outcome (gone after 5 s) or a failure (until the next send). */
interface FormMessage {
  tone: Outcome['tone'] | 'error';
  text: string;
  details?: string[];
  /** The catalogue already has it: a link to its page. */
  available?: AvailableTitle | null;
}

/**
 * The request form (spec sections 4, 5 and 8): type (film by default), title (required), year (1900 to
 * 2030), description, director, genre. Sending is refused while a request is on its way and once the week's
 * requests are used up (when the quota could not be read, the server decides). A new request says so for
 * 5 s; joining another member's, or one already followed, says that instead.
 */
export function RequestForm({ quota }: { quota: RequestQuota | undefined }) {
  const create = useCreateRequest();
  const ids = useId();
  const [form, setForm] = useState<RequestFormState>(EMPTY_REQUEST_FORM);
  const [message, showMessage] = useFlashMessage<FormMessage>(REQUEST_SUCCESS_MS);
  const fail = (failure: FormMessage) => showMessage(failure, { keep: true });
  const usedUp = quota !== undefined && quotaLevel(quota) === 'full';

  const set = (field: TextFieldName) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const setKind = (value: string) => setForm((current) => ({ ...current, contentType: value === 'series' ? 'series' : 'movie' }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (usedUp) {
      fail({ tone: 'error', text: REQUEST_TEXTS.quotaReached });
      return;
    }
    const parsed = toCreateRequest(form);
    if ('error' in parsed) {
      fail({ tone: 'error', text: parsed.error });
      return;
    }
    create.mutate(parsed.body, {
      onSuccess: (created) => {
        showMessage(requestOutcome(created));
        setForm({ ...EMPTY_REQUEST_FORM, contentType: form.contentType });
      },
      onError: (error) => fail({ tone: 'error', text: requestFailureText(error), details: otherErrors(error), available: availableTitle(error) }),
    });
  };

  return (
    <section className="panel" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="panel__title">
        Nouvelle demande
      </h2>
      <form className="form request-form" onSubmit={submit} noValidate aria-busy={create.isPending}>
        {message && (
          <Alert tone={message.tone} details={message.details} reveal={message.tone === 'error' ? message : undefined}>
            {message.text}
            {message.available && (
              <>
                {' '}
                <Link to={titlePath(message.available.kind, message.available.id)}>Voir « {message.available.title} »</Link>
              </>
            )}
          </Alert>
        )}
        <SelectField label="Type de contenu" value={form.contentType} onChange={setKind} options={KIND_OPTIONS} required />
        <TextField label="Titre" required maxLength={200} autoComplete="off" value={form.title} onChange={set('title')} />
        <CatalogueMatches title={form.title} />
        <div className="request-form__row">
          <TextField
            label="Année (facultatif)"
            type="number"
            inputMode="numeric"
            min={REQUEST_YEAR_MIN}
            max={REQUEST_YEAR_MAX}
            value={form.year}
            onChange={set('year')}
          />
          <TextField label="Réalisateur (facultatif)" maxLength={200} value={form.director} onChange={set('director')} />
          <TextField label="Genre (facultatif)" maxLength={100} value={form.genre} onChange={set('genre')} />
        </div>
        <TextAreaField
          label="Description (facultatif)"
          rows={4}
          maxLength={2000}
          placeholder="Saison, version, acteurs… tout ce qui nous aide à trouver le bon titre"
          value={form.description}
          onChange={set('description')}
        />
        <button type="submit" className="button button--primary" disabled={create.isPending || usedUp}>
          {create.isPending ? 'Envoi...' : 'Envoyer la demande'}
        </button>
      </form>
    </section>
  );
}
