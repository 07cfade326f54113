import { type ReactNode, useEffect, useRef } from 'react';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  /** Field-level messages of a validation failure, listed under the main text. */
  details?: string[];
  /**
   * Brings the alert into view and moves the focus to it (so that screen readers read it again) each
   * time this value changes: a form's answer shown above the button that was pressed, out of sight on a
   * small screen. Give it the error object each failed submit sets.
   */
  reveal?: unknown;
}

/** Errors are announced at once (role alert); successes and notices politely (role status). */
export function Alert({ tone, children, details, reveal }: AlertProps) {
  const box = useRef<HTMLDivElement>(null);
  const revealed = reveal !== undefined;

  useEffect(() => {
    if (!revealed) return;
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [reveal, revealed]);

  return (
    <div ref={box} className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} tabIndex={revealed ? -1 : undefined}>
      <div>{children}</div>
      {details && details.length > 0 && (
        <ul className="alert__details">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
