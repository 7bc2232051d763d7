import { useCallback } from 'react';
import type { City } from '../../domain/cities.ts';
import type { Lang } from '../../domain/languages.ts';
import { apiOnUse } from '../../stores/api-on-use.ts';
import { loadCities } from '../../stores/cities.ts';
import { AUTOCOMPLETE_MIN_CHARS, DELAYS } from '../timing.ts';
import { Autocomplete } from './Autocomplete.tsx';

export interface CityAutocompleteProps {
  label: string;
  lang: Lang;
  /** What the field shows. */
  text: string;
  onTextChange: (text: string) => void;
  /** A city was chosen. */
  onChoose: (city: City) => void;
  noMatch: string;
  error?: string;
}

/**
 * A city field: from two characters typed, after 100 ms, it offers the cities
 * whose codes or names (in the page's language) match.
 */
export function CityAutocomplete({ label, lang, text, onTextChange, onChoose, noMatch, error }: CityAutocompleteProps) {
  const suggest = useCallback(
    async (typed: string) => {
      // The API client and the matching load with the first suggestion rather than with the page (the search page's
      // JavaScript budget), beside the city data. Offline, the field offers nothing, as when the city data cannot be read.
      const [cities, matching] = await Promise.all([
        apiOnUse()
          .then((api) => loadCities(api, lang))
          .catch(() => []),
        import('./city-suggestions.ts').catch(() => undefined),
      ]);
      return matching ? matching.citySuggestions(cities, typed) : [];
    },
    [lang],
  );
  return (
    <Autocomplete
      label={label}
      value={text}
      onChange={onTextChange}
      suggest={suggest}
      onPick={(item) => {
        const city = item.value;
        if (city) {
          onTextChange(`${city.name} (${city.code})`);
          onChoose(city);
        }
      }}
      minChars={AUTOCOMPLETE_MIN_CHARS}
      debounceMs={DELAYS.autocompleteDebounce}
      noMatch={noMatch}
      error={error}
    />
  );
}
