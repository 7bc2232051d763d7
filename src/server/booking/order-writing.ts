import type { Transaction } from '../db/connect.ts';
import { type BookingOrderRow, bookingOrder } from '../db/schema.ts';
import { newLocator, newOrderNumber } from './order-numbers.ts';

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
