import { inArray } from 'drizzle-orm';
import { dayText } from '../airline/network/flights.ts';
import type { Transaction } from '../db/connect.ts';
import { type SeatAssignmentRow, seatAssignment } from '../db/schema.ts';
import { type FlightDate, flightKey } from './seat-holds.ts';

type Query = Transaction['query'];

/** One passenger's seat on one flight date. */
export interface SeatAssignment {
  readonly legId: number;
  readonly day: number;
  readonly seat: string;
  readonly passenger: number;
}

/**
 * The seats live orders hold on flight dates, by flight key. A row exists only
 * while its order is unpaid, paid or ticketed: closing an order deletes them, so
 * the unique (leg, date, seat) of the table is the rule that one seat goes to one
 * passenger.
 */
export async function takenSeats(query: Query, flights: readonly FlightDate[]): Promise<Map<string, Set<string>>> {
  const taken = new Map<string, Set<string>>();
  if (flights.length === 0) return taken;
  const rows = await query<Pick<SeatAssignmentRow, 'legId' | 'seat'> & { day: number }>(
    `select leg_id as "legId", (dep_date - date '1970-01-01') as day, seat from seat_assignment
      where (leg_id, dep_date) in (select * from unnest($1::int[], $2::date[]))`,
    [flights.map((f) => f.legId), flights.map((f) => dayText(f.day))],
  );
  for (const row of rows) {
    const key = flightKey(row.legId, Number(row.day));
    const seats = taken.get(key) ?? new Set<string>();
    seats.add(row.seat);
    taken.set(key, seats);
  }
  return taken;
}

/** Gives the seats of closed orders back to the seat map. */
export async function releaseSeats(tx: Transaction, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.db.delete(seatAssignment).where(inArray(seatAssignment.orderId, orderIds));
}
