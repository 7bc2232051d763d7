import { MAX_SEATS } from '../../domain/shop/search-limits.ts';
import type { Flight } from '../airline/network/flights.ts';
import { dayText } from '../airline/network/flights.ts';
import type { Transaction } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import { type FlightDate, flightDatesOf, type SoldCounts, type SoldRow, soldCounts, soldRowsParams, soldRowsSql } from './seat-holds.ts';

/** The most seats that unpaid orders from one place may hold on one flight date, and over all their orders. */
export interface HoldCap {
  readonly perFlightDate: number;
  readonly total: number;
}

/**
 * Seat spinning: a script books flights it never pays for, and their seats are off sale while the orders wait
 * for payment. These caps bound what one address and one browser can hold, counted over members and guests
 * alike. A booking seats at most MAX_SEATS (9) passengers, infants on a lap; the numbers are whole bookings of
 * that size, so that a family never meets them while the smallest economy cabin (150 seats, A320) can lose at
 * most 12% of its seats to one address:
 *
 * - an address: two full bookings on one flight date (a hotel, an office or a household behind one router), and
 *   four over all dates;
 * - a device: one full booking on a flight date, two in all (an outbound and a separate return).
 *
 * The address cap is the one a script meets, since it can drop cookies; the device cap catches one browser moving
 * between addresses. Paying or cancelling an order, or its expiry, frees its part of the caps.
 */
export const HOLD_CAPS = {
  address: { perFlightDate: 2 * MAX_SEATS, total: 4 * MAX_SEATS },
  device: { perFlightDate: MAX_SEATS, total: 2 * MAX_SEATS },
} as const satisfies Record<string, HoldCap>;

/** Where an order is made from: the keyed hash of its address, and the visitor hash of its browser. */
export interface OrderOrigin {
  readonly addressHash: string;
  readonly visitorHash: string;
}

/** The seats an order asks for: this many on each flight date it flies. */
export interface WantedSeats {
  readonly flights: readonly FlightDate[];
  readonly seats: number;
}

/** The seats of one unpaid order on one flight date. */
export interface HeldSeats {
  readonly orderId: number;
  readonly legId: number;
  readonly depDate: string;
  readonly seats: number;
}

/**
 * Whether an order would take one place past its cap. On a flight date, the seats held there count; in total,
 * each order counts its passengers once (its most seats on any flight date), so that a return trip with
 * connections weighs as much as a one-way non-stop for the same family.
 */
export function exceedsCap(held: readonly HeldSeats[], wanted: WantedSeats, cap: HoldCap): boolean {
  const onFlight = new Map<string, number>();
  const ofOrder = new Map<number, number>();
  for (const row of held) {
    const key = `${row.legId}|${row.depDate}`;
    onFlight.set(key, (onFlight.get(key) ?? 0) + row.seats);
    ofOrder.set(row.orderId, Math.max(ofOrder.get(row.orderId) ?? 0, row.seats));
  }
  const total = [...ofOrder.values()].reduce((sum, seats) => sum + seats, 0);
  if (total + wanted.seats > cap.total) return true;
  const asked = new Map<string, number>();
  for (const flight of wanted.flights) {
    const key = `${flight.legId}|${dayText(flight.day)}`;
    asked.set(key, (asked.get(key) ?? 0) + wanted.seats);
  }
  return [...asked].some(([key, seats]) => (onFlight.get(key) ?? 0) + seats > cap.perFlightDate);
}

/** Unpaid orders one member, or one address for guests, may hold at once; their seats are capped as well (HOLD_CAPS). */
export const MAX_UNPAID_HOLDS = 3;

/** Who makes an order: its holder (the member, or a guest's address) and where it comes from. */
export interface OrderClaimant {
  readonly holder: string;
  readonly origin: OrderOrigin;
  readonly now: Date;
}

/**
 * Class keys of the holder's and the origin's locks. The flight locks take two keys too, a leg id (positive) and a
 * day, so negative classes never meet them.
 */
const HOLDER_LOCK = -3;
const ADDRESS_LOCK = -1;
const DEVICE_LOCK = -2;

/** The seats of one unpaid order on one flight date (none for an order without seats), and whose order it is. */
interface UnpaidSeats {
  readonly orderId: number;
  readonly holder: string;
  /** The order's deadline, in ms since the epoch. */
  readonly deadlineMs: number;
  readonly addressHash: string | null;
  readonly visitorHash: string | null;
  readonly legId: number | null;
  readonly depDate: string | null;
  readonly seats: number;
}

/**
 * The unpaid orders of the holder, the address or the device ($1 to $3), with their seats per flight date. An order
 * past its deadline still holds its seats until the expiry job gives them back (within a sweep): until then, they
 * are off sale all the same.
 */
const UNPAID_SEATS_SQL = `select o.id as "orderId", o.holder, (extract(epoch from o.deadline) * 1000)::float8 as "deadlineMs",
         o.address_hash as "addressHash", o.visitor_hash as "visitorHash", s.leg_id as "legId", s.dep_date::text as "depDate",
         coalesce(sum(s.seats), 0)::int as seats
    from booking_order o left join order_seat s on s.order_id = o.id
   where o.status = 'unpaid' and (o.holder = $1 or o.address_hash = $2 or o.visitor_hash = $3)
   group by o.id, s.leg_id, s.dep_date`;

const heldSeats = (rows: readonly UnpaidSeats[]): HeldSeats[] =>
  rows.flatMap(({ orderId, legId, depDate, seats }) => (legId === null || depDate === null ? [] : [{ orderId, legId, depDate, seats }]));

/**
 * Takes the holder's and the origin's turn, and then the locks of the order's flight dates, for the rest of the
 * order's transaction; reads the seats sold on those flight dates (answered with the dates locked, for the order's price and its holds) and refuses an
 * order that would take its holder or origin past a limit: holdLimit when the holder already has MAX_UNPAID_HOLDS
 * unpaid orders within their deadline, seatHoldLimit when the address or the device would pass a cap. The flight
 * locks alone would not make the counts safe: two orders from one address on different flights do not wait for each
 * other, and could both pass the total. So orders of one holder, and from one place, are counted one after the
 * other. Every order takes its locks in the same order (its holder, address, device, then its flight dates as
 * flightDatesOf sorts them), so none waits in a circle. The locks are one statement and what they guard one more,
 * since each round trip under the flights' locks is a wait for the next order on those flights; the read is sent right
 * behind the locks, without waiting for them (connect.ts pipelines a connection's statements): the server runs it
 * once they are taken, on what it sees then, so the two cost one round trip. An order over its limits, too, holds its
 * flights' locks for that one read before it is refused. A transaction that runs alone (the embedded database's)
 * takes no locks: no other order can come between its read and its write.
 */
export async function claimOrderTurn(
  tx: Transaction,
  claimant: OrderClaimant,
  order: { readonly flights: readonly Flight[]; readonly seats: number },
): Promise<{ sold: SoldCounts; locked: FlightDate[] }> {
  const { holder, origin, now } = claimant;
  const flights = flightDatesOf(order.flights);
  const wanted: WantedSeats = { flights: order.flights.map((f) => ({ legId: f.leg.id, day: f.depDay })), seats: order.seats };
  // A function scan yields the rows in array order, so the locks are always taken in this order. The holder's keys
  // are hashed; a flight date's key is its leg and day.
  const locking = tx.alone
    ? undefined
    : tx.query('select pg_advisory_xact_lock(l.class, coalesce(hashtext(l.key), l.day)) from unnest($1::int[], $2::text[], $3::int[]) as l(class, key, day)', [
        [HOLDER_LOCK, ADDRESS_LOCK, DEVICE_LOCK, ...flights.map((f) => f.legId)],
        [holder, origin.addressHash, origin.visitorHash, ...flights.map(() => null)],
        [null, null, null, ...flights.map((f) => f.day)],
      ]);
  const reading = tx.query<{ unpaid: UnpaidSeats[]; sold: SoldRow[] }>(
    `select coalesce((select json_agg(u) from (${UNPAID_SEATS_SQL}) u), '[]') as unpaid,
            coalesce((select json_agg(s) from (${soldRowsSql('$4', '$5')}) s), '[]') as sold`,
    [holder, origin.addressHash, origin.visitorHash, ...soldRowsParams(flights)],
  );
  // Both are awaited together, so that a failure of the locks (and of the read behind them) is one failure.
  const [, [read]] = await Promise.all([locking, reading]);
  const { unpaid } = read;
  const holderOrders = new Set(unpaid.filter((row) => row.holder === holder && row.deadlineMs > now.getTime()).map((row) => row.orderId));
  if (holderOrders.size >= MAX_UNPAID_HOLDS) throw new AppError('holdLimit');
  const fromAddress = heldSeats(unpaid.filter((row) => row.addressHash === origin.addressHash));
  const fromDevice = heldSeats(unpaid.filter((row) => row.visitorHash === origin.visitorHash));
  if (exceedsCap(fromAddress, wanted, HOLD_CAPS.address) || exceedsCap(fromDevice, wanted, HOLD_CAPS.device)) throw new AppError('seatHoldLimit');
  return { sold: soldCounts(read.sold), locked: flights };
}
