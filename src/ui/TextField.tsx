import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'aria-describedby'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message of the field's current error, if any. */
  error?: string;
  hint?: string;
  /** More ids that describe the field (a hint shared by several fields). */
  'aria-describedby'?: string;
  /** The id of the input, for a form that links to it (ErrorSummary); else one of its own. */
  id?: string;
  /** The form's only field: its message is the form's announcement (see FieldError). */
  announceError?: boolean;
}

/** A labelled text input with its hint and error, both announced with the field. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, error, hint, className, id: givenId, announceError, 'aria-describedby': alsoDescribedBy, ...input },
  ref,
) {
  const { id, describedBy } = useFieldIds(hint, error, { id: givenId, describedBy: alsoDescribedBy });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className} announceError={announceError}>
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
