import { sql } from 'drizzle-orm';
import type { CabinClass } from '../../domain/reference/cabins.ts';
import { awardBucket, classesOfCabin, seatsByCabin } from '../airline/fares/cabins.ts';
import { dayText, type Flight } from '../airline/network/flights.ts';
import type { Database, Transaction } from '../db/connect.ts';
import type { OrderSeatRow, SeatSaleRow } from '../db/schema.ts';
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
 * The WITH queries that take an order's seats, for the statement that writes the order (order-writing.ts), whose
 * WITH query `written` answers the order's id: they add the seats to the counts (held seats count as sold until they
 * are given back), record them as the order's, so that closing it gives exactly those back, and write the places
 * the travellers picked on the seat maps; then `held` checks what they hold once added, and refuses the statement
 * (refuse(), db/refusals.ts) when a cabin would pass its seats (soldOut), a last guard even if something wrote the
 * counts without the flight's lock, or when a place the travellers picked is another order's (seatTaken). A place
 * taken is left out rather than failing its insert, so that the order is refused with its own code; the places were
 * read under the flights' locks, so this too is only the last guard. Refused, the statement fails whole and writes
 * nothing, so its transaction's commit can go right behind it (Transaction.last). An order that was not written
 * (its number was taken) takes nothing and is not checked. Built once: each list of rows is one jsonb placeholder,
 * which seatHoldValues fills for an order. Not arrays: PostgreSQL counts an array's own elements in a plan for the
 * values and a hundred rows in a plan for any values, so every run's plan for the values looked cheaper and the
 * statement was planned again on each order; a jsonb list counts as a hundred rows in both, and after its first few
 * runs the statement keeps one plan.
 */
export function seatHoldQueries(db: Database) {
  const list = (name: keyof SeatHoldLists) => sql`${sql.placeholder(name)}::jsonb`;
  const queries = [
    db.$with('wanted', {}).as(sql`select * from jsonb_to_recordset(${list('wanted')}) as w(leg_id int, dep_date date, booking_class text, seats int)`),
    db.$with('added', {}).as(
      sql`insert into seat_sale (leg_id, dep_date, booking_class, sold)
            select w.leg_id, w.dep_date, w.booking_class, w.seats from wanted w where exists (select 1 from written)
            on conflict (leg_id, dep_date, booking_class) do update set sold = seat_sale.sold + excluded.sold
            returning leg_id, dep_date, booking_class, sold`,
    ),
    db.$with('recorded', {}).as(
      sql`insert into order_seat (order_id, leg_id, dep_date, booking_class, seats)
            select o.id, w.leg_id, w.dep_date, w.booking_class, w.seats from written o, wanted w`,
    ),
    db.$with('placed', {}).as(
      sql`insert into seat_assignment (order_id, leg_id, dep_date, seat, passenger)
            select o.id, p.leg_id, p.dep_date, p.seat, p.passenger from written o,
              jsonb_to_recordset(${list('places')}) as p(leg_id int, dep_date date, seat text, passenger int)
            on conflict (leg_id, dep_date, seat) do nothing
            returning seat`,
    ),
    db.$with('cabin', {}).as(sql`select * from jsonb_to_recordset(${list('cabins')}) as c(leg_id int, dep_date date, classes text[], capacity int)`),
  ];
  // The statement's reads see the counts as they were when it began, so a cabin's total is the rows it added, as
  // they return, and the cabin's other classes as they were then. A CASE runs refuse() only in the branch it takes.
  const held = db.$with('held', { refused: sql<boolean | null>`refused`.as('refused') }).as(
    sql`select case
              when not exists (select 1 from written) then null
              when exists (
                select 1 from cabin c
                 where coalesce((select sum(a.sold) from added a
                                  where a.leg_id = c.leg_id and a.dep_date = c.dep_date and a.booking_class = any(c.classes)), 0)
                     + coalesce((select sum(s.sold) from seat_sale s
                                  where s.leg_id = c.leg_id and s.dep_date = c.dep_date and s.booking_class = any(c.classes)
                                    and not exists (select 1 from added a
                                                     where a.leg_id = s.leg_id and a.dep_date = s.dep_date and a.booking_class = s.booking_class)), 0)
                     > c.capacity) then refuse('soldOut')
              when (select count(*) from placed) <> jsonb_array_length(${list('places')}) then refuse('seatTaken')
            end as refused`,
  );
  return { queries, held };
}

/**
 * The lists seatHoldQueries takes, each the JSON text of an array of rows named as the columns they fill: the seats
 * per flight date and class (`wanted`), the places picked (`places`), and the cabins to check with their seats
 * (`cabins`).
 */
export interface SeatHoldLists {
  readonly wanted: string;
  readonly places: string;
  readonly cabins: string;
}

/** An order's values for seatHoldQueries. */
export function seatHoldValues(holds: readonly SeatHold[], places: readonly SeatAssignment[] = []): SeatHoldLists {
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
    leg_id: hold.flight.leg.id,
    dep_date: dayText(hold.flight.depDay),
    classes: [...classesOfCabin(hold.flight.leg.bookingDesignators, hold.cabin), awardBucket(hold.cabin)],
    capacity: seatsByCabin(hold.flight.leg.configuration).get(hold.cabin) ?? 0,
  }));
  return {
    wanted: JSON.stringify(rows.map((r) => ({ leg_id: r.legId, dep_date: dayText(r.day), booking_class: r.bookingClass, seats: r.seats }))),
    places: JSON.stringify(places.map((p) => ({ leg_id: p.legId, dep_date: dayText(p.day), seat: p.seat, passenger: p.passenger }))),
    cabins: JSON.stringify(cabins),
  };
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
