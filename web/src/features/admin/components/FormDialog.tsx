import { type ReactNode, useId } from 'react';

import { ConfirmDialog } from './ConfirmDialog';

interface FormDialogProps {
  title: string;
  pending: boolean;
  onClose: () => void;
  confirmLabel: string;
  pendingLabel: string;
  /** Called on the confirm button or Enter in a field; the dialog checks its fields itself (no browser bubbles). */
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog holding a form that its confirm button submits, held open while the change is sent. */
export function FormDialog({ title, pending, onClose, confirmLabel, pendingLabel, onSubmit, children }: FormDialogProps) {
  const formId = `${useId()}-form`;
  return (
    <ConfirmDialog title={title} className="modal--admin" pending={pending} onClose={onClose} confirm={{ label: confirmLabel, pendingLabel, form: formId }}>
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </ConfirmDialog>
  );
}
