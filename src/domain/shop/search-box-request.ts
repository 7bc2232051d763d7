import { compareDates, formatDate, parseDate } from '../calendar.ts';
import { validateForm } from '../validation/field-schema.ts';
import { activeFlights, type CityChoice, type DateRange, isWithin, type SearchForm } from './search-box.ts';
import { MAX_SEATS } from './search-limits.ts';
import { type SearchRequest, SearchRequestSchema } from './search-request.ts';

/**
 * From the search box's form to the booking create request (spec 3) and back from
 * the request's field issues to the form's fields: the schema speaks of dep.1 or
 * date, the visitor sees "Return date" or "To" of flight 2.
 */

/**
 * A field of the form: tripType, from.{i}, to.{i}, date.{i}, returnDate, adt, cnn,
 * inf, cabin; `form` for what belongs to no one field.
 */
export type SearchField = string;

/** What to say beside a field: a message key (search.*) or a field code of spec 8, with its values. */
export interface SearchFieldError {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type SearchErrors = Readonly<Record<SearchField, SearchFieldError>>;

/** A field issue as validateForm gives it, or as the API's failure lists it in `fields`. */
export interface CodedIssue {
  readonly code: string;
}

/** The form's fields in the order they are shown: the first wrong one gets the focus. */
export function fieldOrder(form: SearchForm): SearchField[] {
  const flights = activeFlights(form).flatMap((_, i) => [`from.${i}`, `to.${i}`, `date.${i}`]);
  return ['tripType', ...flights, ...(form.tripType === 'R' ? ['returnDate'] : []), 'adt', 'cnn', 'inf', 'cabin', 'ptc', 'currency', 'form'];
}

interface Segment {
  readonly dep: CityChoice;
  readonly arr: CityChoice;
  readonly date: string;
  /** The form fields this segment's values come from. */
  readonly fields: { readonly dep: SearchField; readonly arr: SearchField; readonly date: SearchField };
}

/** The flights the request lists: a round trip's way back is its first flight reversed, on the return date. */
function segmentsOf(form: SearchForm): Segment[] {
  const segments = activeFlights(form).map((flight, i) => ({
    dep: flight.from,
    arr: flight.to,
    date: flight.date,
    fields: { dep: `from.${i}`, arr: `to.${i}`, date: `date.${i}` },
  }));
  if (form.tripType !== 'R') return segments;
  const out = segments[0];
  return [out, { dep: out.arr, arr: out.dep, date: form.returnDate, fields: { dep: 'to.0', arr: 'from.0', date: 'returnDate' } }];
}

/**
 * The intl flag: '1' when a flight joins two countries, '0' when every flight stays
 * in one, and left out when the country of a city is not known.
 */
export function intlFlag(form: SearchForm): '0' | '1' | undefined {
  const flights = activeFlights(form);
  if (flights.some((f) => f.from.country && f.to.country && f.from.country !== f.to.country)) return '1';
  return flights.every((f) => f.from.country && f.to.country) ? '0' : undefined;
}

/** The values the booking create request is checked from, as the form holds them. */
export function searchRequestValues(form: SearchForm): Record<string, unknown> {
  const segments = segmentsOf(form);
  const intl = intlFlag(form);
  return {
    tripType: form.tripType,
    dep: segments.map((s) => s.dep.code),
    arr: segments.map((s) => s.arr.code),
    date: segments.map((s) => s.date.trim()),
    adt: form.adt,
    cnn: form.cnn,
    inf: form.inf,
    cabin: form.cabin,
    ...(intl ? { intl } : {}),
    ...(form.ptc && form.ptc !== 'ADT' ? { ptc: form.ptc } : {}),
    ...(form.currency ? { currency: form.currency } : {}),
  };
}

const PASSENGER_MESSAGES: Readonly<Record<string, SearchFieldError>> = {
  adt: { key: 'search.rule.minAdult' },
  cnn: { key: 'search.rule.maxSeats', params: { max: MAX_SEATS } },
  inf: { key: 'search.rule.infants' },
};

function rangeError(range: DateRange): SearchFieldError {
  return { key: 'search.error.dateRange', params: { min: formatDate(range.min), max: formatDate(range.max) } };
}

/** The message of a city or date field's own issue. */
function valueError(segment: Segment, part: 'dep' | 'arr' | 'date', found: CodedIssue): SearchFieldError {
  if (part === 'date') return found.code === 'e01' ? { key: 'search.error.dateFormat' } : { key: found.code };
  const choice = segment[part];
  // Text that names no city: the visitor typed but did not pick from the list.
  if (choice.text.trim() !== '' && (found.code === 'e00' || found.code === 'e01')) return { key: 'search.error.pickCity' };
  return { key: found.code };
}

/** Which segment breaks the order of the dates, and which one lies out of the range. */
function dateProblem(segments: readonly Segment[], range: DateRange): { field: SearchField; error: SearchFieldError } {
  const dates = segments.map((s) => parseDate(s.date));
  for (let i = 1; i < segments.length; i++) {
    const [before, own] = [dates[i - 1], dates[i]];
    if (before && own && compareDates(own, before) < 0) {
      const key = segments[i].fields.date === 'returnDate' ? 'search.error.returnOrder' : 'search.error.dateOrder';
      return { field: segments[i].fields.date, error: { key } };
    }
  }
  const outside = segments.findIndex((_, i) => dates[i] && !isWithin(dates[i], range));
  return { field: segments[Math.max(0, outside)].fields.date, error: rangeError(range) };
}

/**
 * The form's field errors for the request's field issues, keyed by request path
 * (dep.0, arr, date, adt, ...): what validateForm finds, and what the API answers
 * in `fields`.
 */
export function formErrorsOf(form: SearchForm, issues: Readonly<Record<string, CodedIssue>>, range: DateRange): SearchErrors {
  const segments = segmentsOf(form);
  const errors: Record<SearchField, SearchFieldError> = {};
  const put = (field: SearchField, error: SearchFieldError) => {
    errors[field] ??= error;
  };
  for (const [path, found] of Object.entries(issues)) {
    const [name, at] = path.split('.');
    const index = at === undefined ? undefined : Number(at);
    if ((name === 'dep' || name === 'arr' || name === 'date') && index !== undefined && segments[index]) {
      put(segments[index].fields[name], valueError(segments[index], name, found));
    } else if (name === 'arr') {
      const same = segments.find((s) => s.dep.code !== '' && s.dep.code === s.arr.code) ?? segments[0];
      put(same.fields.arr, { key: 'search.error.sameCity' });
    } else if (name === 'date') {
      const problem = dateProblem(segments, range);
      put(problem.field, problem.error);
    } else if (name === 'adt' || name === 'cnn' || name === 'inf') {
      put(name, PASSENGER_MESSAGES[name]);
    } else if (name === 'ptc') {
      put('ptc', { key: 'search.rule.specialAdultsOnly' });
    } else if (name === 'cabin' && form.ptc && form.ptc !== 'ADT') {
      put('cabin', { key: 'search.rule.specialEconomy' });
    } else if (name === 'tripType' || name === 'cabin') {
      put(name, { key: found.code });
    } else {
      put('form', { key: found.code });
    }
  }
  return errors;
}

/** Dates the schema accepts but the site's range does not (the API checks the range too). */
function rangeErrors(form: SearchForm, range: DateRange): SearchErrors {
  const errors: Record<SearchField, SearchFieldError> = {};
  for (const segment of segmentsOf(form)) {
    const date = parseDate(segment.date);
    if (date && !isWithin(date, range)) errors[segment.fields.date] ??= rangeError(range);
  }
  return errors;
}

/**
 * Checks the form with the one schema the API uses, then the site's date range:
 * the request to send, or the error of each wrong field.
 */
export function checkSearchForm(form: SearchForm, range: DateRange): { ok: true; request: SearchRequest } | { ok: false; errors: SearchErrors } {
  const result = validateForm(SearchRequestSchema, searchRequestValues(form));
  const errors = { ...rangeErrors(form, range), ...(result.ok ? {} : formErrorsOf(form, result.fields, range)) };
  if (result.ok && Object.keys(errors).length === 0) return { ok: true, request: result.value };
  return { ok: false, errors };
}

/** The first wrong field in the order shown. */
export function firstWrongField(form: SearchForm, errors: SearchErrors): SearchField | undefined {
  return fieldOrder(form).find((field) => field in errors) ?? Object.keys(errors)[0];
}
