import { describe, expect, it } from 'vitest';
import { choicesComplete, chosenFlights, keepChoices, moveDirectionDate, tripAirports, withChoice } from '../../../src/domain/mileage/award-choices.ts';
import type { AwardSlice } from '../../../src/domain/mileage/schemas.ts';

const flight = (flightNo: string, from: string, to: string) => ({
  flightNo,
  from,
  to,
  departure: '2026-12-01T09:00',
  arrival: '2026-12-01T17:00',
  minutes: 720,
  aircraft: '789',
});
const money = { amount: 12_300, currency: 'NZD' };
const slices: AwardSlice[] = [
  {
    set: 0,
    date: '2026-12-01',
    ribbon: [],
    rows: [
      {
        sol: '1.1',
        flights: [flight('CZ306', 'AKL', 'CAN')],
        minutes: 720,
        stops: 0,
        cells: [
          { cabin: 0, miles: 30_000, taxes: money, seatsLeft: 9 },
          { cabin: 2, miles: null, taxes: null, seatsLeft: 0 },
        ],
      },
    ],
  },
  {
    set: 1,
    date: '2026-12-08',
    ribbon: [],
    rows: [{ sol: '2.1', flights: [flight('CZ305', 'CAN', 'AKL')], minutes: 700, stops: 0, cells: [{ cabin: 0, miles: 30_000, taxes: money, seatsLeft: 2 }] }],
  },
];

describe('moving a direction to another day', () => {
  it('moves only that direction while the order of the days holds', () => {
    expect(moveDirectionDate(['2026-12-01', '2026-12-08'], 0, '2026-12-03')).toEqual(['2026-12-03', '2026-12-08']);
    expect(moveDirectionDate(['2026-12-01', '2026-12-08'], 1, '2026-12-05')).toEqual(['2026-12-01', '2026-12-05']);
  });

  it('takes the return along when the outbound moves past it', () => {
    expect(moveDirectionDate(['2026-12-01', '2026-12-03'], 0, '2026-12-04')).toEqual(['2026-12-04', '2026-12-04']);
  });

  it('takes the outbound along when the return moves before it', () => {
    expect(moveDirectionDate(['2026-12-05', '2026-12-08'], 1, '2026-12-04')).toEqual(['2026-12-04', '2026-12-04']);
  });
});

describe('the choices of the directions', () => {
  it('keeps one choice per direction, in the order of the directions', () => {
    const first = withChoice([], { set: 1, sol: '2.1', cabin: 0 });
    const both = withChoice(first, { set: 0, sol: '1.1', cabin: 0 });
    expect(both.map((c) => c.set)).toEqual([0, 1]);
    expect(withChoice(both, { set: 0, sol: '1.1', cabin: 2 })).toEqual([
      { set: 0, sol: '1.1', cabin: 2 },
      { set: 1, sol: '2.1', cabin: 0 },
    ]);
  });

  it('are complete once every direction has one', () => {
    expect(choicesComplete([{ set: 0, sol: '1.1', cabin: 0 }], 2)).toBe(false);
    expect(
      choicesComplete(
        [
          { set: 0, sol: '1.1', cabin: 0 },
          { set: 1, sol: '2.1', cabin: 0 },
        ],
        2,
      ),
    ).toBe(true);
    expect(choicesComplete([], 0)).toBe(false);
  });

  it('keep only what fresh results still offer with award seats', () => {
    const kept = keepChoices(
      [
        { set: 0, sol: '1.1', cabin: 2 },
        { set: 1, sol: '2.1', cabin: 0 },
        { set: 1, sol: '9.9', cabin: 0 },
        { set: 3, sol: '1.1', cabin: 0 },
      ],
      slices,
    );
    expect(kept).toEqual([{ set: 1, sol: '2.1', cabin: 0 }]);
  });

  it('name the flights of each chosen direction and every airport they touch once', () => {
    const flights = chosenFlights(
      [
        { set: 0, sol: '1.1', cabin: 0 },
        { set: 1, sol: '2.1', cabin: 0 },
        { set: 1, sol: 'gone', cabin: 0 },
      ],
      slices,
    );
    expect(flights.map((list) => list.map((f) => f.flightNo))).toEqual([['CZ306'], ['CZ305'], []]);
    expect(tripAirports(flights)).toEqual(['AKL', 'CAN']);
  });
});
