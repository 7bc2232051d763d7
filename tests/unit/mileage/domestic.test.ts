import { describe, expect, it } from 'vitest';
import type { City } from '../../../src/domain/cities.ts';
import { isDomesticTrip } from '../../../src/domain/mileage/domestic.ts';

const cities: City[] = [
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
  { code: 'HKG', country: 'HK', name: 'Hong Kong', airports: [{ code: 'HKG', name: 'Hong Kong' }] },
  { code: 'TPE', country: 'TW', name: 'Taipei', airports: [{ code: 'TPE', name: 'Taoyuan' }] },
  { code: 'MFM', country: 'MO', name: 'Macau', airports: [{ code: 'MFM', name: 'Macau' }] },
  { code: 'AKL', country: 'NZ', name: 'Auckland', airports: [{ code: 'AKL', name: 'Auckland' }] },
];

describe('whether an award stays in the domestic region', () => {
  it('is domestic when every airport is on the mainland, in Hong Kong, Macau or Taiwan', () => {
    expect(isDomesticTrip(['CAN', 'PKX', 'HKG', 'TPE', 'MFM'], cities)).toBe(true);
  });

  it('knows an airport by its city’s code as well as its own', () => {
    expect(isDomesticTrip(['BJS', 'CAN'], cities)).toBe(true);
  });

  it('is not domestic as soon as one airport lies elsewhere', () => {
    expect(isDomesticTrip(['AKL', 'CAN'], cities)).toBe(false);
  });

  it('is not domestic when an airport is not in the city data, or the data could not be read', () => {
    expect(isDomesticTrip(['CAN', 'XXX'], cities)).toBe(false);
    expect(isDomesticTrip(['CAN', 'PEK'], [])).toBe(false);
  });

  it('is not domestic for a trip without airports', () => {
    expect(isDomesticTrip([], cities)).toBe(false);
  });
});
