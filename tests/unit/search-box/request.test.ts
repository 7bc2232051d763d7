import { describe, expect, it } from 'vitest';
import { type CalendarDate, parseDate } from '../../../src/domain/calendar.ts';
import { addFlight, type CityChoice, defaultSearchForm, type SearchForm, withTripType } from '../../../src/domain/shop/search-box.ts';
import { checkSearchForm, firstWrongField, formErrorsOf, intlFlag, searchRequestValues } from '../../../src/domain/shop/search-box-request.ts';
import { resultsHref } from '../../../src/islands/search/results-link.ts';

const d = (text: string): CalendarDate => parseDate(text) ?? { year: 0, month: 0, day: 0 };
const akl: CityChoice = { code: 'AKL', text: 'Auckland (AKL)', country: 'NZ' };
const can: CityChoice = { code: 'CAN', text: 'Guangzhou (CAN)', country: 'CN' };
const pek: CityChoice = { code: 'BJS', text: 'Beijing (BJS)', country: 'CN' };
const range = { min: d('2026-11-21'), max: d('2027-11-21') };
const fresh = (): SearchForm => defaultSearchForm({ depDate: 2, backDate: 4 }, d('2026-11-21'), range, { from: akl, to: can });
const errorsOf = (form: SearchForm) => {
  const checked = checkSearchForm(form, range);
  return checked.ok ? {} : checked.errors;
};

describe('the search request built from the form', () => {
  it("lists a round trip's way back as its outbound reversed, on the return date", () => {
    expect(searchRequestValues(fresh())).toEqual({
      tripType: 'R',
      dep: ['AKL', 'CAN'],
      arr: ['CAN', 'AKL'],
      date: ['2026-11-23', '2026-11-25'],
      adt: 1,
      cnn: 0,
      inf: 0,
      cabin: '0',
      intl: '1',
    });
  });

  it('lists only the first flight of a one-way trip and every flight of a multi-city trip', () => {
    expect(searchRequestValues(withTripType(fresh(), 'S'))).toMatchObject({ tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: ['2026-11-23'] });
    const multi = addFlight(withTripType(fresh(), 'M'), range, 2);
    const withThird = { ...multi, flights: multi.flights.map((f, i) => (i === 2 ? { ...f, to: pek } : f)) };
    expect(searchRequestValues(withThird)).toMatchObject({ tripType: 'M', dep: ['AKL', 'CAN', 'AKL'], arr: ['CAN', 'AKL', 'BJS'] });
  });

  it('is international when a flight joins two countries, domestic when none does, and silent when a country is unknown', () => {
    expect(intlFlag(fresh())).toBe('1');
    expect(intlFlag({ ...fresh(), flights: [{ from: pek, to: can, date: '2026-11-23' }] })).toBe('0');
    expect(intlFlag({ ...fresh(), flights: [{ from: { code: 'SHA', text: 'SHA' }, to: can, date: '2026-11-23' }] })).toBeUndefined();
    expect(searchRequestValues({ ...fresh(), flights: [{ from: { code: 'SHA', text: 'SHA' }, to: can, date: '2026-11-23' }] })).not.toHaveProperty('intl');
  });

  it('passes the shared schema for the default trip', () => {
    const checked = checkSearchForm(fresh(), range);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.request).toMatchObject({ tripType: 'R', adt: 1, cabin: '0', intl: '1' });
  });
});

describe('the errors of the search box', () => {
  it('put a same-city trip on the To field', () => {
    const errors = errorsOf({ ...fresh(), flights: [{ from: akl, to: akl, date: '2026-11-23' }] });
    expect(errors).toEqual({ 'to.0': { key: 'search.error.sameCity' } });
  });

  it('ask to pick a city when text was typed but names none, and say required when nothing was', () => {
    const errors = errorsOf({ ...fresh(), flights: [{ from: { code: '', text: 'Auck' }, to: { code: '', text: '' }, date: '2026-11-23' }] });
    expect(errors['from.0']).toEqual({ key: 'search.error.pickCity' });
    expect(errors['to.0']).toEqual({ key: 'e00' });
  });

  it('put a return before the outbound on the return date, and a date out of range on its own field', () => {
    expect(errorsOf({ ...fresh(), returnDate: '2026-11-22' })).toEqual({ returnDate: { key: 'search.error.returnOrder' } });
    expect(errorsOf({ ...fresh(), returnDate: '2028-01-01' })).toEqual({
      returnDate: { key: 'search.error.dateRange', params: { min: '2026-11-21', max: '2027-11-21' } },
    });
    expect(errorsOf({ ...fresh(), flights: [{ from: akl, to: can, date: '23/11/2026' }] })).toMatchObject({ 'date.0': { key: 'search.error.dateFormat' } });
  });

  it('put a multi-city flight dated before the one before it on its own date', () => {
    const multi = withTripType(fresh(), 'M');
    const swapped = { ...multi, flights: [multi.flights[0], { ...multi.flights[1], date: '2026-11-22' }] };
    expect(errorsOf(swapped)).toEqual({ 'date.1': { key: 'search.error.dateOrder' } });
  });

  it('explain a passenger mix the API refuses with the rule it breaks', () => {
    expect(errorsOf({ ...fresh(), adt: 2, inf: 3 })).toEqual({ inf: { key: 'search.rule.infants' } });
    expect(errorsOf({ ...fresh(), adt: 5, cnn: 5 })).toEqual({ cnn: { key: 'search.rule.maxSeats', params: { max: 9 } } });
  });

  it("map the API's field codes to the form's fields", () => {
    expect(formErrorsOf(fresh(), { date: { code: 'e04' } }, range)).toEqual({
      'date.0': { key: 'search.error.dateRange', params: { min: '2026-11-21', max: '2027-11-21' } },
    });
    expect(formErrorsOf(fresh(), { 'dep.1': { code: 'e01' } }, range)).toEqual({ 'to.0': { key: 'search.error.pickCity' } });
    expect(formErrorsOf(fresh(), { rc: { code: 'e01' } }, range)).toEqual({ form: { key: 'e01' } });
  });

  it('focus the first wrong field in the order shown', () => {
    const errors = { inf: { key: 'x' }, returnDate: { key: 'y' }, 'to.0': { key: 'z' } };
    expect(firstWrongField(fresh(), errors)).toBe('to.0');
  });
});

describe('the results link', () => {
  it('stays on this storefront, under the base the visitor is on', () => {
    expect(resultsHref('/tk/nz/en/book/shop/?args=abc', '/tk/nz/en/book/search/')).toBe('/tk/nz/en/book/shop/?args=abc');
    expect(resultsHref('/tk/nz/en/book/shop/?args=abc', '/s/nz/en/book/search/')).toBe('/s/nz/en/book/shop/?args=abc');
    expect(resultsHref('https://evil.example/tk/nz/en/book/shop/', '/tk/')).toBeUndefined();
    expect(resultsHref('//evil.example/tk/', '/tk/')).toBeUndefined();
    expect(resultsHref('/elsewhere/', '/tk/')).toBeUndefined();
  });
});
