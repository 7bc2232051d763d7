import { createHash } from 'node:crypto';
import airportData from 'airport-data-js';
import { AIRLINE_TIME_ZONE } from '../../domain/calendar.ts';
import { calendarDateIn, formatDate } from '../../domain/validation/dates.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { airport, scheduleImport } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';
import type { Airport } from './airports.ts';
import { legKey, type StoredLeg, storedLeg, storedLegsOf } from './schedule-legs.ts';
import { type AffectedFlight, affectedFlights, type LegMove, moveBookedDates, recordScheduleChanges } from './schedule-rebooking.ts';
import { readSsim, type SsimReading } from './ssim/parse.ts';
import { SsimError, type SsimProblem, type SsimSchedule } from './ssim/types.ts';

/** Legs per insert: beyond a couple of thousand, longer arrays cost more than the statements they save. */
const INSERT_CHUNK = 1000;

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

/** What an import does to one airline's schedule. */
export interface AirlinePlan {
  readonly airline: string;
  readonly blocks: readonly SsimSchedule[];
  /** Every leg of the file for the airline, and the stored leg each one is (undefined: a new leg). */
  readonly legs: readonly StoredLeg[];
  readonly keptIds: readonly (number | undefined)[];
  readonly removedIds: readonly number[];
  readonly moves: readonly LegMove[];
  readonly affected: readonly AffectedFlight[];
}

export interface SchedulePlan {
  readonly airlines: readonly AirlinePlan[];
  readonly stations: ReadonlyMap<string, Airport>;
  readonly sha256: string;
}

export interface ImportResult {
  readonly airlines: readonly { airline: string; legs: number; added: number; removed: number; importId: number | undefined }[];
  readonly legs: number;
  readonly airports: number;
  readonly affected: readonly AffectedFlight[];
}

/** Every station the file serves, looked up; a station nobody knows is a problem on its first line. */
async function lookUpStations(reading: SsimReading, lookup: AirportLookup): Promise<Map<string, Airport>> {
  const stations = new Map<string, Airport>();
  const unknown = new Set<string>();
  const problems: SsimProblem[] = [];
  for (const [b, block] of reading.file.carriers.entries()) {
    for (const [i, leg] of block.legs.entries()) {
      for (const [end, fieldName] of [
        [leg.departure, 'departure station'],
        [leg.arrival, 'arrival station'],
      ] as const) {
        if (stations.has(end.station) || unknown.has(end.station)) continue;
        const found = await lookup(end.station);
        if (found) stations.set(end.station, found);
        else {
          unknown.add(end.station);
          problems.push({ line: reading.legLines[b][i] ?? 0, field: fieldName, message: `no airport ${end.station} is known` });
        }
      }
    }
  }
  if (problems.length > 0) throw new SsimError(problems);
  return stations;
}

/** What the file would change for one airline, read from the database without changing it. */
async function planAirline(tx: Pick<Transaction, 'query'>, airline: string, blocks: SsimSchedule[], today: string): Promise<AirlinePlan> {
  const legs = blocks.flatMap((block) => block.legs.map(storedLeg));
  const stored = await storedLegsOf(tx, airline);
  const unclaimed = new Map<string, number[]>();
  for (const row of stored) {
    const key = legKey(row);
    const ids = unclaimed.get(key);
    if (ids) ids.push(row.id);
    else unclaimed.set(key, [row.id]);
  }
  // A leg the file repeats exactly stays the same row, with the seats sold on it.
  const keptIds = legs.map((leg) => unclaimed.get(legKey(leg))?.pop());
  const kept = new Set(keptIds.filter((id) => id !== undefined));
  const removed = stored.filter((row) => !kept.has(row.id));
  const { moves, affected } = await affectedFlights(tx, { removed, legs, keptIds, today });
  return { airline, blocks, legs, keptIds, removedIds: removed.map((row) => row.id), moves, affected };
}

/**
 * Plans the import of a SSIM file: for each airline in it, which stored legs stay as they are, which
 * go and which are new, where the seats booked on a leg that goes move to, and which live orders lose
 * or change a flight. Reads only; a dry run prints this.
 */
export async function planScheduleImport(db: Pick<Transaction, 'query'>, reading: SsimReading, lookup: AirportLookup, clock: Clock): Promise<SchedulePlan> {
  const stations = await lookUpStations(reading, lookup);
  const byAirline = new Map<string, SsimSchedule[]>();
  for (const block of reading.file.carriers) byAirline.set(block.airline, [...(byAirline.get(block.airline) ?? []), block]);
  const today = formatDate(calendarDateIn(clock.now(), AIRLINE_TIME_ZONE));
  const airlines: AirlinePlan[] = [];
  for (const [airline, blocks] of byAirline) airlines.push(await planAirline(db, airline, blocks, today));
  // What was read, leg by leg, rather than the whole file as one string.
  const hash = createHash('sha256');
  for (const airline of airlines) for (const leg of airline.legs) hash.update(`${legKey(leg)}\n`);
  return { airlines, stations, sha256: hash.digest('hex') };
}

/** The columns of flight_leg a new leg fills, with their SQL types, and where each value comes from. */
const LEG_COLUMNS: readonly (readonly [string, string, (leg: StoredLeg) => unknown])[] = [
  ['airline', 'text', (l) => l.airline],
  ['flight_number', 'int', (l) => l.flightNumber],
  ['suffix', 'text', (l) => l.suffix],
  ['variation', 'int', (l) => l.variation],
  ['leg_sequence', 'int', (l) => l.legSequence],
  ['service_type', 'text', (l) => l.serviceType],
  ['period_from', 'date', (l) => l.periodFrom],
  ['period_to', 'date', (l) => l.periodTo],
  ['days', 'text', (l) => l.days],
  ['dep_station', 'text', (l) => l.depStation],
  ['arr_station', 'text', (l) => l.arrStation],
  ['dep_time', 'int', (l) => l.depTime],
  ['arr_time', 'int', (l) => l.arrTime],
  ['dep_utc_offset', 'int', (l) => l.depUtcOffset],
  ['arr_utc_offset', 'int', (l) => l.arrUtcOffset],
  ['arrival_day_offset', 'int', (l) => l.arrivalDayOffset],
  ['aircraft_type', 'text', (l) => l.aircraftType],
  ['booking_designators', 'text', (l) => l.bookingDesignators],
  ['configuration', 'jsonb', (l) => JSON.stringify(l.configuration)],
  ['cargo', 'jsonb', (l) => JSON.stringify(l.cargo)],
  ['aircraft_version', 'text', (l) => l.aircraftVersion],
  ['meal_note', 'text', (l) => l.mealNote],
];

const INSERT_LEGS = `insert into flight_leg (id, import_id, ${LEG_COLUMNS.map(([name]) => name).join(', ')})
  select u.id, $2, ${LEG_COLUMNS.map(([name]) => `u.${name}`).join(', ')}
    from unnest($1::int[], ${LEG_COLUMNS.map(([, type], i) => `$${i + 3}::${type}[]`).join(', ')}) as u(id, ${LEG_COLUMNS.map(([name]) => name).join(', ')})`;

/**
 * Inserts new legs a column array at a time, and answers their ids in the order given. The ids are
 * drawn first, because an insert's returned rows come in no promised order; arrays of columns keep a
 * season of 100,000 legs to a few hundred statements the database plans once each.
 */
async function insertLegs(tx: Transaction, importId: number, legs: readonly StoredLeg[]): Promise<number[]> {
  if (legs.length === 0) return [];
  const ids = (
    await tx.query<{ id: number }>("select nextval(pg_get_serial_sequence('flight_leg', 'id'))::int as id from generate_series(1, $1::int)", [legs.length])
  ).map((row) => row.id);
  for (let i = 0; i < legs.length; i += INSERT_CHUNK) {
    const chunk = legs.slice(i, i + INSERT_CHUNK);
    await tx.query(INSERT_LEGS, [ids.slice(i, i + INSERT_CHUNK), importId, ...LEG_COLUMNS.map(([, , value]) => chunk.map(value))]);
  }
  return ids;
}

async function applyAirline(tx: Transaction, plan: AirlinePlan, sha256: string, clock: Clock): Promise<number | undefined> {
  const added = plan.keptIds.filter((id) => id === undefined).length;
  if (added === 0 && plan.removedIds.length === 0) return undefined;
  const first = plan.blocks[0];
  const [created] = await tx.db
    .insert(scheduleImport)
    .values({
      airline: plan.airline,
      season: first.season,
      validFrom: formatDate(first.validFrom),
      validTo: formatDate(plan.blocks.at(-1)?.validTo ?? first.validTo),
      title: first.title,
      legCount: plan.legs.length,
      sha256,
      importedAt: clock.now(),
    })
    .returning({ id: scheduleImport.id });
  const newLegs = plan.legs.flatMap((leg, i) => (plan.keptIds[i] === undefined ? [{ leg, index: i }] : []));
  const newIds = await insertLegs(
    tx,
    created.id,
    newLegs.map((n) => n.leg),
  );
  const idOf = [...plan.keptIds];
  newLegs.forEach((n, i) => {
    idOf[n.index] = newIds[i];
  });
  await moveBookedDates(tx, plan.moves, idOf);
  await recordScheduleChanges(tx, plan.affected, created.id, clock.now());
  await tx.query('delete from flight_leg where id = any($1::int[])', [plan.removedIds]);
  await tx.query('delete from schedule_import s where airline = $1 and not exists (select 1 from flight_leg l where l.import_id = s.id)', [plan.airline]);
  return created.id;
}

/**
 * Imports a SSIM file as the schedule of each airline in it, in one transaction. A leg the file
 * repeats exactly keeps its row and the seats sold on it; the seats and orders on a leg that goes
 * move to the leg that now flies its flight on that date; a live order whose flight no longer flies,
 * or flies at other times, is recorded as a schedule change for re-accommodation. Importing the same
 * file again changes nothing. A file with any problem is refused whole (SsimError).
 */
export async function importSchedule(handle: DbHandle, source: string | SsimReading, lookup: AirportLookup, clock: Clock): Promise<ImportResult> {
  const reading = typeof source === 'string' ? readSsim(source) : source;
  return handle.transaction(async (tx) => {
    const plan = await planScheduleImport(tx, reading, lookup, clock);
    for (const station of plan.stations.values()) {
      await tx.db
        .insert(airport)
        .values(station)
        .onConflictDoUpdate({
          target: airport.code,
          set: { city: station.city, country: station.country, timeZone: station.timeZone, latitude: station.latitude, longitude: station.longitude },
        });
    }
    const airlines = [];
    for (const airline of plan.airlines) {
      const importId = await applyAirline(tx, airline, plan.sha256, clock);
      const added = airline.keptIds.filter((id) => id === undefined).length;
      airlines.push({ airline: airline.airline, legs: airline.legs.length, added, removed: airline.removedIds.length, importId });
    }
    return {
      airlines,
      legs: airlines.reduce((n, a) => n + a.legs, 0),
      airports: plan.stations.size,
      affected: plan.airlines.flatMap((a) => a.affected),
    };
  });
}
