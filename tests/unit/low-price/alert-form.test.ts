import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type AlertForm, alertBodyOf, majorUnitsText, minorUnits } from '../../../src/domain/low-price/alert-form.ts';
import { AlertBodySchema } from '../../../src/domain/low-price/schemas.ts';
import { alertStart, namedCities, watchRouteQuery } from '../../../src/islands/low-price/alert-prefill.ts';

const form = (extra: Partial<AlertForm> = {}): AlertForm => ({
  origin: 'CAN',
  destination: 'MEL',
  tripType: 1,
  departFrom: '2026-12-20',
  departTo: '',
  returnDate: '',
  cabin: 0,
  adults: 1,
  children: 0,
  infants: 0,
  nonstopOnly: false,
  targetPrice: '',
  keepWatching: false,
  email: ' mei@example.com ',
  ...extra,
});

describe('the target price as typed', () => {
  it('is read in the currency’s minor units, with a point or a comma before the decimals', () => {
    expect(minorUnits('450', 'NZD')).toBe(45_000);
    expect(minorUnits('450.5', 'NZD')).toBe(45_050);
    expect(minorUnits(' 450,05 ', 'EUR')).toBe(45_005);
    expect(minorUnits('90000', 'JPY')).toBe(90_000);
  });

  it('is not a number when it is not a plain amount with at most the currency’s decimals', () => {
    for (const [text, currency] of [
      ['450.505', 'NZD'],
      ['12.5', 'JPY'],
      ['-3', 'NZD'],
      ['1e5', 'NZD'],
      ['', 'NZD'],
    ])
      expect(minorUnits(text, currency)).toBeNaN();
  });

  it('is shown again to be changed in major units without grouping', () => {
    expect(majorUnitsText(45_050, 'NZD')).toBe('450.50');
    expect(majorUnitsText(90_000, 'JPY')).toBe('90000');
  });
});

describe('the body the alert form sends', () => {
  it('is a valid one-way alert of any drop, with the e-mail trimmed and no last day when none is given', () => {
    const body = alertBodyOf(form(), 'NZD');
    expect(body).toMatchObject({ tripType: 1, departTo: undefined, returnDate: undefined, targetPrice: null, flightScheme: 1, email: 'mei@example.com' });
    expect(v.safeParse(AlertBodySchema, body).success).toBe(true);
  });

  it('carries a round trip’s return date, a target in minor units and the non-stop scheme', () => {
    const body = alertBodyOf(form({ tripType: 2, returnDate: '2026-12-27', departTo: '2026-12-22', targetPrice: '399.99', nonstopOnly: true }), 'NZD');
    expect(body).toMatchObject({ returnDate: '2026-12-27', departTo: '2026-12-22', targetPrice: 39_999, flightScheme: 2 });
    expect(v.safeParse(AlertBodySchema, body).success).toBe(true);
  });

  it('is refused by the schema on the target field when the price is not an amount', () => {
    const result = v.safeParse(AlertBodySchema, alertBodyOf(form({ targetPrice: 'cheap' }), 'NZD'));
    expect(result.success).toBe(false);
    expect(result.issues?.some((issue) => issue.path?.[0]?.key === 'targetPrice')).toBe(true);
  });
});

describe('where a new alert starts', () => {
  it('reads back the route of the results page’s "watch this route" link, round trip and passengers included', () => {
    const query = watchRouteQuery({
      tripType: 'R',
      dep: ['CAN', 'MEL'],
      arr: ['MEL', 'CAN'],
      date: ['2026-12-20', '2026-12-30'],
      cabin: '1',
      adt: 2,
      cnn: 1,
      inf: 0,
    });
    const start = alertStart(new URLSearchParams(query), undefined);
    expect(start.form).toMatchObject({
      origin: 'CAN',
      destination: 'MEL',
      tripType: 2,
      departFrom: '2026-12-20',
      returnDate: '2026-12-30',
      cabin: 1,
      adults: 2,
      children: 1,
    });
    expect(start.fromText).toBe('CAN');
  });

  it('gives no link for a multi-city trip', () => {
    expect(
      watchRouteQuery({ tripType: 'M', dep: ['CAN', 'SYD'], arr: ['MEL', 'CAN'], date: ['2026-12-20', '2026-12-30'], cabin: '0', adt: 1, cnn: 0, inf: 0 }),
    ).toBeUndefined();
  });

  it('keeps an unknown cabin in a link to economy and the passengers within the search box’s rules', () => {
    const start = alertStart(new URLSearchParams('from=CAN&to=MEL&date=2026-12-20&cabin=7&adt=12&inf=5'), undefined);
    expect(start.form.cabin).toBe(0);
    expect(start.form.adults + start.form.children).toBeLessThanOrEqual(9);
    expect(start.form.infants).toBeLessThanOrEqual(start.form.adults);
  });

  it('takes the search box’s last round trip, else starts empty for a multi-city or no search', () => {
    const saved = {
      tripType: 'R' as const,
      flights: [{ from: { code: 'CAN', text: 'Guangzhou (CAN)' }, to: { code: 'SYD', text: 'Sydney (SYD)' }, date: '2026-12-21' }],
      returnDate: '2026-12-28',
      adt: 1,
      cnn: 0,
      inf: 0,
      cabin: '2' as const,
    };
    const start = alertStart(new URLSearchParams(), saved);
    expect(start).toMatchObject({ fromText: 'Guangzhou (CAN)', toText: 'Sydney (SYD)', form: { tripType: 2, returnDate: '2026-12-28', cabin: 2 } });
    expect(alertStart(new URLSearchParams(), { ...saved, tripType: 'M' }).form.origin).toBe('');
    expect(alertStart(new URLSearchParams(), undefined).form.origin).toBe('');
  });

  it('names the cities a link gave by code, and leaves a city it does not know as its code', () => {
    const start = alertStart(new URLSearchParams('from=CAN&to=XXX&date=2026-12-20'), undefined);
    const named = namedCities(start, [{ code: 'CAN', country: 'CN', name: 'Guangzhou', airports: [] }]);
    expect(named.fromText).toBe('Guangzhou (CAN)');
    expect(named.toText).toBe('XXX');
  });
});
