import { and, eq } from 'drizzle-orm';
import type { OrderView } from '../../domain/booking/order.ts';
import { COUPONS_PER_TICKET, nextTicketNumbers } from '../airline/tickets/ticket-numbers.ts';
import type { DbHandle } from '../db/connect.ts';
import { bookingOrder, ticket } from '../db/schema.ts';
import type { MilesLedger } from '../miles/miles-ledger.ts';
import { cashOrderMiles } from '../miles/order-accrual.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import { orderView, updateOrderWhere } from './order-records.ts';

/** Called once an order's tickets are issued (the confirmation e-mail goes out here), with the order as ticketed and its id. */
export type OnTicketed = (order: OrderView, orderId: number) => void | Promise<void>;

/**
 * Ticketing of paid orders. The paid status is itself the durable marker "to be
 * ticketed": it is written in the transaction that records the payment, so an
 * order can never be paid without being found here later. Tickets and the
 * ticketed status are written in one transaction that first moves the order from
 * paid to ticketed: of two servers ticketing the same order, one waits on the
 * row and then finds nothing left to do. A member's order earns its miles in the
 * same transaction, once.
 */
export function createTicketing(deps: { db: DbHandle; clock: Clock; logger: Logger; miles: MilesLedger; onTicketed?: OnTicketed }) {
  const { db, clock, logger } = deps;

  async function issue(orderId: number): Promise<boolean> {
    const issued = await db.transaction(async (tx) => {
      const now = clock.now();
      const order = await updateOrderWhere(tx.db, { status: 'ticketed', ticketedAt: now }, and(eq(bookingOrder.id, orderId), eq(bookingOrder.status, 'paid')));
      if (!order) return undefined;
      // One ticket per passenger for each set of up to four flight coupons (conjunction tickets beyond).
      const sets: number[][] = [];
      for (let i = 0; i < order.segments.length; i += COUPONS_PER_TICKET) sets.push(order.segments.slice(i, i + COUPONS_PER_TICKET).map((_, k) => i + k));
      const numbers = await nextTicketNumbers(tx, order.passengers.length * sets.length);
      // The numbers go out passenger by passenger, a set of coupons each.
      const ticketsOf = (passenger: number) => numbers.slice(passenger * sets.length, (passenger + 1) * sets.length);
      const rows = order.passengers.flatMap((_, passenger) =>
        ticketsOf(passenger).map((ticketNo, couponSet) => ({ ticketNo, orderId, passenger, couponSet, coupons: sets[couponSet], issuedAt: now })),
      );
      await tx.db.insert(ticket).values(rows);
      // The demo credits a member's miles at ticketing (an airline would on the flown coupons); an award earns none.
      if (order.memberId !== null && order.kind === 'cash')
        await deps.miles.accrue(tx, order.memberId, await cashOrderMiles(tx, order.segments), order.orderNo);
      return { id: orderId, view: orderView(order, new Map(order.passengers.map((_, passenger) => [passenger, ticketsOf(passenger)]))) };
    });
    if (!issued) return false;
    logger.info('order ticketed', { orderNo: issued.view.orderNo, tickets: issued.view.passengers.reduce((n, p) => n + p.tickets.length, 0) });
    try {
      await deps.onTicketed?.(issued.view, issued.id);
    } catch (error) {
      logger.error('after-ticketing step failed', { orderNo: issued.view.orderNo, error: error instanceof Error ? error.name : 'unknown' });
    }
    return true;
  }

  return {
    issue,

    /** Tickets every order that is paid but not ticketed (after a crash between the two). */
    async recover(): Promise<number> {
      const paid = await db.db.select({ id: bookingOrder.id }).from(bookingOrder).where(eq(bookingOrder.status, 'paid')).orderBy(bookingOrder.id);
      let done = 0;
      for (const { id } of paid) {
        try {
          if (await issue(id)) done++;
        } catch (error) {
          logger.error('ticketing failed; it is retried on the next pass', { orderId: id, error: error instanceof Error ? error.name : 'unknown' });
        }
      }
      return done;
    },
  };
}

export type Ticketing = ReturnType<typeof createTicketing>;
