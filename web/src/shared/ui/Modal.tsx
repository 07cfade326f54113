import { type ReactNode, useEffect, useId, useRef } from 'react';

import { trapTab } from './focusable';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content; without them the modal still has its close button. */
  actions?: ReactNode;
  className?: string;
}

/**
 * A modal dialog: native <dialog> opened with showModal (the page behind is inert), Tab kept inside,
 * Escape and the close button call onClose, focus goes back where it was when the modal unmounts.
 * Render it only while it is open.
 */
export function Modal({ title, onClose, children, actions, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (ref.current) trapTab(event, ref.current);
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Fermer" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {actions && <footer className="modal__actions">{actions}</footer>}
      </div>
    </dialog>
  );
}
