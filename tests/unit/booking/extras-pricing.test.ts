import { describe, expect, it } from 'vitest';
import { amountToPay, priceWithExtras } from '../../../src/domain/booking/amount-to-pay.ts';
import type { FlightExtras, SeatOffer } from '../../../src/domain/booking/extras.ts';
import { bagOffer, chosenExtrasCost, extrasCost, mealOffer, seatOffer } from '../../../src/domain/booking/extras-pricing.ts';

const nzd = (amount: number) => ({ amount, currency: 'NZD' });
const seat = (id: string, amount: number): SeatOffer => ({
  seat: id,
  letter: id.slice(-1),
  position: 'window',
  kind: 'standard',
  state: 'available',
  price: nzd(amount),
});

const flight: FlightExtras = {
  flightNo: 'CZ1',
  from: 'CAN',
  to: 'KMG',
  departure: '2026-12-10T08:00',
  aircraft: '320',
  seatMap: {
    aircraft: '320',
    cabin: 0,
    columns: ['A', null, 'C'],
    rows: [
      { number: 1, kind: 'standard', seats: [seat('1A', 500), seat('1C', 0)] },
      { number: 2, kind: 'exit', seats: [seat('2A', 2500)] },
    ],
    demo: true,
  },
  bags: {
    included: { pieces: 1, kg: 23 },
    pieceKg: 23,
    offers: [
      { pieces: 1, price: nzd(3000) },
      { pieces: 2, price: nzd(8000) },
    ],
  },
  meals: [
    { code: 'VGML', types: ['ADT', 'CNN'], price: nzd(0) },
    { code: 'KSML', types: ['ADT'], price: nzd(1200) },
  ],
};

describe('the price of extras', () => {
  it('finds each seat, bag count and meal among what the flight offers', () => {
    expect(seatOffer(flight, '2A')?.price).toEqual(nzd(2500));
    expect(seatOffer(flight, '9F')).toBeUndefined();
    expect(bagOffer(flight, 2)?.price).toEqual(nzd(8000));
    expect(bagOffer(flight, 3)).toBeUndefined();
    expect(mealOffer(flight, 'KSML')?.price).toEqual(nzd(1200));
    expect(mealOffer(flight, 'BBML')).toBeUndefined();
  });

  it('adds up priced extras by kind and together', () => {
    expect(extrasCost({ seats: [{ amount: 500 }, { amount: 2500 }], bags: [{ amount: 8000 }], meals: [] })).toEqual({
      seats: 3000,
      bags: 8000,
      meals: 0,
      total: 11000,
    });
  });

  it('prices chosen extras at what their flight offers, and what no flight offers at nothing', () => {
    const flightOf = (segment: number) => (segment === 0 ? flight : undefined);
    const chosen = {
      seats: [
        { segment: 0, seat: '1A' },
        { segment: 0, seat: '2A' },
        { segment: 1, seat: '1A' },
      ],
      bags: [
        { segment: 0, pieces: 1 },
        { segment: 0, pieces: 3 },
      ],
      meals: [
        { segment: 0, code: 'KSML' },
        { segment: 0, code: 'VGML' },
      ],
    };
    expect(chosenExtrasCost(chosen, flightOf)).toEqual({ seats: 3000, bags: 3000, meals: 1200, total: 7200 });
  });
});

describe('what the traveller pays', () => {
  it('is the fares and the extras, in the fares’ currency, less the discount', () => {
    expect(priceWithExtras(nzd(52_000), 11_000)).toEqual(nzd(63_000));
    expect(amountToPay(nzd(52_000), 11_000, 4_000)).toEqual(nzd(59_000));
    expect(amountToPay(nzd(52_000), 0, 0)).toEqual(nzd(52_000));
  });

  it('never drops below zero', () => {
    expect(amountToPay(nzd(100), 50, 400)).toEqual(nzd(0));
  });
});
