import { parseDate } from '../../../domain/validation/dates.ts';
import type { DbHandle } from '../../db/connect.ts';
import { airport, flightLeg } from '../../db/schema.ts';
import { approximateBytes } from '../../platform/approximate-bytes.ts';
import { BoundedCache } from '../../platform/bounded-cache.ts';
import type { Airport } from '../airports.ts';
import { dayNumber, type Flight, flightOn, operatesOn, type ScheduledLeg } from './flights.ts';

/** An airport as the search needs it: the same facts the importer stores. */
export type IndexedAirport = Airport;

/** How many of the best-connected airports connections may pass through. */
const HUB_COUNT = 2;

/**
 * The schedule in memory, indexed by departure airport, with the airports and
 * cities it serves: what every search reads, without a database round trip.
 */
/** The flights of the stations and days searched, kept per index (a day of a busy hub is a few kilobytes). */
const FLIGHTS_ON_BYTES = 8 * 1024 * 1024;
/** A flight points to its scheduled leg, which the index holds anyway. */
const LEG_SHARED = new Set(['leg']);

export class ScheduleIndex {
  readonly airports: ReadonlyMap<string, IndexedAirport>;
  private readonly byDeparture = new Map<string, ScheduledLeg[]>();
  private readonly byCity = new Map<string, string[]>();
  private readonly internationalLegs = new Set<number>();
  // Searches ask for the same stations and days again and again; a schedule never
  // changes once loaded (a new import builds a new index), so the answers keep.
  private readonly flightsOn = new BoundedCache<string, Flight[]>({ maxBytes: FLIGHTS_ON_BYTES, sizeOf: (flights) => approximateBytes(flights, LEG_SHARED) });
  private hubList: string[] | undefined;

  constructor(legs: readonly ScheduledLeg[], airports: readonly IndexedAirport[]) {
    this.airports = new Map(airports.map((a) => [a.code, a]));
    for (const airport of airports) this.byCity.set(airport.city, [...(this.byCity.get(airport.city) ?? []), airport.code]);
    for (const leg of legs) {
      const list = this.byDeparture.get(leg.from) ?? [];
      list.push(leg);
      this.byDeparture.set(leg.from, list);
      if (this.airports.get(leg.from)?.country !== this.airports.get(leg.to)?.country) this.internationalLegs.add(leg.id);
    }
    for (const list of this.byDeparture.values()) list.sort((a, b) => a.depTime - b.depTime);
  }

  /** Whether a leg crosses a border. */
  isInternational(leg: ScheduledLeg): boolean {
    return this.internationalLegs.has(leg.id);
  }

  /** The airports a city or airport code stands for. */
  airportsOf(code: string): string[] {
    const city = this.byCity.get(code);
    if (city) return city;
    return this.airports.has(code) ? [code] : [];
  }

  /** Flights leaving an airport on a local date. */
  departures(station: string, day: number): readonly Flight[] {
    return this.flightsOn.getOrSet(`${station}|${day}`, () =>
      (this.byDeparture.get(station) ?? []).filter((leg) => operatesOn(leg, day)).map((leg) => flightOn(leg, day)),
    );
  }

  /** Airports with the most destinations, which connecting itineraries pass through. */
  hubs(): readonly string[] {
    this.hubList ??= [...this.byDeparture.entries()]
      .map(([station, legs]) => ({ station, reach: new Set(legs.map((l) => l.to)).size }))
      .sort((a, b) => b.reach - a.reach)
      .slice(0, HUB_COUNT)
      .map((h) => h.station);
    return this.hubList;
  }

  get legCount(): number {
    let n = 0;
    for (const list of this.byDeparture.values()) n += list.length;
    return n;
  }
}

const dayOfText = (text: string) => {
  const date = parseDate(text.slice(0, 10));
  if (!date) throw new Error(`Bad date ${text}`);
  return dayNumber(date);
};

/** Loads the stored schedule into a search index. */
export async function loadScheduleIndex(db: DbHandle): Promise<ScheduleIndex> {
  const rows = await db.db
    .select({
      id: flightLeg.id,
      airline: flightLeg.airline,
      flightNumber: flightLeg.flightNumber,
      depStation: flightLeg.depStation,
      arrStation: flightLeg.arrStation,
      periodFrom: flightLeg.periodFrom,
      periodTo: flightLeg.periodTo,
      days: flightLeg.days,
      depTime: flightLeg.depTime,
      arrTime: flightLeg.arrTime,
      depUtcOffset: flightLeg.depUtcOffset,
      arrUtcOffset: flightLeg.arrUtcOffset,
      arrivalDayOffset: flightLeg.arrivalDayOffset,
      aircraftType: flightLeg.aircraftType,
      bookingDesignators: flightLeg.bookingDesignators,
      configuration: flightLeg.configuration,
    })
    .from(flightLeg);
  const airports = await db.db.select().from(airport);
  // Freighter and positioning legs, and legs that state no seats, have nothing to sell to travellers.
  const sellable = rows.filter((row) => row.bookingDesignators !== '' && Object.values(row.configuration).some((seats) => seats > 0));
  const legs: ScheduledLeg[] = sellable.map((row) => ({
    id: row.id,
    airline: row.airline,
    flightNumber: row.flightNumber,
    from: row.depStation,
    to: row.arrStation,
    periodFrom: dayOfText(row.periodFrom),
    periodTo: dayOfText(row.periodTo),
    dayBits: [...row.days].reduce((bits, d) => bits | (1 << Number(d)), 0),
    depTime: row.depTime,
    arrTime: row.arrTime,
    depUtcOffset: row.depUtcOffset,
    arrUtcOffset: row.arrUtcOffset,
    arrivalDayOffset: row.arrivalDayOffset,
    aircraftType: row.aircraftType,
    bookingDesignators: row.bookingDesignators,
    configuration: row.configuration,
  }));
  return new ScheduleIndex(
    legs,
    airports.map((a) => ({ code: a.code, city: a.city, country: a.country, timeZone: a.timeZone, latitude: a.latitude, longitude: a.longitude })),
  );
}
