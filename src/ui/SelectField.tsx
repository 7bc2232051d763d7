import { FieldFrame, useFieldIds } from './FieldFrame.tsx';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"), when the field may be left unchosen. */
  placeholder?: string;
  error?: string;
  hint?: string;
  autoComplete?: string;
  /** The id of the select, for a form that links to it (ErrorSummary); else one of its own. */
  id?: string;
  required?: boolean;
}

/**
 * A labelled native select with its hint and error, as TextField is for text:
 * long lists (countries) stay searchable by typing and work by keyboard alone.
 */
export function SelectField({ label, value, onChange, options, placeholder, error, hint, autoComplete, id: givenId, required }: SelectFieldProps) {
  const { id, describedBy } = useFieldIds(hint, error, { id: givenId });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className="ui-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        required={required}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
