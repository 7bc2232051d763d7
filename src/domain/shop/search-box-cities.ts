import type { City } from '../cities.ts';
import type { CityChoice, SearchForm } from './search-box.ts';

/*
 * The search box's cities named from the city data: a site's default cities as its pages are built, a form saved in
 * another language, the countries a search sends. Apart from the form's edits (search-box.ts), which the search page
 * runs from its first paint: these run only once the city data is at hand.
 */

/** The city a code names: a city code, or the code of one of its airports (several sites start from an airport, NRT or LHR). */
function cityOf(cities: readonly City[], code: string): City | undefined {
  return cities.find((city) => city.code === code) ?? cities.find((city) => city.airports.some((airport) => airport.code === code));
}

/** A code named in the page's language ("Tokyo (NRT)"), with its country; the bare code when the city data lacks it. */
export function choiceForCode(cities: readonly City[], code: string): CityChoice {
  const city = cityOf(cities, code);
  return city ? { code, text: `${city.name} (${code})`, country: city.country } : { code, text: code };
}

/** Cities named again in another language (the visitor switched language since the form was saved). */
export function relabelCities(form: SearchForm, cities: readonly City[]): SearchForm {
  const rename = (choice: CityChoice): CityChoice => (choice.code && cityOf(cities, choice.code) ? choiceForCode(cities, choice.code) : choice);
  return { ...form, flights: form.flights.map((f) => ({ ...f, from: rename(f.from), to: rename(f.to) })) };
}

/** Fills in the countries of cities whose code is known from the city data (for the intl flag). */
export function withCountries(form: SearchForm, cities: readonly City[]): SearchForm {
  const fill = (choice: CityChoice): CityChoice => {
    const country = choice.country || !choice.code ? undefined : cityOf(cities, choice.code)?.country;
    return country ? { ...choice, country } : choice;
  };
  return { ...form, flights: form.flights.map((f) => ({ ...f, from: fill(f.from), to: fill(f.to) })) };
}
