import { type CalendarDate, parseDate } from '../../domain/calendar.ts';
import type { City } from '../../domain/cities.ts';

interface FlightStub {
  readonly from: string;
  readonly to: string;
  /** Local YYYY-MM-DDTHH:MM at the departure airport. */
  readonly departure: string;
}

/** What the passenger rules need to know of the chosen flights. */
export interface TripFacts {
  readonly firstDeparture: CalendarDate;
  readonly lastDeparture: CalendarDate;
  readonly international: boolean;
}

/** The country of each city and airport code of the city data. */
export function countriesByCode(cities: readonly City[]): Map<string, string> {
  return new Map(cities.flatMap((city) => [[city.code, city.country] as const, ...city.airports.map((airport) => [airport.code, city.country] as const)]));
}

/**
 * The first and last local departure dates of the chosen flights, and whether a
 * flight joins two countries (as the order call judges it, by the airports).
 * When the country of an airport is not known, the search's intl flag decides,
 * and without it the trip counts as international, so that a passport is asked
 * for rather than missed.
 */
export function tripFacts(
  slices: readonly { readonly flights: readonly FlightStub[] }[],
  countries: ReadonlyMap<string, string>,
  intl?: '0' | '1',
): TripFacts | undefined {
  const flights = slices.flatMap((slice) => slice.flights);
  const first = flights[0] && parseDate(flights[0].departure.slice(0, 10));
  const last = flights[0] && parseDate(flights[flights.length - 1].departure.slice(0, 10));
  if (!first || !last) return undefined;
  const pairs = flights.map((flight) => [countries.get(flight.from), countries.get(flight.to)] as const);
  const crosses = pairs.some(([from, to]) => from !== undefined && to !== undefined && from !== to);
  const known = pairs.every(([from, to]) => from !== undefined && to !== undefined);
  const international = crosses || (!known && intl !== '0');
  return { firstDeparture: first, lastDeparture: last, international };
}

/** The airports the chosen flights touch, each once, in the order of the trip. */
export function airportsOf(slices: readonly { readonly flights: readonly Pick<FlightStub, 'from' | 'to'>[] }[]): string[] {
  return [...new Set(slices.flatMap((slice) => slice.flights.flatMap((flight) => [flight.from, flight.to])))];
}
