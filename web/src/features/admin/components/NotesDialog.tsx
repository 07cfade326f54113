import { type FormEvent, type ReactNode, useId, useState } from 'react';

import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { ConfirmDialog } from './ConfirmDialog';
import { canConfirmNotes, NOTES_MAX_LENGTH } from '../rules/notes';

interface NotesDialogProps {
  title: string;
  /** What the change is about (the report's or request's title). */
  subject: string;
  confirmLabel: string;
  /** A rejection: the confirm button stays disabled while the note is blank. */
  notesRequired: boolean;
  /** Who reads the note: it is never hidden from the members (DESIGN.md section 9). */
  audience: string;
  initialNotes?: string;
  pending: boolean;
  error: unknown;
  /** The fallback text of a failure without a server message. */
  errorText: string;
  /** More to choose before confirming ('Marquer ajouté': the catalogue title); false keeps the button disabled. */
  ready?: boolean;
  children?: ReactNode;
  onConfirm: (notes: string) => void;
  onClose: () => void;
}

/** The notes dialog of a status change or of a note alone ('Modifier la demande'). */
export function NotesDialog({
  title,
  subject,
  confirmLabel,
  notesRequired,
  audience,
  initialNotes = '',
  pending,
  error,
  errorText,
  ready = true,
  children,
  onConfirm,
  onClose,
}: NotesDialogProps) {
  const [notes, setNotes] = useState(initialNotes);
  const id = useId();
  const confirmable = ready && canConfirmNotes(notes, notesRequired) && !pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmable) onConfirm(notes);
  };

  return (
    <ConfirmDialog
      title={title}
      className="modal--admin"
      pending={pending}
      onClose={onClose}
      confirm={{ label: confirmLabel, pendingLabel: 'Enregistrement...', disabled: !confirmable, form: `${id}-form` }}
    >
      <form id={`${id}-form`} className="form" onSubmit={submit}>
        <p className="admin-dialog__subject">{subject}</p>
        {children}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-notes`}>
            {notesRequired ? 'Note (obligatoire)' : 'Note (facultative)'}
          </label>
          <textarea
            id={`${id}-notes`}
            className="field__input field__input--textarea"
            rows={4}
            maxLength={NOTES_MAX_LENGTH}
            required={notesRequired}
            aria-describedby={`${id}-audience`}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <p className="field__hint" id={`${id}-audience`}>
            {audience}
          </p>
        </div>
        {error !== null && error !== undefined && (
          <Alert tone="error" reveal={error}>
            {errorMessage(error, errorText)}
          </Alert>
        )}
      </form>
    </ConfirmDialog>
  );
}
