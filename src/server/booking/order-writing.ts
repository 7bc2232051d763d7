import { dayText } from '../airline/network/flights.ts';
import type { Transaction } from '../db/connect.ts';
import { type BookingOrderRow, bookingOrder } from '../db/schema.ts';
import { newLocator, newOrderNumber } from './order-numbers.ts';
import type { SeatHold } from './seat-holds.ts';

/** An order's own values; its numbers and status are given when it is written. */
export type NewOrder = Omit<typeof bookingOrder.$inferInsert, 'orderNo' | 'locator' | 'status'>;

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
