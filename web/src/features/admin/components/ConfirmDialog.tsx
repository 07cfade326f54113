import type { ReactNode } from 'react';

import { Modal } from '../../../shared/ui/Modal';

interface ConfirmDialogProps {
  title: string;
  /** While the change is on its way the dialog stays open (Escape, the backdrop and 'Annuler' wait). */
  pending: boolean;
  onClose: () => void;
  confirm: {
    label: string;
    pendingLabel: string;
    disabled?: boolean;
    /** A form of the dialog the button submits; otherwise `onClick`. */
    form?: string;
    onClick?: () => void;
  };
  className?: string;
  children: ReactNode;
}

/** A dialog with 'Annuler' and a confirm button, held open while its change is sent. */
export function ConfirmDialog({ title, pending, onClose, confirm, className, children }: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      className={className}
      onClose={() => {
        if (!pending) onClose();
      }}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={pending}>
            Annuler
          </button>
          <button
            type={confirm.form ? 'submit' : 'button'}
            form={confirm.form}
            className="button button--primary"
            onClick={confirm.onClick}
            disabled={pending || confirm.disabled}
          >
            {pending ? confirm.pendingLabel : confirm.label}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
