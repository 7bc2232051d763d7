import { parseDate } from '../../../domain/validation/dates.ts';
import type { DbHandle } from '../../db/connect.ts';
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
export class ScheduleIndex {
  readonly airports: ReadonlyMap<string, IndexedAirport>;
  private readonly byDeparture = new Map<string, ScheduledLeg[]>();
  private readonly byCity = new Map<string, string[]>();
  private readonly internationalLegs = new Set<number>();
  // Searches ask for the same stations and days again and again; a schedule never
  // changes once loaded (a new import builds a new index), so the answers keep.
  private readonly flightsOn = new BoundedCache<string, Flight[]>(50_000);
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

interface LegRow {
  id: number;
  airline: string;
  flight_number: number;
  dep_station: string;
  arr_station: string;
  period_from: string;
  period_to: string;
  days: string;
  dep_time: number;
  arr_time: number;
  dep_utc_offset: number;
  arr_utc_offset: number;
  arrival_day_offset: number;
  aircraft_type: string;
  booking_designators: string;
  configuration: Record<string, number>;
}

const dayOfText = (text: string) => {
  const date = parseDate(text.slice(0, 10));
  if (!date) throw new Error(`Bad date ${text}`);
  return dayNumber(date);
};

/** Loads the stored schedule into a search index. */
export async function loadScheduleIndex(db: DbHandle): Promise<ScheduleIndex> {
  const rows = await db.query<LegRow>(
    `select id, airline, flight_number, dep_station, arr_station, period_from::text, period_to::text, days, dep_time, arr_time,
            dep_utc_offset, arr_utc_offset, arrival_day_offset, aircraft_type, booking_designators, configuration
       from flight_leg`,
  );
  const airports = await db.query<{ code: string; city: string; country: string; time_zone: string; latitude: number; longitude: number }>(
    'select code, city, country, time_zone, latitude, longitude from airport',
  );
  const legs: ScheduledLeg[] = rows.map((row) => ({
    id: row.id,
    airline: row.airline,
    flightNumber: row.flight_number,
    from: row.dep_station,
    to: row.arr_station,
    periodFrom: dayOfText(row.period_from),
    periodTo: dayOfText(row.period_to),
    dayBits: [...row.days].reduce((bits, d) => bits | (1 << Number(d)), 0),
    depTime: row.dep_time,
    arrTime: row.arr_time,
    depUtcOffset: row.dep_utc_offset,
    arrUtcOffset: row.arr_utc_offset,
    arrivalDayOffset: row.arrival_day_offset,
    aircraftType: row.aircraft_type,
    bookingDesignators: row.booking_designators,
    configuration: row.configuration,
  }));
  return new ScheduleIndex(
    legs,
    airports.map((a) => ({ code: a.code, city: a.city, country: a.country, timeZone: a.time_zone, latitude: a.latitude, longitude: a.longitude })),
  );
}
