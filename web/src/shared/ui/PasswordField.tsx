import { useId, useState } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Adds a show/hide button; its accessible name says which field it reveals. */
  toggleLabel?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}

export function PasswordField({ label, value, onChange, autoComplete, toggleLabel, required, disabled, hint }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        {toggleLabel && (
          <button
            type="button"
            className="field__toggle"
            aria-controls={id}
            aria-pressed={visible}
            aria-label={`${visible ? 'Masquer' : 'Afficher'} ${toggleLabel}`}
            onClick={() => setVisible((shown) => !shown)}
          >
            <span aria-hidden="true">{visible ? 'Masquer' : 'Afficher'}</span>
          </button>
        )}
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
