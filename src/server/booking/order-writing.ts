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
 * PostgreSQL plans a kept statement again for each run's values while a plan for those values looks cheaper than one
 * for any values, and the writing statement's arrays make it always look so: an array parameter counts as a hundred
 * rows in a plan for any values, and as its own one or two in a plan for the values. The order bench's embedded
 * database planned it on every order (1,118 plans for the values, none for any), which took more than half of the
 * statement's time there (1.7 ms a run, against 1.1 ms with the two settings below). So on the embedded database the
 * transaction has it planned once for any values, and then takes back the configured setting for the rest of the
 * transaction. A PostgreSQL server plans in native code, in a few hundred microseconds, while the two settings would
 * be two more round trips over the network inside the transaction that holds the flights' locks; there the statement
 * is left to be planned as the server judges (the order bench could not tell the two apart on this machine's
 * loopback: 5.1-5.5 ms of the storefront's main thread per paid order either way, three runs of each).
 */
const PLAN_FOR_ANY_VALUES = 'set local plan_cache_mode = force_generic_plan';
const PLAN_AS_CONFIGURED = 'set local plan_cache_mode to default';

/**
 * Writes unpaid orders with their seats, by one statement built once (built-statements.ts): the order under a new
 * number and locator, the seats in the counts and the places on the seat maps (see seatHoldQueries), since the order
 * writes it while it holds its flights' locks, and every round trip there is a wait for the next order on those
 * flights.
 */
export function createOrderWriting(handle: DbHandle) {
  const { db } = handle;
  const planForAnyValues = handle.kind === 'pglite';
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
    if (planForAnyValues) await tx.query(PLAN_FOR_ANY_VALUES);
    for (;;) {
      const order = rowValues(bookingOrder, { ...values, orderNo: numbers.orderNo(), locator: numbers.locator(), status: 'unpaid' });
      const [row] = await runBuilt(tx, statement, { ...order, ...lists });
      if (row) {
        if (planForAnyValues) await tx.query(PLAN_AS_CONFIGURED);
        checkHeld(row.cabins as HeldRow[]);
        return tableRow(bookingOrder, row);
      }
    }
  }

  return { insertOrderWithSeats };
}

export type OrderWriting = ReturnType<typeof createOrderWriting>;
