import { useCallback } from 'react';
import { Autocomplete } from './Autocomplete.tsx';
import { emailSuggestions } from './email-suggestions.ts';

export interface EmailAutocompleteProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The site's suggested mail domains. */
  suffixes: readonly string[];
  error?: string;
  /** The id of the input, for a form that links to it (ErrorSummary). */
  inputId?: string;
  required?: boolean;
}

/** An e-mail field that offers the site's mail domains once something is typed. */
export function EmailAutocomplete({ label, value, onChange, suffixes, error, inputId, required }: EmailAutocompleteProps) {
  const suggest = useCallback((text: string) => emailSuggestions(text, suffixes), [suffixes]);
  return (
    <Autocomplete
      label={label}
      value={value}
      onChange={onChange}
      suggest={suggest}
      onPick={(item) => onChange(item.label)}
      minChars={1}
      debounceMs={0}
      type="email"
      inputMode="email"
      autoComplete="email"
      error={error}
      inputId={inputId}
      required={required}
    />
  );
}
