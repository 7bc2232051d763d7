import type { City } from '../cities.ts';

/** The region an award may stay within for any certificate to do (getMemPsgs isDomestic): the mainland, Hong Kong, Macau and Taiwan. */
export const DOMESTIC_REGIONS: readonly string[] = ['CN', 'HK', 'MO', 'TW'];

/**
 * Whether every airport (or city) of a trip lies in the domestic region, by the
 * city data: false as soon as one is elsewhere or not known, so that a passport
 * is asked for whenever the trip is not known to stay at home.
 */
export function isDomesticTrip(codes: readonly string[], cities: readonly City[]): boolean {
  if (codes.length === 0) return false;
  const countryOf = new Map<string, string>();
  for (const city of cities) {
    countryOf.set(city.code, city.country);
    for (const airport of city.airports) countryOf.set(airport.code, city.country);
  }
  return codes.every((code) => DOMESTIC_REGIONS.includes(countryOf.get(code) ?? ''));
}
