import { dayText } from '../airline/network/flights.ts';
import type { Transaction } from '../db/connect.ts';
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
  const rows = await query<{ leg_id: number; day: number; seat: string }>(
    `select leg_id, (dep_date - date '1970-01-01') as day, seat from seat_assignment
      where (leg_id, dep_date) in (select * from unnest($1::int[], $2::date[]))`,
    [flights.map((f) => f.legId), flights.map((f) => dayText(f.day))],
  );
  for (const row of rows) {
    const key = flightKey(row.leg_id, Number(row.day));
    const seats = taken.get(key) ?? new Set<string>();
    seats.add(row.seat);
    taken.set(key, seats);
  }
  return taken;
}

/**
 * Writes an order's seats; answers whether every one was free. A seat another
 * order holds is left out rather than failing the statement, so the caller can
 * refuse the order with its own code (and roll the transaction back).
 */
export async function assignSeats(tx: Transaction, orderId: number, seats: readonly SeatAssignment[]): Promise<boolean> {
  if (seats.length === 0) return true;
  const written = await tx.query<{ seat: string }>(
    `insert into seat_assignment (order_id, leg_id, dep_date, seat, passenger)
       select $1, * from unnest($2::int[], $3::date[], $4::text[], $5::int[])
       on conflict (leg_id, dep_date, seat) do nothing returning seat`,
    [orderId, seats.map((s) => s.legId), seats.map((s) => dayText(s.day)), seats.map((s) => s.seat), seats.map((s) => s.passenger)],
  );
  return written.length === seats.length;
}

/** Gives the seats of closed orders back to the seat map. */
export async function releaseSeats(tx: Transaction, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.query('delete from seat_assignment where order_id = any($1::bigint[])', [orderIds]);
}
