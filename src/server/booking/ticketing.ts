import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { OrderView } from '../../domain/booking/order.ts';
import { COUPONS_PER_TICKET, HOME_AIRLINE_ACCOUNTING_CODE, TICKET_SERIAL_DIGITS, ticketNumber } from '../airline/tickets/ticket-numbers.ts';
import { type BuiltStatement, buildOnce, runBuilt } from '../db/built-statements.ts';
import type { Database, DbHandle, Transaction } from '../db/connect.ts';
import { placeholderSql } from '../db/placeholder-sql.ts';
import { bookingOrder, type paymentAttempt } from '../db/schema.ts';
import type { MilesLedger } from '../miles/miles-ledger.ts';
import { cashOrderMiles } from '../miles/order-accrual.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import { orderUpdateWith, orderView, recordOfBuilt } from './order-records.ts';

/**
 * Called once an order's tickets are issued (the confirmation e-mail goes out here), with the order as ticketed, its
 * id, and whether the ticketing claimed the order's confirmation for this process (see INSERT_TICKETS).
 */
export type OnTicketed = (order: OrderView, orderId: number, confirmationClaimed: boolean) => void | Promise<void>;

/** An order ticketed in a transaction, for what follows once the transaction is committed (announce). */
export interface IssuedTickets {
  readonly id: number;
  readonly view: OrderView;
  /** Whether the tickets' statement claimed the order's confirmation e-mail for this process. */
  readonly confirmationClaimed: boolean;
}

/** Whether an order earns miles as it is ticketed: a member's order paid in cash. An award earns none. */
export const earnsMiles = <T extends { readonly memberId: number | null; readonly kind: string }>(order: T): order is T & { readonly memberId: number } =>
  order.memberId !== null && order.kind === 'cash';

/** The condition, on booking_order's row, that the order earns no miles as it is ticketed (see earnsMiles). */
export const earnsNoMilesSql = sql`(${bookingOrder.memberId} is null or ${bookingOrder.kind} <> 'cash')`;

/** What a payment's claim answers: the id of the order its attempt names, or no row (see ticketingStatement). */
export type PaymentClaim = WithSubqueryWithSelection<{ orderId: typeof paymentAttempt.orderId }, string>;

// The numbers the tickets' SQL is written with.
const PER_TICKET = sql.raw(String(COUPONS_PER_TICKET));
const SERIAL_DIGITS = sql.raw(String(TICKET_SERIAL_DIGITS));

/**
 * The serials of an order's tickets, drawn from the database's sequence (so that every server draws different ones)
 * in the statement that moves the order to ticketed: one per passenger for each set of up to four flight coupons.
 * ticketIn checks the count against the order it answers.
 */
const drawnSerials = sql<string[]>`to_jsonb(array(select nextval('ticket_serial')::text from generate_series(1,
  jsonb_array_length(${bookingOrder.passengers}) * ((jsonb_array_length(${bookingOrder.trip}) + ${PER_TICKET} - 1) / ${PER_TICKET}))))`;

/**
 * The ticket rows of the order `ticketed` answers, written by the same statement: one per passenger for each set of
 * up to four flight coupons, numbered from the serials drawn (passenger by passenger, a set each, as ticketIn reads
 * them). A serial longer than a ticket number holds leaves the number null, which fails the statement.
 */
const writtenTickets = (now: SQL) => sql`insert into ticket (ticket_no, order_id, passenger, coupon_set, coupons, issued_at)
    select case when length(s.serial) <= ${SERIAL_DIGITS} then ${HOME_AIRLINE_ACCOUNTING_CODE}::text || lpad(s.serial, ${SERIAL_DIGITS}, '0') end,
      t.id, (s.n - 1) / k.sets, (s.n - 1) % k.sets,
      (select jsonb_agg(c) from generate_series(((s.n - 1) % k.sets) * ${PER_TICKET},
        least(((s.n - 1) % k.sets + 1) * ${PER_TICKET}, jsonb_array_length(t.trip)) - 1) as c),
      ${now}::timestamptz
    from ticketed t
      cross join lateral (select (jsonb_array_length(t.trip) + ${PER_TICKET} - 1) / ${PER_TICKET} as sets) k
      cross join lateral jsonb_array_elements_text(t.extra) with ordinality as s(serial, n)`;

/**
 * The statement that tickets an order, built once (built-statements.ts): it moves the order to ticketed, draws its
 * tickets' serials and writes their rows, and claims the order's confirmation e-mail for the process that tickets it
 * (order_mail, as order-confirmations.ts claims it: one try, claimed now), so that neither the tickets nor the mail
 * that follows the commit need a statement of their own. The order is the paid one whose id is the placeholder
 * `orderId`; or, given a payment's claim, the unpaid one the claim names, with the payment's columns written too (the
 * order's payment is the provider's `providerRef`, the claim's own placeholder). Both take the time as `now`. It
 * answers the order as ticketed, its serials (`extra`), and whether the confirmation was claimed (an order is
 * ticketed once, so it always is), or no row when the order is not as it asks.
 */
export function ticketingStatement(db: Database, claim?: PaymentClaim): BuiltStatement {
  const now = placeholderSql('now');
  const update = claim
    ? orderUpdateWith(
        db,
        { status: 'ticketed', paidAt: now, paymentRef: placeholderSql('providerRef'), ticketedAt: now },
        and(eq(bookingOrder.id, sql`(select ${claim.orderId} from ${claim})`), eq(bookingOrder.status, 'unpaid')),
        drawnSerials,
      )
    : orderUpdateWith(
        db,
        { status: 'ticketed', ticketedAt: now },
        and(eq(bookingOrder.id, sql.placeholder('orderId')), eq(bookingOrder.status, 'paid')),
        drawnSerials,
      );
  const ticketed = db.$with('ticketed').as(update);
  const tickets = db.$with('tickets', {}).as(writtenTickets(now));
  const confirmation = db.$with('confirmation', {}).as(
    sql`insert into order_mail (order_id, claimed_at, tries) select t.id, ${now}::timestamptz, 1 from ticketed t
          on conflict (order_id) do nothing returning order_id`,
  );
  return buildOnce(
    db
      .with(...(claim ? [claim] : []), ticketed, tickets, confirmation)
      .select({ ...ticketed._.selectedFields, confirmationClaimed: sql<boolean>`exists (select 1 from confirmation)`.as('confirmationClaimed') })
      .from(ticketed),
  );
}

/**
 * Ticketing of paid orders. The paid status is itself the durable marker "to be
 * ticketed": it is written in the transaction that records the payment, so an
 * order can never be paid without being found here later. Tickets and the
 * ticketed status are written in one transaction that first moves the order to
 * ticketed: of two servers ticketing the same order, one waits on the row and
 * then finds nothing left to do. The payment's own transaction tickets the order
 * it pays, in the same statements (ticketIn), and only when that fails is the
 * order left paid for `issue`. A member's order earns its miles in the same
 * transaction, once.
 */
export function createTicketing(deps: { db: DbHandle; clock: Clock; logger: Logger; miles: MilesLedger; onTicketed?: OnTicketed }) {
  const { db, clock, logger } = deps;

  const byId = ticketingStatement(db.db);

  /**
   * Tickets an order in the caller's transaction by a ticketingStatement, with the values of its placeholders;
   * undefined when the order is not as the statement asks. With `last`, the statement is the transaction's last
   * (Transaction.last), for a statement that tickets only orders that earn no miles, since the miles are a statement
   * of their own.
   */
  async function ticketIn(
    tx: Transaction,
    statement: BuiltStatement,
    values: Readonly<Record<string, unknown>>,
    now: Date,
    { last = false } = {},
  ): Promise<IssuedTickets | undefined> {
    const send = () => runBuilt(tx, statement, { ...values, now });
    const [row] = await (last ? tx.last(send) : send());
    if (!row) return undefined;
    const { order, extra } = recordOfBuilt(row);
    const serials = extra as string[];
    const orderId = order.id;
    // One ticket per passenger for each set of up to four flight coupons (conjunction tickets beyond), as the
    // statement wrote them: the numbers go out passenger by passenger, a set of coupons each.
    const sets = Math.ceil(order.segments.length / COUPONS_PER_TICKET);
    if (serials.length !== order.passengers.length * sets) throw new Error(`Drew ${serials.length} ticket serials for order ${order.orderNo}`);
    const numbers = serials.map((serial) => ticketNumber(BigInt(serial)));
    const ticketsOf = (passenger: number) => numbers.slice(passenger * sets, (passenger + 1) * sets);
    // The demo credits a member's miles at ticketing (an airline would on the flown coupons); an award earns none.
    if (earnsMiles(order)) {
      if (last) throw new Error(`Order ${order.orderNo} earns miles, but was ticketed by a statement for orders that earn none`);
      await deps.miles.accrue(tx, order.memberId, await cashOrderMiles(tx, order.segments), order.orderNo);
    }
    return {
      id: orderId,
      view: orderView(order, new Map(order.passengers.map((_, passenger) => [passenger, ticketsOf(passenger)]))),
      confirmationClaimed: row.confirmationClaimed === true,
    };
  }

  /** What follows the commit of an order's tickets: the log line and the after-ticketing step (the confirmation e-mail). */
  async function announce(issued: IssuedTickets): Promise<void> {
    logger.info('order ticketed', { orderNo: issued.view.orderNo, tickets: issued.view.passengers.reduce((n, p) => n + p.tickets.length, 0) });
    try {
      await deps.onTicketed?.(issued.view, issued.id, issued.confirmationClaimed);
    } catch (error) {
      logger.error('after-ticketing step failed', { orderNo: issued.view.orderNo, error: error instanceof Error ? error.name : 'unknown' });
    }
  }

  async function issue(orderId: number): Promise<boolean> {
    const issued = await db.transaction((tx) => ticketIn(tx, byId, { orderId }, clock.now()));
    if (!issued) return false;
    await announce(issued);
    return true;
  }

  return {
    issue,
    ticketIn,
    announce,

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
