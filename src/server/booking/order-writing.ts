import { buildOnce, columnPlaceholders, rowValues, runBuilt, tableRow } from '../db/built-statements.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { type BookingOrderRow, bookingOrder } from '../db/schema.ts';
import { newLocator, newOrderNumber } from './order-numbers.ts';
import type { SeatAssignment } from './seat-assignments.ts';
import { type HeldRow, type SeatHold, seatHoldQueries, seatHoldValues } from './seat-holds.ts';

/** An order's own values; its numbers and status are given when it is written. */
export type NewOrder = Omit<typeof bookingOrder.$inferInsert, 'orderNo' | 'locator' | 'status'>;

/** Where an order's numbers are drawn from: at random (order-numbers.ts), or as a test needs them. */
export interface OrderNumbers {
  orderNo(): string;
  locator(): string;
}

const RANDOM_NUMBERS: OrderNumbers = { orderNo: newOrderNumber, locator: newLocator };

/**
 * Writes unpaid orders with their seats, by one statement built once (built-statements.ts): the order under a new
 * number and locator, the seats in the counts and the places on the seat maps (see seatHoldQueries), since the order
 * writes it while it holds its flights' locks, and every round trip there is a wait for the next order on those
 * flights.
 */
export function createOrderWriting({ db }: DbHandle) {
  const written = db.$with('written').as(
    db
      .insert(bookingOrder)
      .values(columnPlaceholders(bookingOrder, ['id']))
      .onConflictDoNothing()
      .returning(),
  );
  const { queries, held } = seatHoldQueries(db);
  const statement = buildOnce(
    db
      .with(written, ...queries, held)
      .select()
      .from(written)
      .crossJoin(held),
  );

  /**
   * Writes an unpaid order with its seats and answers the row written. Numbers are random; on the rare clash the
   * statement writes nothing, not even the seats, and the order is written again under new ones. An order its seats
   * do not fit is refused (soldOut, seatTaken), and its transaction undoes it.
   */
  async function insertOrderWithSeats(
    tx: Transaction,
    values: NewOrder,
    holds: readonly SeatHold[],
    places: readonly SeatAssignment[] = [],
    numbers: OrderNumbers = RANDOM_NUMBERS,
  ): Promise<BookingOrderRow> {
    const { lists, checkHeld } = seatHoldValues(holds, places);
    for (;;) {
      const order = rowValues(bookingOrder, { ...values, orderNo: numbers.orderNo(), locator: numbers.locator(), status: 'unpaid' });
      const [row] = await runBuilt(tx, statement, { ...order, ...lists });
      if (row) {
        checkHeld(row.cabins as HeldRow[]);
        return tableRow(bookingOrder, row);
      }
    }
  }

  return { insertOrderWithSeats };
}

export type OrderWriting = ReturnType<typeof createOrderWriting>;
