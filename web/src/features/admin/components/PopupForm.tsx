import type { PopupMessage } from '@streaming/contracts';
import { type FormEvent, useId, useState } from 'react';

import { errorDetails, otherErrors } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { TextField } from '../../../shared/ui/TextField';
import { useSavePopup } from '../hooks/use-popup-changes';
import { popupFormErrors } from '../rules/popup-rules';

interface PopupFormProps {
  /** The message being edited; null for a new one. */
  editing: PopupMessage | null;
  onSaved: (text: string) => void;
  onNew: () => void;
}

/**
 * The form of /admin/popup: title, content (12 rows), active. Render it with a `key` of the message
 * edited, so that choosing another one starts from its values.
 */
export function PopupForm({ editing, onSaved, onNew }: PopupFormProps) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [isActive, setIsActive] = useState(editing?.isActive ?? false);
  const [missing, setMissing] = useState<string[]>([]);
  const [previewShown, setPreviewShown] = useState(false);
  const save = useSavePopup();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = popupFormErrors(title, content);
    setMissing(errors);
    if (errors.length > 0 || save.isPending) return;
    save.mutate(
      { id: editing?.id ?? null, body: { title: title.trim(), content: content.trim(), isActive } },
      { onSuccess: () => onSaved(editing ? 'Message mis à jour avec succès !' : 'Nouveau message créé avec succès !') },
    );
  };

  return (
    <section className="panel admin-popup__form" aria-labelledby={`${id}-title`}>
      <div className="admin-popup__form-header">
        <h2 className="panel__title" id={`${id}-title`}>
          {editing ? 'Modifier le message' : 'Nouveau message'}
        </h2>
        <button type="button" className="button button--small button--secondary" onClick={onNew}>
          Nouveau
        </button>
      </div>
      <form className="form" onSubmit={submit} noValidate>
        {missing.length > 0 && (
          <Alert tone="error" reveal={missing}>
            {missing.join(' ')}
          </Alert>
        )}
        {save.isError && (
          <Alert tone="error" details={[...errorDetails(save.error), ...otherErrors(save.error)]} reveal={save.error}>
            Erreur lors de la sauvegarde
          </Alert>
        )}
        <TextField label="Titre" required maxLength={200} value={title} onChange={setTitle} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-content`}>
            Contenu
          </label>
          <textarea
            id={`${id}-content`}
            className="field__input field__input--textarea"
            rows={12}
            required
            maxLength={5000}
            aria-describedby={`${id}-content-hint`}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
          <p className="field__hint" id={`${id}-content-hint`}>
            Chaque ligne du contenu s’affiche sur sa propre ligne.
          </p>
        </div>
        <label className="admin-checkbox">
          <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
          Actif (affiché sur la page de connexion)
        </label>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Enregistrement...' : editing ? 'Mettre à jour' : 'Créer le message'}
          </button>
          <button
            type="button"
            className="button button--outline"
            aria-expanded={previewShown}
            aria-controls={`${id}-preview`}
            onClick={() => setPreviewShown((shown) => !shown)}
          >
            {previewShown ? 'Masquer l’aperçu' : 'Aperçu'}
          </button>
        </div>
      </form>
      <div id={`${id}-preview`} className="admin-popup__preview" hidden={!previewShown}>
        <p className="admin-popup__preview-label">Aperçu sur la page de connexion</p>
        <div className="admin-popup__preview-box">
          <h3 className="modal__title">{title.trim() || 'Titre du message'}</h3>
          <p className="popup__content">{content.trim() || 'Contenu du message'}</p>
        </div>
      </div>
    </section>
  );
}
