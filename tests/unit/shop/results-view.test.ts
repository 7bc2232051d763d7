import { describe, expect, it } from 'vitest';
import { deepLinkQuery, deepLinkRequest, isDeepLink } from '../../../src/domain/shop/deep-link.ts';
import { priceLines } from '../../../src/domain/shop/price-lines.ts';
import { dayPartOf, viewRows } from '../../../src/domain/shop/results-view.ts';

const row = (id: string, departure: string, minutes: number, stops: number, economy: number | null) => ({
  id,
  flights: [{ departure }],
  minutes,
  stops,
  cells: [{ cabin: 0, lowest: economy === null ? null : { amount: economy } }],
});
const rows = [
  row('a', '2026-12-10T08:00', 300, 1, 500),
  row('b', '2026-12-10T06:30', 180, 0, 700),
  row('c', '2026-12-10T19:00', 200, 0, null),
  row('d', '2026-12-10T13:00', 600, 2, 400),
];
const all = { stops: [], dayParts: [] };

describe('ordering and narrowing results', () => {
  it('sorts by lowest price with sold-out rows last, by departure, and by journey time', () => {
    expect(viewRows(rows, { sort: 'price', cabin: 0, filters: all }).map((r) => r.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(viewRows(rows, { sort: 'departure', cabin: 0, filters: all }).map((r) => r.id)).toEqual(['b', 'a', 'd', 'c']);
    expect(viewRows(rows, { sort: 'duration', cabin: 0, filters: all }).map((r) => r.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('keeps only the stops and departure times asked for', () => {
    expect(viewRows(rows, { sort: 'departure', cabin: 0, filters: { stops: [0], dayParts: [] } }).map((r) => r.id)).toEqual(['b', 'c']);
    expect(viewRows(rows, { sort: 'departure', cabin: 0, filters: { stops: [], dayParts: ['morning'] } }).map((r) => r.id)).toEqual(['b', 'a']);
    expect(viewRows(rows, { sort: 'departure', cabin: 0, filters: { stops: [1, 2], dayParts: ['afternoon'] } }).map((r) => r.id)).toEqual(['d']);
  });

  it('names the part of the day of a local time', () => {
    expect(['2026-12-10T00:00', '2026-12-10T05:59', '2026-12-10T06:00', '2026-12-10T12:00', '2026-12-10T23:59'].map(dayPartOf)).toEqual([
      'night',
      'night',
      'morning',
      'afternoon',
      'evening',
    ]);
  });
});

describe('the campaign deep link', () => {
  it('reads a round trip with passengers, cabin and referral code', () => {
    const query = new URLSearchParams('from=akl&to=CAN&depart=2026-12-10&return=2026-12-17&adt=2&cnn=1&inf=1&cabin=2&rc=ABC123');
    expect(isDeepLink(query)).toBe(true);
    expect(deepLinkRequest(query)).toEqual({
      tripType: 'R',
      dep: ['AKL', 'CAN'],
      arr: ['CAN', 'AKL'],
      date: ['2026-12-10', '2026-12-17'],
      adt: '2',
      cnn: '1',
      inf: '1',
      cabin: '2',
      rc: 'ABC123',
    });
  });

  it('reads one-way and multi-city links, with one adult in economy by default', () => {
    expect(deepLinkRequest(new URLSearchParams('from=SYD&to=CAN&depart=2026-12-10'))).toEqual({
      tripType: 'S',
      dep: ['SYD'],
      arr: ['CAN'],
      date: ['2026-12-10'],
      adt: '1',
      cnn: '0',
      inf: '0',
      cabin: '0',
    });
    expect(deepLinkRequest(new URLSearchParams('from=SYD,CAN&to=CAN,BJS&depart=2026-12-10,2026-12-14')).tripType).toBe('M');
    expect(isDeepLink(new URLSearchParams('args=xyz'))).toBe(false);
  });

  it('writes back the link it reads', () => {
    const link = 'from=AKL&to=CAN&depart=2026-12-10&return=2026-12-17&adt=2&cnn=1&inf=0&cabin=0&rc=ABC123';
    expect(deepLinkQuery(deepLinkRequest(new URLSearchParams(link))).toString()).toBe(link);
  });
});

describe('the price detail of a trip', () => {
  const money = (amount: number) => ({ amount, currency: 'NZD' });
  const slice = (adult: number, child: number, tax: number) => ({
    family: {
      prices: [
        { type: 'ADT' as const, count: 2, fare: money(adult), taxes: [{ amount: money(tax) }], total: money(adult + tax) },
        { type: 'CNN' as const, count: 1, fare: money(child), taxes: [{ amount: money(tax) }], total: money(child + tax) },
      ],
      saleTotal: money(2 * (adult + tax) + child + tax),
    },
  });

  it('adds up each passenger type over the slices and totals what all pay', () => {
    expect(priceLines([slice(1000, 750, 100), slice(2000, 1500, 50)])).toEqual({
      lines: [
        { type: 'ADT', count: 2, fare: 3000, taxes: 150 },
        { type: 'CNN', count: 1, fare: 2250, taxes: 150 },
      ],
      total: money(2 * 1100 + 850 + 2 * 2050 + 1550),
    });
    expect(priceLines([])).toEqual({ lines: [], total: null });
  });
});
