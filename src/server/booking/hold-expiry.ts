import { and, eq, lte } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { bookingOrder } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import type { OrderService } from './orders.ts';

/** How often a server looks for holds past their deadline. */
export const HOLD_SWEEP_INTERVAL_MS = 30_000;
/** Orders expired per transaction, so one sweep never holds many locks for long. */
const SWEEP_BATCH = 100;

/**
 * Expires unpaid orders whose payment deadline has passed and gives their seats
 * back. Rows are claimed with `for update skip locked`, so two servers sweeping
 * at once share the work and never expire an order twice, and a payment being
 * confirmed at that moment (which holds the order's row) is left alone.
 */
export function createHoldExpiry(deps: { db: DbHandle; clock: Clock; orders: OrderService; logger: Logger }) {
  const { db, clock, orders, logger } = deps;
  return {
    async sweep(): Promise<number> {
      let expired = 0;
      for (;;) {
        const now = clock.now();
        const { count, flights } = await db.transaction(async (tx) => {
          const due = await tx.db
            .select({ id: bookingOrder.id })
            .from(bookingOrder)
            .where(and(eq(bookingOrder.status, 'unpaid'), lte(bookingOrder.deadline, now)))
            .orderBy(bookingOrder.deadline)
            .limit(SWEEP_BATCH)
            .for('update', { skipLocked: true });
          const ids = due.map((r) => r.id);
          return { count: ids.length, flights: await orders.closeUnpaid(tx, ids, 'expired') };
        });
        orders.seatsChanged(flights);
        expired += count;
        if (count < SWEEP_BATCH) break;
      }
      if (expired > 0) logger.info('unpaid holds expired', { count: expired });
      return expired;
    },
  };
}

export type HoldExpiry = ReturnType<typeof createHoldExpiry>;
