import { and, desc, eq } from 'drizzle-orm';
import type { OrderRecord } from '../booking/order-records.ts';
import type { Ticketing } from '../booking/ticketing.ts';
import type { DbHandle } from '../db/connect.ts';
import { paymentAttempt } from '../db/schema.ts';
import type { Logger } from '../platform/logger.ts';
import type { Payments } from './payments.ts';
import type { PaymentProvider } from './provider.ts';

/** Attempts of one order asked about at most, newest first. */
const MAX_ATTEMPTS_ASKED = 5;

/**
 * Brings an order up to date when its page asks: an unpaid order's pending
 * payments are looked up at the provider and any outcome found is applied as its
 * notification would be (once, whichever comes first); a paid order without
 * tickets is ticketed.
 */
export function createPaymentRefresh(deps: { db: DbHandle; logger: Logger; provider: PaymentProvider; payments: Payments; ticketing: Ticketing }) {
  const { db, logger, provider, payments, ticketing } = deps;
  return {
    async refresh(order: OrderRecord): Promise<void> {
      if (order.status === 'unpaid' && provider.lookup) {
        const pending = await db.db
          .select({ providerRef: paymentAttempt.providerRef })
          .from(paymentAttempt)
          .where(and(eq(paymentAttempt.orderId, order.id), eq(paymentAttempt.status, 'pending')))
          .orderBy(desc(paymentAttempt.createdAt))
          .limit(MAX_ATTEMPTS_ASKED);
        for (const { providerRef: ref } of pending) {
          try {
            const event = await provider.lookup(ref);
            if (event) await payments.confirm(event);
          } catch (error) {
            // The page still shows the order as it is; the notification will come.
            logger.warn('payment lookup failed', { error: error instanceof Error ? error.name : 'unknown' });
          }
        }
      }
      if (order.status === 'paid') await ticketing.issue(order.id);
    },
  };
}

export type PaymentRefresh = ReturnType<typeof createPaymentRefresh>;
