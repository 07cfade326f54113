import type { ReactNode } from 'react';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  /** Field-level messages of a validation failure, listed under the main text. */
  details?: string[];
}

/** Errors are announced at once (role alert); successes and notices politely (role status). */
export function Alert({ tone, children, details }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
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
