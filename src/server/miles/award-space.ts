import type { CabinClass } from '../../domain/reference/cabins.ts';
import { awardBucket, seatsByCabin, soldInCabin } from '../airline/fares/cabins.ts';
import { dayText, type Flight } from '../airline/network/flights.ts';
import { flightKey } from '../booking/seat-holds.ts';
import type { Transaction } from '../db/connect.ts';

/*
 * Award seats are the lowest nest of each cabin's inventory (see awardBucket): an award seat is a seat of the cabin,
 * so cash classes see it as sold, and awards sell only while the cabin has a seat left and the cabin's award
 * allotment is not used up.
 */

/** The share of a cabin given to awards where the airline has not set the flight date's allotment (demo policy). */
export const DEFAULT_AWARD_SHARE = 0.1;

/** The award seats of a cabin by default: a tenth, rounded up, so that every cabin that has seats gives at least one. */
export function defaultAllotment(capacity: number): number {
  return Math.ceil(capacity * DEFAULT_AWARD_SHARE);
}

/** Allotments set by the airline per flight date and cabin (`award_space`), keyed `legId|day|cabin`. */
export type Allotments = ReadonlyMap<string, number>;

const allotmentKey = (legId: number, day: number, cabin: number) => `${flightKey(legId, day)}|${cabin}`;

/**
 * Award seats a flight still sells in a cabin, given the seats sold per class (award bucket included): the allotment
 * left, and never more than the cabin's seats left.
 */
export function awardSeatsOpen(flight: Flight, cabin: CabinClass, sold: ReadonlyMap<string, number>, allotments: Allotments): number {
  const capacity = seatsByCabin(flight.leg.configuration).get(cabin) ?? 0;
  if (capacity === 0) return 0;
  const awardSold = sold.get(awardBucket(cabin)) ?? 0;
  const allotment = allotments.get(allotmentKey(flight.leg.id, flight.depDay, cabin)) ?? defaultAllotment(capacity);
  return Math.max(0, Math.min(allotment - awardSold, capacity - soldInCabin(flight.leg.bookingDesignators, cabin, sold)));
}

/** Anything that runs a parameterised statement: the database, or an open transaction. */
type Queryable = Pick<Transaction, 'query'>;

/** The allotments the airline set on these flight dates, in one statement. */
export async function readAllotments(db: Queryable, flights: readonly Flight[]): Promise<Allotments> {
  if (flights.length === 0) return new Map();
  const rows = await db.query<{ legId: number; day: number; cabin: number; seats: number }>(
    `select leg_id as "legId", (dep_date - date '1970-01-01') as day, cabin, seats from award_space
      where (leg_id, dep_date) in (select * from unnest($1::int[], $2::date[]))`,
    [flights.map((f) => f.leg.id), flights.map((f) => dayText(f.depDay))],
  );
  return new Map(rows.map((r) => [allotmentKey(Number(r.legId), Number(r.day), Number(r.cabin)), Number(r.seats)]));
}

/** Sets the award seats of a cabin on a flight date (0 closes it to awards); undefined gives it the default again. */
export async function setAllotment(db: Queryable, legId: number, day: number, cabin: CabinClass, seats: number | undefined): Promise<void> {
  if (seats === undefined) {
    await db.query('delete from award_space where leg_id = $1 and dep_date = $2 and cabin = $3', [legId, dayText(day), cabin]);
    return;
  }
  await db.query(
    `insert into award_space (leg_id, dep_date, cabin, seats) values ($1, $2, $3, $4)
       on conflict (leg_id, dep_date, cabin) do update set seats = excluded.seats`,
    [legId, dayText(day), cabin, seats],
  );
}
