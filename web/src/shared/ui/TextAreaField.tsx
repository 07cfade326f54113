import { type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line text field (TextField's counterpart). */
export function TextAreaField({ label, value, onChange, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        className="field__input field__input--textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
