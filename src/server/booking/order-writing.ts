import type { ErrorCode } from '../../domain/error-codes.ts';
import { buildOnce, columnPlaceholders, rowValues, runBuilt, tableRow } from '../db/built-statements.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { refusalOf } from '../db/refusals.ts';
import { type BookingOrderRow, bookingOrder } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { newLocator, newOrderNumber } from './order-numbers.ts';
import type { SeatAssignment } from './seat-assignments.ts';
import { type SeatHold, seatHoldQueries, seatHoldValues } from './seat-holds.ts';

/** An order's own values; its numbers and status are given when it is written. */
export type NewOrder = Omit<typeof bookingOrder.$inferInsert, 'orderNo' | 'locator' | 'status'>;

/** Where an order's numbers are drawn from: at random (order-numbers.ts), or as a test needs them. */
export interface OrderNumbers {
  orderNo(): string;
  locator(): string;
}

const RANDOM_NUMBERS: OrderNumbers = { orderNo: newOrderNumber, locator: newLocator };

/** The refusals the order's statement may fail with (seatHoldQueries). */
const SEAT_REFUSALS: readonly ErrorCode[] = ['soldOut', 'seatTaken'];
const seatRefusal = (error: unknown): ErrorCode | undefined => SEAT_REFUSALS.find((code) => code === refusalOf(error));

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
   * Runs the statement once, under numbers drawn anew: the row written, or undefined when the numbers were taken
   * (the statement then wrote nothing, not even the seats). An order its seats do not fit fails the statement, and
   * is refused (soldOut, seatTaken).
   */
  async function writeOnce(tx: Transaction, values: NewOrder, holds: readonly SeatHold[], places: readonly SeatAssignment[], numbers: OrderNumbers) {
    const order = rowValues(bookingOrder, { ...values, orderNo: numbers.orderNo(), locator: numbers.locator(), status: 'unpaid' });
    try {
      const [row] = await runBuilt(tx, statement, { ...order, ...seatHoldValues(holds, places) });
      return row ? tableRow(bookingOrder, row) : undefined;
    } catch (error) {
      const refusal = seatRefusal(error);
      throw refusal ? new AppError(refusal) : error;
    }
  }

  /**
   * Writes an unpaid order with its seats and answers the row written. Numbers are random; on the rare clash the
   * order is written again under new ones, in the same transaction. An order its seats do not fit is refused
   * (soldOut, seatTaken), and its transaction undoes it.
   */
  async function insertOrderWithSeats(
    tx: Transaction,
    values: NewOrder,
    holds: readonly SeatHold[],
    places: readonly SeatAssignment[] = [],
    numbers: OrderNumbers = RANDOM_NUMBERS,
  ): Promise<BookingOrderRow> {
    for (;;) {
      const row = await writeOnce(tx, values, holds, places, numbers);
      if (row) return row;
    }
  }

  /**
   * The same as the transaction's last statement, with its commit sent right behind it (Transaction.last): the flights'
   * locks go with the statement's run rather than a round trip later. On the rare clash of numbers the transaction
   * commits having written nothing, and this answers undefined: the caller runs its transaction again
   * (orders.ts), since nothing can be written in this one any more.
   */
  function commitOrderWithSeats(
    tx: Transaction,
    values: NewOrder,
    holds: readonly SeatHold[],
    places: readonly SeatAssignment[] = [],
    numbers: OrderNumbers = RANDOM_NUMBERS,
  ): Promise<BookingOrderRow | undefined> {
    return tx.last(() => writeOnce(tx, values, holds, places, numbers));
  }

  return { insertOrderWithSeats, commitOrderWithSeats };
}

export type OrderWriting = ReturnType<typeof createOrderWriting>;
