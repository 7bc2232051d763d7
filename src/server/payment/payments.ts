import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderView } from '../../domain/booking/order.ts';
import type { Lang } from '../../domain/languages.ts';
import { siteLocale } from '../../domain/locale-format.ts';
import { findSite } from '../../domain/site-lookup.ts';
import { routePath } from '../../lib/routing/paths.ts';
import { attemptWithOrder, type OrderRecord } from '../booking/order-records.ts';
import { holds, type OrderService, type Requester } from '../booking/orders.ts';
import type { Ticketing } from '../booking/ticketing.ts';
import type { DbHandle } from '../db/connect.ts';
import { bookingOrder, type PaymentAttemptRow, paymentAttempt } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import type { PaymentEvent, PaymentFailure, PaymentProvider } from './provider.ts';

/** The kind of purchase in the paid page's path (spec route book/paid/:type/:execution). */
export const PAID_TYPE = 'order';
/** The path of the storefront's pages. */
export const PAGE_BASE = '/tk';

export type PaidStatus =
  | { status: 'success'; order: OrderView }
  | { status: 'failure'; reason: PaymentFailure | 'orderClosed' | 'expired' | 'cancelled'; retry: boolean; orderNo: string }
  | { status: 'pending' };

export type ConfirmResult = 'paid' | 'duplicate' | 'failed' | 'late' | 'unknown';

/** Whether a success for the attempt was already applied: the order paid, or the payment refunded as late. */
const applied = (attempt: PaymentAttemptRow) => attempt.status === 'succeeded' || attempt.status === 'refunded';

/**
 * Paying for orders: an attempt at the provider per jump to its page, the
 * provider's notifications applied exactly once, and the status the paid page
 * shows.
 */
export function createPayments(deps: { db: DbHandle; clock: Clock; logger: Logger; provider: PaymentProvider; orders: OrderService; ticketing: Ticketing }) {
  const { db, clock, logger, provider, orders, ticketing } = deps;

  /** The notifications this process is applying now, by attempt, provider reference and outcome. */
  const applying = new Map<string, Promise<ConfirmResult>>();

  /**
   * Applies one notification. A repeat that arrives while this process still applies the same notification (providers
   * send again within moments) waits for that one and answers as a repeat would, rather than queueing on the
   * attempt's lock in a transaction of its own; if that one failed, the repeat applies the notification itself.
   */
  async function confirm(event: PaymentEvent): Promise<ConfirmResult> {
    const key = `${event.reference}|${event.providerRef}|${event.outcome}`;
    const first = applying.get(key);
    if (first) {
      const result = await first.catch(() => undefined);
      if (result !== undefined) return result === 'paid' || result === 'late' ? 'duplicate' : result;
    }
    const work = apply(event);
    applying.set(key, work);
    try {
      return await work;
    } finally {
      if (applying.get(key) === work) applying.delete(key);
    }
  }

  /**
   * Applies one notification. A success moves the order from unpaid to paid in
   * the transaction that records the payment, only if it is still unpaid: a
   * repeated notification finds the attempt already succeeded, a success for an
   * order that expired or was paid by another attempt is refunded. A failure never
   * undoes a success that came before it.
   */
  async function apply(event: PaymentEvent): Promise<ConfirmResult> {
    // Providers send a notification again and again; one already applied is answered from a plain read, without a
    // transaction or the attempt's lock. A settled attempt never goes back to pending, so the read cannot be stale.
    if (event.outcome === 'succeeded') {
      const attempt = await attemptOf(event.reference);
      if (attempt?.providerRef === event.providerRef && applied(attempt)) return 'duplicate';
    }
    const now = clock.now();
    const result = await db.transaction(async (tx): Promise<{ result: ConfirmResult; orderId?: number }> => {
      const [attempt] = await tx.db.select().from(paymentAttempt).where(eq(paymentAttempt.providerRef, event.providerRef)).for('update');
      if (!attempt || attempt.id !== event.reference) return { result: 'unknown' };
      const orderId = attempt.orderId;
      if (event.outcome === 'failed') {
        await tx.db
          .update(paymentAttempt)
          .set({ status: 'failed', reason: event.reason, updatedAt: now })
          .where(and(eq(paymentAttempt.id, attempt.id), eq(paymentAttempt.status, 'pending')));
        return { result: 'failed' };
      }
      if (applied(attempt)) return { result: 'duplicate' };
      if (event.amount.amount !== attempt.amount || event.amount.currency !== attempt.currency) {
        logger.error('payment amount differs from the order', { reference: attempt.id });
        await tx.db.update(paymentAttempt).set({ status: 'refunded', reason: 'amount', updatedAt: now }).where(eq(paymentAttempt.id, attempt.id));
        return { result: 'late' };
      }
      const [paid] = await tx.db
        .update(bookingOrder)
        .set({ status: 'paid', paidAt: now, paymentRef: event.providerRef })
        .where(and(eq(bookingOrder.id, orderId), eq(bookingOrder.status, 'unpaid')))
        .returning({ id: bookingOrder.id });
      await tx.db
        .update(paymentAttempt)
        .set({ status: paid ? 'succeeded' : 'refunded', reason: paid ? null : 'orderClosed', updatedAt: now })
        .where(eq(paymentAttempt.id, attempt.id));
      return paid ? { result: 'paid', orderId } : { result: 'late' };
    });
    if (result.result === 'paid' && result.orderId !== undefined) {
      logger.info('order paid', { reference: event.reference });
      try {
        await ticketing.issue(result.orderId);
      } catch (error) {
        // The order stays paid; the recovery pass tickets it.
        logger.error('ticketing failed; it is retried by the recovery pass', {
          reference: event.reference,
          error: error instanceof Error ? error.name : 'unknown',
        });
      }
    }
    if (result.result === 'late') {
      logger.warn('payment came after its order closed; refunding', { reference: event.reference });
      await provider.refund(event.providerRef);
    }
    return result.result;
  }

  async function attemptOf(id: string): Promise<PaymentAttemptRow | undefined> {
    const [attempt] = await db.db.select().from(paymentAttempt).where(eq(paymentAttempt.id, id));
    return attempt;
  }

  return {
    confirm,

    /**
     * The jump: a new payment attempt for an unpaid order, and the provider's page
     * to pay it on. The site (its code, as the form's country gives it) is where the
     * traveller comes back to; one that does not exist is e01 on country.
     */
    async jump(order: OrderRecord, siteCode: string, lang: Lang): Promise<{ url: string; execution: string }> {
      const site = findSite(siteCode)?.code;
      if (site === undefined) throw new AppError('e01', { fields: { country: { code: 'e01' } } });
      if (order.status !== 'unpaid' || order.deadline.getTime() <= clock.now().getTime()) throw new AppError('orderClosed');
      const reference = randomBytes(16).toString('base64url');
      const started = await provider.start({
        reference,
        orderNo: order.orderNo,
        amount: { amount: order.total, currency: order.currency },
        lang,
        locale: siteLocale(lang, site),
        returnUrl: `${PAGE_BASE}/${site}/${lang}/book/paid/${PAID_TYPE}/${reference}/`,
        // The order page serves every flow that pays (cash, award taxes, an order paid later) and outlives the booking session.
        backUrl: `${PAGE_BASE}/${site}/${lang}/${routePath('my.order.detail', { oId: order.orderNo })}/`,
      });
      const now = clock.now();
      await db.db.insert(paymentAttempt).values({
        id: reference,
        orderId: order.id,
        provider: provider.name,
        providerRef: started.providerRef,
        status: 'pending',
        amount: order.total,
        currency: order.currency,
        createdAt: now,
        updatedAt: now,
      });
      return { url: started.redirectUrl, execution: reference };
    },

    /** How a payment attempt ended, for whoever holds its order. */
    async paidStatus(reference: string, requester: Requester): Promise<PaidStatus> {
      const found = await attemptWithOrder(db.db, reference);
      if (!found || !holds(found.order, requester)) throw new AppError('notFound');
      const { attempt, order } = found;
      if (attempt.status === 'succeeded' && (order.status === 'paid' || order.status === 'ticketed'))
        return { status: 'success', order: await orders.view(order) };
      if (attempt.status === 'refunded') return { status: 'failure', reason: 'orderClosed', retry: false, orderNo: order.orderNo };
      if (order.status === 'expired' || order.status === 'cancelled') return { status: 'failure', reason: order.status, retry: false, orderNo: order.orderNo };
      if (attempt.status === 'failed') {
        const open = order.status === 'unpaid' && order.deadline.getTime() > clock.now().getTime();
        return { status: 'failure', reason: (attempt.reason as PaymentFailure | null) ?? 'declined', retry: open, orderNo: order.orderNo };
      }
      return { status: 'pending' };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
