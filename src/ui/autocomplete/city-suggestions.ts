import type { City } from '../../domain/cities.ts';
import { matchCities } from '../../domain/city-match.ts';
import type { Suggestion } from './Autocomplete.tsx';

/** The cities that match what is typed, as the city field offers them: "Tokyo (TYO)", with its airports when they differ. */
export function citySuggestions(cities: readonly City[], typed: string): Suggestion<City>[] {
  return matchCities(cities, typed).map((city) => ({
    key: city.code,
    label: `${city.name} (${city.code})`,
    detail: city.airports.length > 1 || city.airports[0]?.code !== city.code ? city.airports.map((a) => `${a.name} ${a.code}`).join(', ') : undefined,
    value: city,
  }));
}
