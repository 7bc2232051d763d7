import { describe, expect, it } from 'vitest';
import { regionOfCallingCode } from '../../../src/domain/area-codes.ts';
import { birthdayPicker, expiryPicker } from '../../../src/islands/passengers/field-options.ts';
import { countriesByCode, tripFacts } from '../../../src/islands/passengers/trip-facts.ts';

const countries = countriesByCode([
  { code: 'AKL', country: 'NZ', name: 'Auckland', airports: [{ code: 'AKL', name: 'Auckland' }] },
  { code: 'CAN', country: 'CN', name: 'Guangzhou', airports: [{ code: 'CAN', name: 'Baiyun' }] },
  {
    code: 'BJS',
    country: 'CN',
    name: 'Beijing',
    airports: [
      { code: 'PEK', name: 'Capital' },
      { code: 'PKX', name: 'Daxing' },
    ],
  },
]);
const flight = (from: string, to: string, departure: string) => ({ from, to, departure });

describe('what the passengers page knows of the chosen flights', () => {
  it('takes the first and last local departure dates, and crosses a border when two airports of a flight are in different countries', () => {
    const facts = tripFacts(
      [
        { flights: [flight('AKL', 'CAN', '2026-12-18T23:55')] },
        { flights: [flight('CAN', 'PKX', '2026-12-28T08:00'), flight('PKX', 'CAN', '2026-12-29T09:00')] },
      ],
      countries,
    );
    expect(facts).toEqual({ firstDeparture: { year: 2026, month: 12, day: 18 }, lastDeparture: { year: 2026, month: 12, day: 29 }, international: true });
    expect(tripFacts([{ flights: [flight('CAN', 'PEK', '2026-12-18T08:00')] }], countries)?.international).toBe(false);
  });

  it("asks the search's intl flag when an airport is unknown, and takes the trip for international when that is unknown too", () => {
    const unknown = [{ flights: [flight('CAN', 'XXX', '2026-12-18T08:00')] }];
    expect(tripFacts(unknown, countries, '0')?.international).toBe(false);
    expect(tripFacts(unknown, countries, '1')?.international).toBe(true);
    expect(tripFacts(unknown, countries)?.international).toBe(true);
    expect(tripFacts([], countries)).toBeUndefined();
  });
});

describe('the date pickers of a passenger form', () => {
  const today = { year: 2026, month: 11, day: 21 };
  const travel = { year: 2026, month: 12, day: 18 };

  it("offer the birthdays of each passenger type's ages on the day of the first flight, latest year first", () => {
    expect(birthdayPicker('ADT', today, travel)).toMatchObject({ max: { year: 2014, month: 12, day: 18 }, years: expect.arrayContaining([2014, 1950]) });
    expect(birthdayPicker('ADT', today, travel).years[0]).toBe(2014);
    expect(birthdayPicker('CNN', today, travel)).toEqual({
      min: { year: 2014, month: 12, day: 19 },
      max: { year: 2024, month: 12, day: 18 },
      years: [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014],
    });
    expect(birthdayPicker('INF', today, travel)).toEqual({
      min: { year: 2024, month: 12, day: 19 },
      max: { year: 2026, month: 11, day: 21 },
      years: [2026, 2025, 2024],
    });
  });

  it('offer expiry dates from the last flight on', () => {
    expect(expiryPicker(today, { year: 2027, month: 1, day: 3 })).toMatchObject({ min: { year: 2027, month: 1, day: 3 } });
    expect(expiryPicker(today, today).years).toHaveLength(21);
  });

  it('show the main region of a calling code unless the chosen one has it', () => {
    expect(regionOfCallingCode('1', 'CA')).toBe('CA');
    expect(regionOfCallingCode('1', 'NZ')).toBe('US');
    expect(regionOfCallingCode('7', 'NZ')).toBe('RU');
  });
});
