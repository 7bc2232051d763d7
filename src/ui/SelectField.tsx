import { FieldFrame, useFieldIds } from './FieldFrame.tsx';
import { useDrawnOnUse } from './use-drawn-on-use.ts';

/** A list longer than this (the countries) is drawn on use or once the page is idle, not in the first render. */
const LONG_LIST = 60;

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
  // A browser's autofill picks among the options there are, so a field it fills keeps its list from the start.
  const { drawn, draw } = useDrawnOnUse(options.length > LONG_LIST && autoComplete === undefined);
  // Undrawn, the field holds the one option it shows closed, so that it reads and submits the same.
  const shown = drawn ? options : options.filter((option) => option.value === value);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className="ui-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPointerDown={drawn ? undefined : draw}
        onFocus={drawn ? undefined : draw}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        required={required}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
