import { type ReactNode, useCallback, useState } from 'react';

import { ReportModal, type ReportTarget } from './ReportModal';

interface ReportButtonProps {
  target: ReportTarget;
  children: ReactNode;
  /** The button's name when its text alone does not say what it reports (an episode's 'Signaler'). */
  ariaLabel?: string;
  className?: string;
}

/** A button that opens the report modal for one film, series or episode ('SIGNALER UN LIEN'). */
export function ReportButton({ target, children, ariaLabel, className = 'button button--secondary' }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className={className} aria-label={ariaLabel} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && <ReportModal target={target} onClose={close} />}
    </>
  );
}
