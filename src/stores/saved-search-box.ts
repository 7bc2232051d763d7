import { TRIP_TYPES, type TripType } from '../domain/reference/trips.ts';
import { CABIN_CODES_IN_ORDER, type CityChoice, type FlightForm, type SearchForm } from '../domain/shop/search-box.ts';
import { MAX_SEGMENTS } from '../domain/shop/search-limits.ts';
import { FARE_TYPES } from '../domain/special-passengers/ticket-types.ts';

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
 * fields of a search box come back. The search page reads this as it starts, so it is written out rather than with
 * the schema library, which would otherwise load with the page.
 */
export function savedSearchBoxOf(value: unknown): SavedSearchBox | undefined {
  if (!isFields(value) || typeof value.lang !== 'string') return undefined;
  const form = formOf(value.form);
  return form ? { lang: value.lang, form } : undefined;
}
