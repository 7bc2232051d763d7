import type { City } from '../../domain/cities.ts';
import type { AlertForm } from '../../domain/low-price/alert-form.ts';
import type { SearchForm } from '../../domain/shop/search-box.ts';
import { normalisePassengers } from '../../domain/shop/search-box-passengers.ts';

/** The cities of a prefilled form: their codes in the form, their names in the fields. */
export interface AlertStart {
  readonly form: AlertForm;
  readonly fromText: string;
  readonly toText: string;
}

const BLANK: AlertForm = {
  origin: '',
  destination: '',
  tripType: 1,
  departFrom: '',
  departTo: '',
  returnDate: '',
  cabin: 0,
  adults: 1,
  children: 0,
  infants: 0,
  nonstopOnly: false,
  targetPrice: '',
  keepWatching: false,
  email: '',
};

const CABINS = ['0', '1', '2', '3'] as const;
const cabinOf = (code: string | null | undefined): AlertForm['cabin'] => {
  const index = CABINS.indexOf((code ?? '0') as (typeof CABINS)[number]);
  return index < 0 ? 0 : (index as AlertForm['cabin']);
};

/**
 * Where a new alert starts: the route the results page's "watch this route" link carries in its query
 * (from, to, date, ret, cabin, adt, cnn, inf), else the search box's last form of this tab, else an empty form.
 * Nothing here is trusted: the form is checked by the API's schema before it is sent.
 */
export function alertStart(query: URLSearchParams, saved: SearchForm | undefined): AlertStart {
  const from = query.get('from');
  const to = query.get('to');
  if (from && to) {
    const ret = query.get('ret') ?? '';
    const passengers = normalisePassengers({ adt: Number(query.get('adt') ?? 1), cnn: Number(query.get('cnn') ?? 0), inf: Number(query.get('inf') ?? 0) });
    return {
      form: {
        ...BLANK,
        origin: from,
        destination: to,
        tripType: ret ? 2 : 1,
        departFrom: query.get('date') ?? '',
        returnDate: ret,
        cabin: cabinOf(query.get('cabin')),
        adults: passengers.adt,
        children: passengers.cnn,
        infants: passengers.inf,
      },
      fromText: from,
      toText: to,
    };
  }
  const flight = saved?.tripType === 'M' ? undefined : saved?.flights[0];
  if (!saved || !flight) return { form: BLANK, fromText: '', toText: '' };
  return {
    form: {
      ...BLANK,
      origin: flight.from.code,
      destination: flight.to.code,
      tripType: saved.tripType === 'R' ? 2 : 1,
      departFrom: flight.date,
      returnDate: saved.tripType === 'R' ? saved.returnDate : '',
      cabin: cabinOf(saved.cabin),
      adults: saved.adt,
      children: saved.cnn,
      infants: saved.inf,
    },
    fromText: flight.from.text,
    toText: flight.to.text,
  };
}

/** A start whose fields show city codes (as a link gives them) shows the cities' names instead, where known. */
export function namedCities(start: AlertStart, cities: readonly City[]): AlertStart {
  const name = (code: string, text: string) => {
    const city = text === code ? cities.find((known) => known.code === code) : undefined;
    // As the city field itself shows a chosen city.
    return city ? `${city.name} (${city.code})` : text;
  };
  return { ...start, fromText: name(start.form.origin, start.fromText), toText: name(start.form.destination, start.toText) };
}

/** The trip of a results page, as far as an alert can watch it: one way or a round trip. */
export interface WatchedTrip {
  readonly tripType: 'S' | 'R' | 'M';
  readonly dep: readonly string[];
  readonly arr: readonly string[];
  readonly date: readonly string[];
  readonly cabin: string;
  readonly adt: number;
  readonly cnn: number;
  readonly inf: number;
}

/** The query of the results page's "watch this route" link that alertStart reads back; none for a multi-city trip. */
export function watchRouteQuery(trip: WatchedTrip): string | undefined {
  if (trip.tripType === 'M' || !trip.dep[0] || !trip.arr[0] || !trip.date[0]) return undefined;
  const query = new URLSearchParams({ from: trip.dep[0], to: trip.arr[0], date: trip.date[0] });
  if (trip.tripType === 'R' && trip.date[1]) query.set('ret', trip.date[1]);
  query.set('cabin', trip.cabin);
  query.set('adt', String(trip.adt));
  query.set('cnn', String(trip.cnn));
  query.set('inf', String(trip.inf));
  return `?${query}`;
}
