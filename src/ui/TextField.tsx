import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message of the field's current error, if any. */
  error?: string;
  hint?: string;
}

/** A labelled text input with its hint and error, both announced with the field. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, value, onChange, error, hint, className, ...input }, ref) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`ui-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        className="ui-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="ui-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});
