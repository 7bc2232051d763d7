import type { Transaction } from '../db/connect.ts';
import { type BookingOrderRow, bookingOrder } from '../db/schema.ts';
import { newLocator, newOrderNumber } from './order-numbers.ts';
import type { SeatAssignment } from './seat-assignments.ts';
import { type SeatHold, seatHoldQueries } from './seat-holds.ts';

/** An order's own values; its numbers and status are given when it is written. */
export type NewOrder = Omit<typeof bookingOrder.$inferInsert, 'orderNo' | 'locator' | 'status'>;

/** Where an order's numbers are drawn from: at random (order-numbers.ts), or as a test needs them. */
export interface OrderNumbers {
  orderNo(): string;
  locator(): string;
}

const RANDOM_NUMBERS: OrderNumbers = { orderNo: newOrderNumber, locator: newLocator };

/**
 * Writes an unpaid order under a new number and locator with its seats, in one statement: the order, the seats in
 * the counts and the places on the seat maps (see seatHoldQueries), since the order writes it while it holds its
 * flights' locks, and every round trip there is a wait for the next order on those flights. Numbers are random; on
 * the rare clash the statement writes nothing, and the order is written again under new ones. Answers the row
 * written; an order its seats do not fit is refused (soldOut, seatTaken), and its transaction undoes it.
 */
export async function insertOrderWithSeats(
  tx: Transaction,
  values: NewOrder,
  holds: readonly SeatHold[],
  places: readonly SeatAssignment[] = [],
  numbers: OrderNumbers = RANDOM_NUMBERS,
): Promise<BookingOrderRow> {
  const { queries, held, checkHeld } = seatHoldQueries(tx.db, holds, places);
  for (;;) {
    const written = tx.db.$with('written').as(
      tx.db
        .insert(bookingOrder)
        .values({ ...values, orderNo: numbers.orderNo(), locator: numbers.locator(), status: 'unpaid' })
        .onConflictDoNothing()
        .returning(),
    );
    const [row] = await tx.db
      .with(written, ...queries, held)
      .select()
      .from(written)
      .crossJoin(held);
    if (row) {
      checkHeld(row.held.cabins);
      return row.written;
    }
  }
}
