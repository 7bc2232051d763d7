import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame.tsx';

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
  const { id, describedBy } = useFieldIds(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={id}
        className="ui-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </FieldFrame>
  );
});
