import { createHash } from 'node:crypto';
import airportData from 'airport-data-js';
import { eq } from 'drizzle-orm';
import { formatDate } from '../../domain/validation/dates.ts';
import type { DbHandle } from '../db/connect.ts';
import { airport, flightLeg, scheduleImport } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';
import type { Airport } from './airports.ts';
import { parseSsim } from './ssim/parse.ts';
import { SsimError, type SsimProblem } from './ssim/types.ts';

const INSERT_CHUNK = 500;

/** Finds an airport by its code: the network's own first, else airport-data-js. */
export type AirportLookup = (code: string) => Promise<Airport | undefined>;

export function airportLookup(known: ReadonlyMap<string, Airport>): AirportLookup {
  return async (code) => {
    const own = known.get(code);
    if (own) return own;
    // The library throws for a code it does not know.
    const [found] = await airportData.getAirportByIata(code).catch(() => []);
    return found ? { code, city: code, country: found.country_code, timeZone: found.time, latitude: found.latitude, longitude: found.longitude } : undefined;
  };
}

export interface ImportResult {
  readonly importId: number;
  readonly airline: string;
  readonly legs: number;
  readonly airports: number;
}

/**
 * Imports a SSIM file as the airline's schedule. The file is read and every
 * station looked up first; a file with any problem is refused whole (SsimError
 * names the lines and fields). Then, in one transaction, the airports are stored
 * and the airline's earlier schedule is replaced by this one.
 */
export async function importSchedule(handle: DbHandle, content: string, lookup: AirportLookup, clock: Clock): Promise<ImportResult> {
  const schedule = parseSsim(content);
  // The file's line of each leg, to name it in a problem.
  const legLines = content.split(/\r?\n/).flatMap((record, i) => (record.startsWith('3') ? [i + 1] : []));
  const stations = new Map<string, Airport>();
  const problems: SsimProblem[] = [];
  for (const [index, leg] of schedule.legs.entries()) {
    for (const [end, fieldName] of [
      [leg.departure, 'departure station'],
      [leg.arrival, 'arrival station'],
    ] as const) {
      if (stations.has(end.station)) continue;
      const found = await lookup(end.station);
      if (found) stations.set(end.station, found);
      else problems.push({ line: legLines[index] ?? 0, field: fieldName, message: `no airport ${end.station} is known` });
    }
  }
  if (problems.length > 0) throw new SsimError(problems);

  const sha256 = createHash('sha256').update(content).digest('hex');
  return handle.db.transaction(async (tx) => {
    for (const station of stations.values()) {
      await tx
        .insert(airport)
        .values(station)
        .onConflictDoUpdate({
          target: airport.code,
          set: { city: station.city, country: station.country, timeZone: station.timeZone, latitude: station.latitude, longitude: station.longitude },
        });
    }
    await tx.delete(scheduleImport).where(eq(scheduleImport.airline, schedule.airline));
    await tx.delete(flightLeg).where(eq(flightLeg.airline, schedule.airline));
    const [created] = await tx
      .insert(scheduleImport)
      .values({
        airline: schedule.airline,
        season: schedule.season,
        validFrom: formatDate(schedule.validFrom),
        validTo: formatDate(schedule.validTo),
        title: schedule.title,
        legCount: schedule.legs.length,
        sha256,
        importedAt: clock.now(),
      })
      .returning({ id: scheduleImport.id });
    const rows = schedule.legs.map((leg) => ({
      importId: created.id,
      airline: leg.airline,
      flightNumber: leg.flightNumber,
      suffix: leg.suffix,
      variation: leg.variation,
      legSequence: leg.legSequence,
      serviceType: leg.serviceType,
      periodFrom: formatDate(leg.periodFrom),
      periodTo: formatDate(leg.periodTo),
      days: leg.days.join(''),
      depStation: leg.departure.station,
      arrStation: leg.arrival.station,
      depTime: leg.departure.passengerTime,
      arrTime: leg.arrival.passengerTime,
      depUtcOffset: leg.departure.utcOffset,
      arrUtcOffset: leg.arrival.utcOffset,
      arrivalDayOffset: leg.arrivalDayOffset,
      aircraftType: leg.aircraftType,
      bookingDesignators: leg.bookingDesignators,
      configuration: { ...leg.configuration },
      mealNote: leg.mealNote,
    }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(flightLeg).values(rows.slice(i, i + INSERT_CHUNK));
    return { importId: created.id, airline: schedule.airline, legs: rows.length, airports: stations.size };
  });
}
