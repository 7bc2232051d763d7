import { and, count, eq, gt } from 'drizzle-orm';
import { dayText } from '../airline/network/flights.ts';
import type { Transaction } from '../db/connect.ts';
import { type BookingOrderRow, bookingOrder } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { newLocator, newOrderNumber } from './order-numbers.ts';
import type { SeatHold } from './seat-holds.ts';

/** Unpaid orders one member, or one address for guests, may hold at once; their seats are capped as well (hold-caps.ts). */
export const MAX_UNPAID_HOLDS = 3;

/** An order's own values; its numbers and status are given when it is written. */
export type NewOrder = Omit<typeof bookingOrder.$inferInsert, 'orderNo' | 'locator' | 'status'>;

/**
 * Takes the holder's turn for the rest of the transaction, so that one holder's orders are made one at a time and
 * the cap cannot be raced past; holdLimit when the holder already has MAX_UNPAID_HOLDS unpaid orders.
 */
export async function claimHolderTurn(tx: Transaction, holder: string, now: Date): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext('order-holder:' || $1))", [holder]);
  const [{ n }] = await tx.db
    .select({ n: count() })
    .from(bookingOrder)
    .where(and(eq(bookingOrder.holder, holder), eq(bookingOrder.status, 'unpaid'), gt(bookingOrder.deadline, now)));
  if (n >= MAX_UNPAID_HOLDS) throw new AppError('holdLimit');
}

/** Writes an unpaid order under a new number and locator (numbers are random; on the rare clash, drawn again), and answers the row written. */
export async function insertOrder(tx: Transaction, values: NewOrder): Promise<BookingOrderRow> {
  for (;;) {
    const [row] = await tx.db
      .insert(bookingOrder)
      .values({ ...values, orderNo: newOrderNumber(), locator: newLocator(), status: 'unpaid' })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
}

/** Records which seats an order holds, so that closing it gives exactly those back. */
export async function recordOrderSeats(tx: Transaction, orderId: number, seats: readonly SeatHold[]): Promise<void> {
  await tx.query(
    `insert into order_seat (order_id, leg_id, dep_date, booking_class, seats)
       select $1, leg_id, dep_date, booking_class, sum(seats) from unnest($2::int[], $3::date[], $4::text[], $5::int[]) as h(leg_id, dep_date, booking_class, seats)
       group by leg_id, dep_date, booking_class`,
    [orderId, seats.map((h) => h.flight.leg.id), seats.map((h) => dayText(h.flight.depDay)), seats.map((h) => h.bookingClass), seats.map((h) => h.seats)],
  );
}
