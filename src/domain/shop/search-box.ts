import { AIRLINE_TIME_ZONE, addDays, addYears, type CalendarDate, calendarDateIn, compareDates, formatDate, parseDate } from '../calendar.ts';
import type { City } from '../cities.ts';
import type { TripType } from '../reference/trips.ts';
import type { SiteDefaults } from '../sites.ts';
import type { FareType } from '../special-passengers/ticket-types.ts';
import { MAX_SEGMENTS } from './search-limits.ts';

/**
 * The search box's form (spec 2 book/search, spec 3 trip types and cabins) and the
 * pure edits the island makes to it. The island only renders this model and
 * persists it; everything that decides a value lives here.
 */

/** A multi-city trip has at least this many flights (and at most MAX_SEGMENTS). */
export const MIN_MULTI_CITY_FLIGHTS = 2;

export type CabinCode = '0' | '1' | '2' | '3';
export const CABIN_CODES_IN_ORDER: readonly CabinCode[] = ['0', '1', '2', '3'];

/** A city field: what it shows, and the code (and country, when known) it stands for; code '' until one is chosen. */
export interface CityChoice {
  readonly code: string;
  readonly text: string;
  readonly country?: string;
}

export interface FlightForm {
  readonly from: CityChoice;
  readonly to: CityChoice;
  /** YYYY-MM-DD as typed or chosen. */
  readonly date: string;
}

/**
 * The whole form. One-way and round trips use the first flight only; the other
 * flights are kept so that switching back to multi-city restores them.
 */
export interface SearchForm {
  readonly tripType: TripType;
  readonly flights: readonly FlightForm[];
  /** The round trip's return date. */
  readonly returnDate: string;
  readonly adt: number;
  readonly cnn: number;
  readonly inf: number;
  readonly cabin: CabinCode;
  /** The ticket type of the fares (spec 3's condition.ptc): a special type for registered travellers; none is the adult fare. */
  readonly ptc?: FareType;
  /** The currency to pay in, among the site's; none is the site's default. */
  readonly currency?: string;
}

/** The first and last day a trip may use (both inclusive). */
export interface DateRange {
  readonly min: CalendarDate;
  readonly max: CalendarDate;
}

export const EMPTY_CITY: CityChoice = { code: '', text: '' };

const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) >= 0 ? a : b);
const earlier = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) <= 0 ? a : b);

export function clampDate(date: CalendarDate, range: DateRange): CalendarDate {
  return earlier(later(date, range.min), range.max);
}

export function isWithin(date: CalendarDate, range: DateRange): boolean {
  return compareDates(date, range.min) >= 0 && compareDates(date, range.max) <= 0;
}

/**
 * Today for the search box: the later of the visitor's own date and the airline's,
 * so that no day already past for the visitor is offered, and none the API would
 * refuse as before its own today.
 */
export function searchToday(now: Date, visitorTimeZone: string): CalendarDate {
  return later(calendarDateIn(now, visitorTimeZone), calendarDateIn(now, AIRLINE_TIME_ZONE));
}

/**
 * The days the site lets a trip use (spec 3 minDate and maxDate, spec 9): from
 * minDate days after today to maxDateYears after it. The last day counts from the
 * earlier of the two calendars, so that the API never finds it too far.
 */
export function bookableRange(now: Date, visitorTimeZone: string, defaults: Pick<SiteDefaults, 'minDate' | 'maxDateYears'>): DateRange {
  const here = calendarDateIn(now, visitorTimeZone);
  const airline = calendarDateIn(now, AIRLINE_TIME_ZONE);
  const min = addDays(later(here, airline), defaults.minDate);
  const max = addYears(earlier(here, airline), defaults.maxDateYears);
  return { min, max: later(max, min) };
}

/** The years a date picker offers for a range. */
export function yearsOf(range: DateRange): number[] {
  return Array.from({ length: range.max.year - range.min.year + 1 }, (_, i) => range.min.year + i);
}

/** How a chosen city reads in its field, as the city autocomplete writes it. */
export function cityChoice(city: City): CityChoice {
  return { code: city.code, text: `${city.name} (${city.code})`, country: city.country };
}

/** What typed text stands for: a city written as "Name (XXX)", or a bare three-letter code; otherwise nothing yet. */
export function choiceFromText(text: string): CityChoice {
  const match = /\(([A-Za-z]{3})\)\s*$/.exec(text) ?? /^\s*([A-Za-z]{3})\s*$/.exec(text);
  return { code: match ? match[1].toUpperCase() : '', text };
}

/**
 * The form a visitor first sees (spec 9): a round trip from the site's default
 * departure to its default arrival, out depDate days after today and back
 * backDate days after, one adult in economy.
 */
export function defaultSearchForm(
  defaults: Pick<SiteDefaults, 'depDate' | 'backDate'>,
  today: CalendarDate,
  range: DateRange,
  cities: { readonly from: CityChoice; readonly to: CityChoice },
): SearchForm {
  const out = clampDate(addDays(today, defaults.depDate), range);
  const back = later(clampDate(addDays(today, defaults.backDate), range), out);
  return {
    tripType: 'R',
    flights: [{ from: cities.from, to: cities.to, date: formatDate(out) }],
    returnDate: formatDate(back),
    adt: 1,
    cnn: 0,
    inf: 0,
    cabin: '0',
  };
}

/** The flights a trip type searches, in order. */
export function activeFlights(form: SearchForm): readonly FlightForm[] {
  return form.tripType === 'M' ? form.flights : form.flights.slice(0, 1);
}

/** Days between the default outbound and return dates: the gap a new multi-city flight starts with. */
export function defaultGapDays(defaults: Pick<SiteDefaults, 'depDate' | 'backDate'>): number {
  return Math.max(0, defaults.backDate - defaults.depDate);
}

/** A date `days` after a form date, kept in range; '' when the form date is not a date. */
function dateAfter(text: string, days: number, range: DateRange): string {
  const date = parseDate(text);
  return date ? formatDate(clampDate(addDays(date, days), range)) : '';
}

/**
 * Switches the trip type. Multi-city needs two flights: the second starts as the
 * way back of the first, on the return date, so that a round trip turns into the
 * same journey. A round trip's return is never before its outbound.
 */
export function withTripType(form: SearchForm, tripType: TripType): SearchForm {
  let flights = form.flights;
  if (tripType === 'M' && flights.length < MIN_MULTI_CITY_FLIGHTS) {
    const first = flights[0];
    flights = [...flights, { from: first.to, to: first.from, date: form.returnDate || first.date }];
  }
  return keepDatesInOrder({ ...form, tripType, flights }, 0);
}

/** Adds a multi-city flight from where the last one lands, `gapDays` after it (at most MAX_SEGMENTS flights). */
export function addFlight(form: SearchForm, range: DateRange, gapDays: number): SearchForm {
  if (form.flights.length >= MAX_SEGMENTS) return form;
  const last = form.flights[form.flights.length - 1];
  return { ...form, flights: [...form.flights, { from: last.to, to: EMPTY_CITY, date: dateAfter(last.date, gapDays, range) }] };
}

/** Removes a multi-city flight, keeping at least two. */
export function removeFlight(form: SearchForm, index: number): SearchForm {
  if (form.flights.length <= MIN_MULTI_CITY_FLIGHTS) return form;
  return { ...form, flights: form.flights.filter((_, i) => i !== index) };
}

function replaceFlight(form: SearchForm, index: number, change: (flight: FlightForm) => FlightForm): SearchForm {
  return { ...form, flights: form.flights.map((flight, i) => (i === index ? change(flight) : flight)) };
}

export function withCity(form: SearchForm, index: number, end: 'from' | 'to', choice: CityChoice): SearchForm {
  return replaceFlight(form, index, (flight) => ({ ...flight, [end]: choice }));
}

export function swapCities(form: SearchForm, index: number): SearchForm {
  return replaceFlight(form, index, (flight) => ({ ...flight, from: flight.to, to: flight.from }));
}

/**
 * Moves later dates that a changed date has passed up to it: the return date never
 * lies before the outbound date, nor a multi-city flight before the one before it.
 */
function keepDatesInOrder(form: SearchForm, from: number): SearchForm {
  const flights = [...form.flights];
  for (let i = Math.max(1, from + 1); i < flights.length; i++) {
    const before = parseDate(flights[i - 1].date);
    const own = parseDate(flights[i].date);
    if (before && own && compareDates(own, before) < 0) flights[i] = { ...flights[i], date: flights[i - 1].date };
  }
  const outbound = parseDate(flights[0].date);
  const back = parseDate(form.returnDate);
  const returnDate = outbound && back && compareDates(back, outbound) < 0 ? flights[0].date : form.returnDate;
  return { ...form, flights, returnDate };
}

export function withFlightDate(form: SearchForm, index: number, date: string): SearchForm {
  return keepDatesInOrder(
    replaceFlight(form, index, (flight) => ({ ...flight, date })),
    index,
  );
}

export function withReturnDate(form: SearchForm, returnDate: string): SearchForm {
  return { ...form, returnDate };
}

/** The earliest date a date field may take: the range's start, or the date before it in the trip. */
export function minDateOf(form: SearchForm, field: { flight: number } | 'return', range: DateRange): CalendarDate {
  const before = field === 'return' ? form.flights[0].date : field.flight > 0 ? form.flights[field.flight - 1].date : '';
  const date = parseDate(before);
  return date && isWithin(date, range) ? date : range.min;
}

/**
 * A form saved earlier, brought up to date: days that have since passed (or lie
 * beyond the range) move into it, and the order of the dates is kept.
 */
export function reconcileDates(form: SearchForm, range: DateRange): SearchForm {
  const clampToRange = (text: string) => {
    const date = parseDate(text);
    return date ? formatDate(clampDate(date, range)) : text;
  };
  return keepDatesInOrder({ ...form, flights: form.flights.map((f) => ({ ...f, date: clampToRange(f.date) })), returnDate: clampToRange(form.returnDate) }, 0);
}
