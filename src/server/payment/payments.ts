import { randomBytes } from 'node:crypto';
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { OrderView } from '../../domain/booking/order.ts';
import type { Lang } from '../../domain/languages.ts';
import { siteLocale } from '../../domain/locale-format.ts';
import { findSite } from '../../domain/site-lookup.ts';
import { routePath } from '../../lib/routing/paths.ts';
import { attemptsWithOrders, type OrderRecord, orderView } from '../booking/order-records.ts';
import { holds, type OrderService, type Requester } from '../booking/orders.ts';
import { earnsNoMilesSql, type IssuedTickets, type Ticketing, ticketingStatement } from '../booking/ticketing.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { placeholderSql } from '../db/placeholder-sql.ts';
import { bookingOrder, type PaymentAttemptRow, paymentAttempt } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { BoundedCache } from '../platform/bounded-cache.ts';
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

/** The statuses of an attempt whose success was already applied: the order paid, or the payment refunded as late. */
const APPLIED = ['succeeded', 'refunded'];
const applied = (attempt: PaymentAttemptRow) => APPLIED.includes(attempt.status);

/** Room for the outcomes of about ten thousand notifications this process applied, for the provider's repeats. */
const SETTLED_BYTES = 1024 * 1024;

type Applied = { result: ConfirmResult; orderId?: number; issued?: IssuedTickets };

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
   * The notifications this process applied, by the same key: an applied notification stays applied (a settled
   * attempt never goes back to pending), so a repeat is answered from here, without the database.
   */
  const settled = new BoundedCache<string, ConfirmResult>({ maxBytes: SETTLED_BYTES, sizeOf: () => 8 });
  const attemptWithOrder = attemptsWithOrders(db.db);
  // Built once, as attemptsWithOrders is.
  const insertAttempt = db.db
    .insert(paymentAttempt)
    .values({
      id: sql.placeholder('id'),
      orderId: sql.placeholder('orderId'),
      provider: provider.name,
      providerRef: sql.placeholder('providerRef'),
      status: 'pending',
      amount: sql.placeholder('amount'),
      currency: sql.placeholder('currency'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .prepare('payment_attempt_insert');

  /** The claim of a payment's attempt (see payAndTicket), of an order that also meets `order`, if given. */
  const claimOf = (order?: SQL) =>
    db.db.$with('claimed').as(
      db.db
        .update(paymentAttempt)
        .set({ status: 'succeeded', reason: null, updatedAt: placeholderSql('now') })
        .where(
          and(
            eq(paymentAttempt.providerRef, sql.placeholder('providerRef')),
            eq(paymentAttempt.id, sql.placeholder('reference')),
            eq(paymentAttempt.amount, sql.placeholder('amount')),
            eq(paymentAttempt.currency, sql.placeholder('currency')),
            notInArray(paymentAttempt.status, APPLIED),
            sql`exists (select 1 from ${bookingOrder} where ${bookingOrder.id} = ${paymentAttempt.orderId} and ${bookingOrder.status} = 'unpaid' ${order ? sql`and ${order}` : sql``} for update)`,
          ),
        )
        .returning({ orderId: paymentAttempt.orderId }),
    );
  // The usual success's statements (payAndTicket), built once: every payment runs one or both.
  const claimAndTicket = ticketingStatement(db.db, claimOf());
  const claimAndTicketEarningNoMiles = ticketingStatement(db.db, claimOf(earnsNoMilesSql));

  /**
   * Applies one notification. A repeat that arrives while this process still applies the same notification (providers
   * send again within moments) waits for that one and answers as a repeat would, rather than queueing on the
   * attempt's lock in a transaction of its own; if that one failed, the repeat applies the notification itself.
   */
  async function confirm(event: PaymentEvent): Promise<ConfirmResult> {
    const key = `${event.reference}|${event.providerRef}|${event.outcome}`;
    const known = settled.get(key);
    if (known !== undefined) return asRepeat(known);
    const first = applying.get(key);
    if (first) {
      const result = await first.catch(() => undefined);
      if (result !== undefined) return asRepeat(result);
    }
    const work = apply(event);
    applying.set(key, work);
    try {
      const result = await work;
      if (result !== 'unknown') settled.set(key, result);
      return result;
    } finally {
      if (applying.get(key) === work) applying.delete(key);
    }
  }

  /** The values of a claim's placeholders but the time. */
  const claimValues = (event: PaymentEvent) => ({
    providerRef: event.providerRef,
    reference: event.reference,
    amount: event.amount.amount,
    currency: event.amount.currency,
  });

  const asRepeat = (result: ConfirmResult): ConfirmResult => (result === 'paid' || result === 'late' ? 'duplicate' : result);

  /**
   * Applies one notification. A success moves the order from unpaid to paid in
   * the transaction that records the payment, only if it is still unpaid: a
   * repeated notification finds the attempt already succeeded, a success for an
   * order that expired or was paid by another attempt is refunded. A failure never
   * undoes a success that came before it. The same transaction tickets the order it
   * pays; should the tickets fail, the payment is recorded alone, the order stays
   * paid, and it is ticketed again at once and by the recovery pass.
   */
  async function apply(event: PaymentEvent): Promise<ConfirmResult> {
    const now = clock.now();
    let outcome: Applied | undefined;
    if (event.outcome === 'succeeded') {
      try {
        outcome = await db.transaction((tx) => payAndTicketAlone(tx, event, now));
        outcome ??= await db.transaction((tx) => payAndTicket(tx, event, now));
      } catch (error) {
        logger.error('payment with its tickets failed; recording the payment alone', {
          reference: event.reference,
          error: error instanceof Error ? error.name : 'unknown',
        });
      }
    }
    outcome ??= await db.transaction((tx) => settle(tx, event, now));
    if (outcome.result === 'paid') {
      logger.info('order paid', { reference: event.reference });
      if (outcome.issued) await ticketing.announce(outcome.issued);
      else if (outcome.orderId !== undefined) await ticketAfter(event, outcome.orderId);
    }
    if (outcome.result === 'late') {
      logger.warn('payment came after its order closed; refunding', { reference: event.reference });
      await provider.refund(event.providerRef);
    }
    return outcome.result;
  }

  /**
   * The usual success, in two statements: the attempt is claimed by the update that marks it succeeded, the order it
   * names is paid and marked ticketed by the same statement, and the tickets' rows follow. The claim takes the order's
   * row first and only while the order is unpaid, so the two parts see the order alike: a repeat waits on the rows,
   * then finds the attempt applied and changes nothing, and an order closed meanwhile is left unclaimed. Anything else
   * (no such attempt, applied already, an amount that differs, an order no longer unpaid) is left to `settle`, under
   * the attempt's lock.
   */
  async function payAndTicket(tx: Transaction, event: PaymentEvent, now: Date): Promise<Applied> {
    const issued = await ticketing.ticketIn(tx, claimAndTicket, claimValues(event), now);
    return issued ? { result: 'paid', orderId: issued.id, issued } : settle(tx, event, now);
  }

  /**
   * The usual success of an order that earns no miles (a guest's, an award's), as payAndTicket pays it but in its
   * statement alone, the transaction's last (Transaction.last): the begin, the statement and the commit go in one
   * write, and take one round trip. Undefined when the statement claimed nothing, and so wrote nothing: a member's
   * cash order, whose miles are a statement of their own, and whatever `settle` is for, which payAndTicket then does.
   */
  async function payAndTicketAlone(tx: Transaction, event: PaymentEvent, now: Date): Promise<Applied | undefined> {
    const issued = await ticketing.ticketIn(tx, claimAndTicketEarningNoMiles, claimValues(event), now, { last: true });
    return issued && { result: 'paid', orderId: issued.id, issued };
  }

  /** Applies a notification under the attempt's lock, the order only marked paid (ticketing follows on its own). */
  async function settle(tx: Transaction, event: PaymentEvent, now: Date): Promise<Applied> {
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
  }

  async function ticketAfter(event: PaymentEvent, orderId: number): Promise<void> {
    try {
      await ticketing.issue(orderId);
    } catch (error) {
      // The order stays paid; the recovery pass tickets it.
      logger.error('ticketing failed; it is retried by the recovery pass', {
        reference: event.reference,
        error: error instanceof Error ? error.name : 'unknown',
      });
    }
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
      await insertAttempt.execute({
        id: reference,
        orderId: order.id,
        providerRef: started.providerRef,
        amount: order.total,
        currency: order.currency,
        now: clock.now(),
      });
      return { url: started.redirectUrl, execution: reference };
    },

    /** How a payment attempt ended, for whoever holds its order. */
    async paidStatus(reference: string, requester: Requester): Promise<PaidStatus> {
      const found = await attemptWithOrder(reference);
      if (!found || !holds(found.order, requester)) throw new AppError('notFound');
      const { attempt, order } = found;
      if (attempt.status === 'succeeded' && (order.status === 'paid' || order.status === 'ticketed'))
        // The tickets came with the order; the rare schedule changes are read apart.
        return { status: 'success', order: found.scheduleChanged ? await orders.view(order) : orderView(order, found.tickets) };
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
