import airportData from 'airport-data-js';
import type { CalendarDate } from '../../domain/validation/dates.ts';
import { offsetAt } from '../platform/zone-offset.ts';
import cities from './data/cities.json' with { type: 'json' };

/** An airport of the network, with what scheduling and pricing need to know. */
export interface Airport {
  readonly code: string;
  /** IATA city code (metro code where one exists). */
  readonly city: string;
  readonly country: string;
  readonly timeZone: string;
  readonly latitude: number;
  readonly longitude: number;
}

const cityOfAirport = new Map(cities.flatMap((city) => city.airports.map((airport) => [airport.code, city.code] as const)));
const countryOfCity = new Map(cities.map((city) => [city.code, city.country] as const));

/** The airports of the network's cities (cities.json), with time zones and coordinates from airport-data-js. */
export async function networkAirports(): Promise<Map<string, Airport>> {
  const airports = new Map<string, Airport>();
  for (const [code, city] of cityOfAirport) {
    const [found] = await airportData.getAirportByIata(code);
    if (!found) throw new Error(`Airport ${code} is not in airport-data-js`);
    airports.set(code, {
      code,
      city,
      country: countryOfCity.get(city) ?? found.country_code,
      timeZone: found.time,
      latitude: found.latitude,
      longitude: found.longitude,
    });
  }
  return airports;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

const offsetCache = new Map<string, number>();

/** Local time minus UTC, in minutes, in a time zone at noon UTC of a date. */
export function utcOffsetOn(timeZone: string, date: CalendarDate): number {
  const key = `${timeZone}|${date.year}-${date.month}-${date.day}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = offsetAt(timeZone, new Date(Date.UTC(date.year, date.month - 1, date.day, 12)));
    offsetCache.set(key, offset);
  }
  return offset;
}
