import { TRIP_TYPES, type TripType } from '../domain/reference/trips.ts';
import { CABIN_CODES_IN_ORDER, type CityChoice, type FlightForm, MIN_MULTI_CITY_FLIGHTS, reconcileDates, type SearchForm } from '../domain/shop/search-box.ts';
import { relabelCities } from '../domain/shop/search-box-cities.ts';
import { normalisePassengers } from '../domain/shop/search-box-passengers.ts';
import { MAX_SEGMENTS } from '../domain/shop/search-limits.ts';
import { FARE_TYPES } from '../domain/special-passengers/ticket-types.ts';
import { editSearchBox, type OpenSearchBox, savedSearchBoxText } from './search-box.ts';

/** A search box as this tab saved it: the form, and the language its city names are in. */
export interface SavedSearchBox {
  readonly lang: string;
  readonly form: SearchForm;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isTripType = (value: unknown): value is TripType => typeof value === 'string' && Object.hasOwn(TRIP_TYPES, value);
const isCabin = (value: unknown): value is SearchForm['cabin'] => CABIN_CODES_IN_ORDER.some((code) => code === value);
const isFareType = (value: unknown): value is NonNullable<SearchForm['ptc']> => FARE_TYPES.some((type) => type === value);

function cityOf(value: unknown): CityChoice | undefined {
  if (!isFields(value) || typeof value.code !== 'string' || typeof value.text !== 'string') return undefined;
  if (value.country === undefined) return { code: value.code, text: value.text };
  return typeof value.country === 'string' ? { code: value.code, text: value.text, country: value.country } : undefined;
}

function flightOf(value: unknown): FlightForm | undefined {
  if (!isFields(value) || typeof value.date !== 'string') return undefined;
  const from = cityOf(value.from);
  const to = cityOf(value.to);
  return from && to ? { from, to, date: value.date } : undefined;
}

function flightsOf(value: unknown): FlightForm[] | undefined {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_SEGMENTS) return undefined;
  const flights = value.map(flightOf);
  return flights.every((flight) => flight !== undefined) ? flights : undefined;
}

function formOf(value: unknown): SearchForm | undefined {
  if (!isFields(value)) return undefined;
  const { tripType, returnDate, adt, cnn, inf, cabin, ptc, currency } = value;
  const flights = flightsOf(value.flights);
  if (!flights || !isTripType(tripType) || typeof returnDate !== 'string' || !isCabin(cabin)) return undefined;
  if (!isCount(adt) || !isCount(cnn) || !isCount(inf)) return undefined;
  if ((ptc !== undefined && !isFareType(ptc)) || (currency !== undefined && typeof currency !== 'string')) return undefined;
  return { tripType, flights, returnDate, adt, cnn, inf, cabin, ...(ptc === undefined ? {} : { ptc }), ...(currency === undefined ? {} : { currency }) };
}

/**
 * The saved search box in a stored value, or undefined for anything else (an older shape, a hand edit); only the
 * fields of a search box come back. The search page reads this as it opens a saved box, so it is written out rather
 * than with the schema library, which would otherwise load with it.
 */
export function savedSearchBoxOf(value: unknown): SavedSearchBox | undefined {
  if (!isFields(value) || typeof value.lang !== 'string') return undefined;
  const form = formOf(value.form);
  return form ? { lang: value.lang, form } : undefined;
}

/** A box's saved text read back, or undefined when it is not a search box (broken, an older shape, a hand edit). */
function parsedSearchBox(text: string): SavedSearchBox | undefined {
  try {
    return savedSearchBoxOf(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * The form a box saved in this tab opens with, brought up to today's dates, its passengers made valid; anything else
 * starts afresh, as does a multi-city form an award box saved (an award is never multi-city: only a hand edit makes
 * one). Cities saved in another language are named again once the page's city data is here.
 */
export function reopenedSearchBox(text: string, { lang, fresh, range, cities, kind }: OpenSearchBox): SearchForm {
  const saved = parsedSearchBox(text);
  if (!saved) return fresh;
  const multiCityReady = saved.form.tripType !== 'M' || (kind !== 'award' && saved.form.flights.length >= MIN_MULTI_CITY_FLIGHTS);
  const form = multiCityReady ? { ...saved.form, ...normalisePassengers(saved.form) } : fresh;
  if (saved.lang !== lang) {
    // The edit waits for the form to be in the store (editSearchBox).
    void cities()
      .then((list) => editSearchBox((current) => relabelCities(current, list)))
      .catch(() => undefined);
  }
  return reconcileDates(form, range);
}

/** The search box's last form on a site (from this tab's session), for pages that start from it, such as a low-fare alert. */
export function savedSearchForm(site: string): SearchForm | undefined {
  const text = savedSearchBoxText(site);
  return text === undefined ? undefined : parsedSearchBox(text)?.form;
}
