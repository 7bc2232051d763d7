import type { CabinClass } from '../../domain/reference/cabins.ts';
import { awardBucket, classesOfCabin, seatsByCabin } from '../airline/fares/cabins.ts';
import { dayText, type Flight } from '../airline/network/flights.ts';
import type { Transaction } from '../db/connect.ts';
import type { OrderSeatRow, SeatSaleRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { SeatAssignment } from './seat-assignments.ts';

/** Seats one order takes in one booking class of one flight date. */
export interface SeatHold {
  readonly flight: Flight;
  readonly cabin: CabinClass;
  readonly bookingClass: string;
  readonly seats: number;
}

/** A flight date, as the seat counts name it. */
export interface FlightDate {
  readonly legId: number;
  readonly day: number;
}

export const flightKey = (legId: number, day: number) => `${legId}|${day}`;

const byFlight = (a: FlightDate, b: FlightDate) => a.legId - b.legId || a.day - b.day;

/**
 * The flight dates an order sells on, each once, in the one global order their locks are taken in, so that two
 * orders never wait on each other. Availability is nested over a cabin's classes (see fares/availability.ts), so
 * whether a class still has a seat depends on every class of the cabin: a lock on the flight date, not a row, makes
 * reading the counts and adding to them one step. The order's transaction takes these locks after its holder's
 * (claimOrderTurn, in hold-caps.ts, in one statement). Advisory locks behave the same on PGlite and on a PostgreSQL
 * server.
 */
export function flightDatesOf(flights: readonly Flight[]): FlightDate[] {
  const unique = new Map<string, FlightDate>();
  for (const flight of flights) unique.set(flightKey(flight.leg.id, flight.depDay), { legId: flight.leg.id, day: flight.depDay });
  return [...unique.values()].sort(byFlight);
}

/** Seats sold per flight date (flightKey) and booking class. */
export type SoldCounts = Map<string, Map<string, number>>;

/** A row of the seats sold, as soldRowsSql reads it. */
export type SoldRow = Pick<SeatSaleRow, 'legId' | 'bookingClass' | 'sold'> & { day: number };

/** The select of the seats sold on the flight dates whose leg ids and dates (YYYY-MM-DD) are the array parameters named. */
export const soldRowsSql = (legIds: string, dates: string) =>
  `select leg_id as "legId", (dep_date - date '1970-01-01') as day, booking_class as "bookingClass", sold from seat_sale
      where (leg_id, dep_date) in (select * from unnest(${legIds}::int[], ${dates}::date[]))`;

/** The parameters of soldRowsSql for flight dates. */
export const soldRowsParams = (flights: readonly FlightDate[]): [number[], string[]] => [flights.map((f) => f.legId), flights.map((f) => dayText(f.day))];

/** The seats sold per class on flight dates, read inside the transaction. */
export async function readSold(tx: Pick<Transaction, 'query'>, flights: readonly FlightDate[]): Promise<SoldCounts> {
  return soldCounts(await tx.query<SoldRow>(soldRowsSql('$1', '$2'), soldRowsParams(flights)));
}

/** The rows of soldRowsSql by flight date and class. */
export function soldCounts(rows: readonly SoldRow[]): SoldCounts {
  const sold: SoldCounts = new Map();
  for (const row of rows) {
    const key = flightKey(row.legId, Number(row.day));
    const classes = sold.get(key) ?? new Map<string, number>();
    classes.set(row.bookingClass, row.sold);
    sold.set(key, classes);
  }
  return sold;
}

/**
 * Takes an order's seats, in one statement: adds them to the counts (held seats
 * count as sold until they are given back), records them as the order's, so that
 * closing it gives exactly those back, writes the places the travellers picked on
 * the seat maps, then checks that no cabin holds more than its seats: a last guard
 * that refuses the whole order (soldOut) even if something wrote the counts without
 * the flight's lock. A place another order holds is seatTaken; the places were read
 * under the flights' locks, so this too is only the last guard. One statement,
 * because the order runs it while it holds its flights' locks, and every round trip
 * there is a wait for the next order on those flights.
 */
export async function holdSeats(tx: Transaction, orderId: number, holds: readonly SeatHold[], places: readonly SeatAssignment[] = []): Promise<void> {
  const merged = new Map<string, { legId: number; day: number; bookingClass: string; seats: number }>();
  for (const hold of holds) {
    const key = `${flightKey(hold.flight.leg.id, hold.flight.depDay)}|${hold.bookingClass}`;
    const was = merged.get(key);
    merged.set(key, { legId: hold.flight.leg.id, day: hold.flight.depDay, bookingClass: hold.bookingClass, seats: (was?.seats ?? 0) + hold.seats });
  }
  // Rows are added in one order (as releaseHolds locks them), so that two statements never wait on each other.
  const rows = [...merged.values()].sort((a, b) => byFlight(a, b) || a.bookingClass.localeCompare(b.bookingClass));
  // Every cabin the order takes seats in. The award bucket holds seats of the cabin as the classes do.
  const cabins = holds.map((hold) => ({
    hold,
    classes: [...classesOfCabin(hold.flight.leg.bookingDesignators, hold.cabin), awardBucket(hold.cabin)],
    capacity: seatsByCabin(hold.flight.leg.configuration).get(hold.cabin) ?? 0,
  }));
  // The statement's reads see the counts as they were when it began, so a cabin's total is the rows it added, as
  // they return, and the cabin's other classes as they were then.
  const sold = await tx.query<{ i: number; sold: number; placed: number }>(
    `with wanted as (
       select * from unnest($2::int[], $3::date[], $4::text[], $5::int[]) as w(leg_id, dep_date, booking_class, seats)
     ), added as (
       insert into seat_sale (leg_id, dep_date, booking_class, sold)
         select leg_id, dep_date, booking_class, seats from wanted
         on conflict (leg_id, dep_date, booking_class) do update set sold = seat_sale.sold + excluded.sold
         returning leg_id, dep_date, booking_class, sold
     ), recorded as (
       insert into order_seat (order_id, leg_id, dep_date, booking_class, seats)
         select $1, leg_id, dep_date, booking_class, seats from wanted
     ), placed as (
       insert into seat_assignment (order_id, leg_id, dep_date, seat, passenger)
         select $1, * from unnest($9::int[], $10::date[], $11::text[], $12::int[])
         on conflict (leg_id, dep_date, seat) do nothing
         returning seat
     ), cabin as (
       select c.leg_id, c.dep_date, string_to_array(c.classes, ',') as classes, c.i
         from unnest($6::int[], $7::date[], $8::text[]) with ordinality as c(leg_id, dep_date, classes, i)
     )
     select c.i::int as i,
            (coalesce((select sum(a.sold) from added a
                        where a.leg_id = c.leg_id and a.dep_date = c.dep_date and a.booking_class = any(c.classes)), 0)
           + coalesce((select sum(s.sold) from seat_sale s
                        where s.leg_id = c.leg_id and s.dep_date = c.dep_date and s.booking_class = any(c.classes)
                          and not exists (select 1 from added a
                                           where a.leg_id = s.leg_id and a.dep_date = s.dep_date and a.booking_class = s.booking_class)), 0))::int as sold,
            (select count(*) from placed)::int as placed
       from cabin c`,
    [
      orderId,
      rows.map((r) => r.legId),
      rows.map((r) => dayText(r.day)),
      rows.map((r) => r.bookingClass),
      rows.map((r) => r.seats),
      cabins.map((c) => c.hold.flight.leg.id),
      cabins.map((c) => dayText(c.hold.flight.depDay)),
      cabins.map((c) => c.classes.join(',')),
      places.map((p) => p.legId),
      places.map((p) => dayText(p.day)),
      places.map((p) => p.seat),
      places.map((p) => p.passenger),
    ],
  );
  for (const row of sold) {
    if (row.sold > cabins[Number(row.i) - 1].capacity) throw new AppError('soldOut');
  }
  // A place another order holds was left out rather than failing the statement, so the order is refused with its own code.
  if (sold.some((row) => row.placed !== places.length)) throw new AppError('seatTaken');
}

/** Gives back the seats of orders; answers the flight dates whose counts changed. */
export async function releaseHolds(tx: Transaction, orderIds: readonly number[]): Promise<FlightDate[]> {
  if (orderIds.length === 0) return [];
  const freed = await tx.query<Pick<OrderSeatRow, 'legId' | 'depDate' | 'bookingClass' | 'seats'> & { day: number }>(
    `select leg_id as "legId", (dep_date - date '1970-01-01') as day, dep_date::text as "depDate", booking_class as "bookingClass", sum(seats)::int as seats
       from order_seat where order_id = any($1::bigint[])
      group by leg_id, dep_date, booking_class order by leg_id, dep_date, booking_class`,
    [orderIds],
  );
  if (freed.length === 0) return [];
  // Rows are locked in the same order as holds add to them, so the two never deadlock.
  await tx.query(
    `select 1 from seat_sale where (leg_id, dep_date, booking_class) in (select * from unnest($1::int[], $2::date[], $3::text[]))
      order by leg_id, dep_date, booking_class for update`,
    [freed.map((f) => f.legId), freed.map((f) => f.depDate), freed.map((f) => f.bookingClass)],
  );
  await tx.query(
    `update seat_sale s set sold = greatest(0, s.sold - f.seats)
       from unnest($1::int[], $2::date[], $3::text[], $4::int[]) as f(leg_id, dep_date, booking_class, seats)
      where s.leg_id = f.leg_id and s.dep_date = f.dep_date and s.booking_class = f.booking_class`,
    [freed.map((f) => f.legId), freed.map((f) => f.depDate), freed.map((f) => f.bookingClass), freed.map((f) => f.seats)],
  );
  const flights = new Map<string, FlightDate>();
  for (const f of freed) flights.set(flightKey(f.legId, Number(f.day)), { legId: f.legId, day: Number(f.day) });
  return [...flights.values()];
}
