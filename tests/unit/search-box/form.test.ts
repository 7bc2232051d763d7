import { describe, expect, it } from 'vitest';
import { sites } from '../../../sites.config.ts';
import { type CalendarDate, parseDate } from '../../../src/domain/calendar.ts';
import type { City } from '../../../src/domain/cities.ts';
import {
  activeFlights,
  addFlight,
  bookableRange,
  type CityChoice,
  choiceFromText,
  defaultSearchForm,
  minDateOf,
  reconcileDates,
  removeFlight,
  type SearchForm,
  searchToday,
  swapCities,
  withFlightDate,
  withTripType,
  yearsOf,
} from '../../../src/domain/shop/search-box.ts';
import { choiceForCode, relabelCities, withCountries } from '../../../src/domain/shop/search-box-cities.ts';

const d = (text: string): CalendarDate => parseDate(text) ?? { year: 0, month: 0, day: 0 };
const nz = sites[0];
const akl: CityChoice = { code: 'AKL', text: 'Auckland (AKL)', country: 'NZ' };
const can: CityChoice = { code: 'CAN', text: 'Guangzhou (CAN)', country: 'CN' };
const range = { min: d('2026-11-21'), max: d('2027-11-21') };
const fresh = (): SearchForm => defaultSearchForm(nz.defaults, d('2026-11-21'), range, { from: akl, to: can });

const cities: City[] = [
  { code: 'AKL', country: 'NZ', name: 'Auckland', airports: [{ code: 'AKL', name: 'Auckland' }] },
  {
    code: 'TYO',
    country: 'JP',
    name: 'Tokyo',
    airports: [
      { code: 'NRT', name: 'Narita' },
      { code: 'HND', name: 'Haneda' },
    ],
  },
  { code: 'CAN', country: 'CN', name: 'Guangzhou', airports: [{ code: 'CAN', name: 'Baiyun' }] },
];

describe('the search box form', () => {
  it("starts as a round trip from the site's departure to its arrival, out in 2 days and back in 4, for one adult in economy", () => {
    const form = fresh();
    expect(form.tripType).toBe('R');
    expect(form.flights).toEqual([{ from: akl, to: can, date: '2026-11-23' }]);
    expect(form.returnDate).toBe('2026-11-25');
    expect([form.adt, form.cnn, form.inf, form.cabin]).toEqual([1, 0, 0, '0']);
  });

  it('keeps the default dates inside the bookable range', () => {
    const short = { min: d('2026-11-21'), max: d('2026-11-24') };
    const form = defaultSearchForm(nz.defaults, d('2026-11-21'), short, { from: akl, to: can });
    expect([form.flights[0].date, form.returnDate]).toEqual(['2026-11-23', '2026-11-24']);
  });

  it("offers days from the later of the visitor's and the airline's today up to a year from the earlier", () => {
    // 20:00 UTC on 21 November: already 22 November in Shanghai, still 21 November in UTC.
    const now = new Date(Date.UTC(2026, 10, 21, 20, 0));
    expect(bookableRange(now, 'UTC', nz.defaults)).toEqual({ min: d('2026-11-22'), max: d('2027-11-21') });
    expect(bookableRange(now, 'Pacific/Auckland', nz.defaults)).toEqual({ min: d('2026-11-22'), max: d('2027-11-22') });
    expect(searchToday(now, 'America/Los_Angeles')).toEqual(d('2026-11-22'));
    expect(yearsOf(bookableRange(now, 'UTC', nz.defaults))).toEqual([2026, 2027]);
  });

  it('moves the return date along when the outbound date passes it, and never the other way', () => {
    const later = withFlightDate(fresh(), 0, '2026-12-01');
    expect(later.returnDate).toBe('2026-12-01');
    const earlier = withFlightDate(fresh(), 0, '2026-11-22');
    expect(earlier.returnDate).toBe('2026-11-25');
    expect(withFlightDate(fresh(), 0, '2026-12').returnDate).toBe('2026-11-25');
  });

  it('lets a return date be chosen from the outbound date on, and a later flight from the one before it', () => {
    expect(minDateOf(fresh(), 'return', range)).toEqual(d('2026-11-23'));
    expect(minDateOf(fresh(), { flight: 0 }, range)).toEqual(range.min);
    const multi = withTripType(fresh(), 'M');
    expect(minDateOf(multi, { flight: 1 }, range)).toEqual(d('2026-11-23'));
  });

  it('turns a round trip into a multi-city trip of the same two flights', () => {
    const multi = withTripType(fresh(), 'M');
    expect(activeFlights(multi)).toEqual([
      { from: akl, to: can, date: '2026-11-23' },
      { from: can, to: akl, date: '2026-11-25' },
    ]);
    expect(activeFlights(withTripType(multi, 'S'))).toHaveLength(1);
    expect(withTripType(withTripType(multi, 'S'), 'M').flights).toEqual(multi.flights);
  });

  it('adds multi-city flights from where the last one lands, up to five, and removes them down to two', () => {
    let form = withTripType(fresh(), 'M');
    form = addFlight(form, range, 2);
    expect(form.flights[2]).toEqual({ from: akl, to: { code: '', text: '' }, date: '2026-11-27' });
    form = addFlight(addFlight(addFlight(form, range, 2), range, 2), range, 2);
    expect(form.flights).toHaveLength(5);
    form = removeFlight(form, 1);
    expect(form.flights).toHaveLength(4);
    expect(form.flights[1].date).toBe('2026-11-27');
    form = removeFlight(removeFlight(removeFlight(form, 0), 0), 0);
    expect(form.flights).toHaveLength(2);
  });

  it('pushes later multi-city flights forward when an earlier one moves past them', () => {
    const form = withFlightDate(addFlight(withTripType(fresh(), 'M'), range, 2), 0, '2026-12-10');
    expect(form.flights.map((f) => f.date)).toEqual(['2026-12-10', '2026-12-10', '2026-12-10']);
  });

  it('swaps the two cities of a flight', () => {
    expect(swapCities(fresh(), 0).flights[0]).toMatchObject({ from: can, to: akl });
  });

  it('reads a city from what is typed only when the text names a code', () => {
    expect(choiceFromText('Tokyo (NRT)')).toEqual({ code: 'NRT', text: 'Tokyo (NRT)' });
    expect(choiceFromText(' syd ')).toEqual({ code: 'SYD', text: ' syd ' });
    expect(choiceFromText('Syd')).toEqual({ code: 'SYD', text: 'Syd' });
    expect(choiceFromText('Sydn')).toEqual({ code: '', text: 'Sydn' });
  });

  it('names a city or airport code in the page language, with its country', () => {
    expect(choiceForCode(cities, 'NRT')).toEqual({ code: 'NRT', text: 'Tokyo (NRT)', country: 'JP' });
    expect(choiceForCode(cities, 'AKL')).toEqual({ code: 'AKL', text: 'Auckland (AKL)', country: 'NZ' });
    expect(choiceForCode(cities, 'XXX')).toEqual({ code: 'XXX', text: 'XXX' });
  });

  it('names the cities of a saved form again in another language and fills in missing countries', () => {
    const zh: City[] = cities.map((c) => ({ ...c, name: c.code === 'AKL' ? '奥克兰' : c.name }));
    expect(relabelCities(fresh(), zh).flights[0].from.text).toBe('奥克兰 (AKL)');
    const typed = { ...fresh(), flights: [{ from: { code: 'NRT', text: 'nrt' }, to: can, date: '2026-11-23' }] };
    expect(withCountries(typed, cities).flights[0].from).toEqual({ code: 'NRT', text: 'nrt', country: 'JP' });
  });

  it('brings the dates of a form saved days ago back into the range, in order', () => {
    const old = { ...fresh(), flights: [{ from: akl, to: can, date: '2026-11-01' }], returnDate: '2026-11-02' };
    const now = reconcileDates(old, range);
    expect([now.flights[0].date, now.returnDate]).toEqual(['2026-11-21', '2026-11-21']);
    expect(reconcileDates({ ...old, returnDate: '2030-01-01' }, range).returnDate).toBe('2027-11-21');
  });
});
