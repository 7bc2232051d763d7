import { desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DiscountOrderInfo } from '../../domain/booking/discount.ts';
import { NO_EXTRAS, type OrderExtrasView } from '../../domain/booking/extras.ts';
import type { OrderKind, OrderPriceLine, OrderSegment, OrderStatus, OrderView, ScheduleChangeView } from '../../domain/booking/order.ts';
import type { Invoice } from '../../domain/business/business-accounts.ts';
import { tableRow } from '../db/built-statements.ts';
import type { Database } from '../db/connect.ts';
import { type BookingOrderRow, bookingOrder, type PaymentAttemptRow, paymentAttempt, scheduleChange, ticket } from '../db/schema.ts';
import { discountsOfOrder } from './order-discounts.ts';
import { type OrderPassenger, ticketName } from './order-passengers.ts';

export interface OrderContact {
  readonly contactName: string;
  readonly areaCode: string;
  readonly phone: string;
  readonly email: string;
}

/** An order as stored. */
export interface OrderRecord {
  readonly id: number;
  readonly orderNo: string;
  readonly locator: string;
  readonly status: OrderStatus;
  readonly kind: OrderKind;
  /** The miles an award spends (0 for cash). */
  readonly miles: number;
  readonly site: string;
  readonly lang: string;
  readonly execution: string;
  readonly memberId: number | null;
  readonly holder: string;
  readonly visitorHash: string | null;
  readonly segments: readonly OrderSegment[];
  readonly passengers: readonly OrderPassenger[];
  readonly contact: OrderContact;
  readonly lines: readonly OrderPriceLine[];
  readonly currency: string;
  readonly total: number;
  readonly createdAt: Date;
  readonly deadline: Date;
  readonly extras: OrderExtrasView | null;
  readonly discounts: readonly DiscountOrderInfo[];
  /** A business traveller's invoice details. */
  readonly invoice: Invoice | null;
}

/** An order's columns, and the discounts it took (see order-discounts.ts). */
// The discounts under their own name, so that a statement run by its text (recordOfBuilt) reads them by it too.
const ORDER_FIELDS = { ...getTableColumns(bookingOrder), discounts: discountsOfOrder.as('discounts') };

type OrderRow = BookingOrderRow & { discounts: DiscountOrderInfo[] };

// The schema types the status as text (its check keeps it to OrderStatus) and leaves the jsonb columns untyped: orders.ts alone writes them.
function recordOf(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    orderNo: row.orderNo,
    locator: row.locator,
    status: row.status as OrderStatus,
    kind: row.kind as OrderKind,
    miles: row.miles,
    site: row.site,
    lang: row.lang,
    execution: row.execution,
    memberId: row.memberId,
    holder: row.holder,
    visitorHash: row.visitorHash,
    segments: row.trip as OrderSegment[],
    passengers: row.passengers as OrderPassenger[],
    contact: row.contact as OrderContact,
    lines: row.price as OrderPriceLine[],
    currency: row.currency,
    total: row.totalAmount,
    createdAt: row.createdAt,
    deadline: row.deadline,
    extras: row.extras as OrderExtrasView | null,
    discounts: row.discounts,
    invoice: row.invoice as Invoice | null,
  };
}

/** An order as its statement wrote it, with no discount yet (a discount is claimed after the order is written). */
export function writtenOrder(row: BookingOrderRow): OrderRecord {
  return recordOf({ ...row, discounts: [] });
}

/** Sets an order's columns where a condition holds and answers the order as it then is, in one statement. */
export async function updateOrderWhere(
  db: Database,
  set: Partial<typeof bookingOrder.$inferInsert>,
  condition: SQL | undefined,
): Promise<OrderRecord | undefined> {
  const [row] = await db.update(bookingOrder).set(set).where(condition).returning(ORDER_FIELDS);
  return row ? recordOf(row) : undefined;
}

/**
 * An update of orders that answers each order as it then is, with one more value of the updated row (`extra`): to
 * build once (built-statements.ts), its rows read with recordOfBuilt.
 */
export function orderUpdateWith(db: Database, set: PgUpdateSetSource<typeof bookingOrder>, condition: SQL | undefined, extra: SQL) {
  return db
    .update(bookingOrder)
    .set(set)
    .where(condition)
    .returning({ ...ORDER_FIELDS, extra: extra.as('extra') });
}

/** The order of a row that orderUpdateWith's statement answered (run by runBuilt), and its extra value. */
export function recordOfBuilt(raw: Readonly<Record<string, unknown>>): { order: OrderRecord; extra: unknown } {
  return { order: recordOf({ ...tableRow(bookingOrder, raw), discounts: raw.discounts as DiscountOrderInfo[] }), extra: raw.extra };
}

/** The order that meets a condition; `lock` takes its row for the rest of the transaction. */
export async function orderWhere(db: Database, condition: SQL | undefined, lock?: 'update'): Promise<OrderRecord | undefined> {
  const query = db.select(ORDER_FIELDS).from(bookingOrder).where(condition);
  const [row] = lock ? await query.for(lock) : await query;
  return row ? recordOf(row) : undefined;
}

/**
 * The order with an order number, by a statement built once (and kept prepared, as attemptsWithOrders
 * explains): the number is what every page of an order asks by.
 */
export function ordersByNumber(db: Database): (orderNo: string) => Promise<OrderRecord | undefined> {
  const query = db
    .select(ORDER_FIELDS)
    .from(bookingOrder)
    .where(eq(bookingOrder.orderNo, sql.placeholder('orderNo')))
    .prepare('order_by_number');
  return async (orderNo) => {
    const [row] = await query.execute({ orderNo });
    return row ? recordOf(row) : undefined;
  };
}

/** An order's tickets as [passenger, ticket number] pairs, in the order ticketsOf reads them. */
const ticketPairs = sql<[number, string][]>`coalesce((select jsonb_agg(jsonb_build_array(${ticket.passenger}, ${ticket.ticketNo})
    order by ${ticket.passenger}, ${ticket.couponSet}) from ${ticket} where ${ticket.orderId} = ${bookingOrder.id}), '[]'::jsonb)`;

/** Whether any schedule change names the order (few do: their list is read apart, scheduleChangesOf). */
const hasScheduleChanges = sql<boolean>`exists (select 1 from ${scheduleChange} where ${scheduleChange.orderId} = ${bookingOrder.id})`;

/**
 * The paid page's poll: a payment attempt with its order and the order's tickets, read in one statement built once,
 * since the page asks for them every few hundred milliseconds until the order is ticketed.
 */
export function attemptsWithOrders(db: Database) {
  const query = db
    .select({ attempt: getTableColumns(paymentAttempt), order: ORDER_FIELDS, tickets: ticketPairs, changed: hasScheduleChanges })
    .from(paymentAttempt)
    .innerJoin(bookingOrder, eq(bookingOrder.id, paymentAttempt.orderId))
    .where(eq(paymentAttempt.id, sql.placeholder('reference')))
    // Built once, and kept prepared under its name on each connection of a PostgreSQL server (see keptStatement in
    // connect.ts; the embedded database keeps every statement parsed, pglite-statements.ts).
    .prepare('attempt_with_order');
  return async (
    reference: string,
  ): Promise<{ attempt: PaymentAttemptRow; order: OrderRecord; tickets: Map<number, string[]>; scheduleChanged: boolean } | undefined> => {
    const [row] = await query.execute({ reference });
    if (!row) return undefined;
    const tickets = new Map<number, string[]>();
    for (const [passenger, ticketNo] of row.tickets) tickets.set(passenger, [...(tickets.get(passenger) ?? []), ticketNo]);
    return { attempt: row.attempt, order: recordOf(row.order), tickets, scheduleChanged: row.changed };
  };
}

/** The orders that meet a condition, newest first (at most 200). */
export async function ordersWhere(db: Database, condition: SQL | undefined): Promise<OrderRecord[]> {
  const rows = await db.select(ORDER_FIELDS).from(bookingOrder).where(condition).orderBy(desc(bookingOrder.createdAt), desc(bookingOrder.id)).limit(200);
  return rows.map(recordOf);
}

/** Ticket numbers of an order per passenger index. */
export async function ticketsOf(db: Database, orderId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ passenger: ticket.passenger, ticketNo: ticket.ticketNo })
    .from(ticket)
    .where(eq(ticket.orderId, orderId))
    .orderBy(ticket.passenger, ticket.couponSet);
  const tickets = new Map<number, string[]>();
  for (const row of rows) tickets.set(row.passenger, [...(tickets.get(row.passenger) ?? []), row.ticketNo]);
  return tickets;
}

/** What the owner of an order sees: no document numbers, the price fields of spec 3. */
export function orderView(order: OrderRecord, tickets: ReadonlyMap<number, readonly string[]>, scheduleChanges: readonly ScheduleChangeView[] = []): OrderView {
  const count = (type: 'ADT' | 'CNN' | 'INF') => order.passengers.filter((p) => p.type === type).length;
  const sum = (pick: (line: OrderPriceLine) => number) => order.lines.reduce((total, line) => total + pick(line) * line.count, 0);
  return {
    orderNo: order.orderNo,
    locator: order.locator,
    status: order.status,
    payStatus: order.status === 'paid' || order.status === 'ticketed',
    type: order.kind,
    miles: order.miles,
    site: order.site,
    lang: order.lang,
    createdAt: order.createdAt.toISOString(),
    deadline: order.deadline.toISOString(),
    segments: [...order.segments],
    passengers: order.passengers.map((p, i) => ({ type: p.type, name: ticketName(p), infantOf: p.infantOf, tickets: [...(tickets.get(i) ?? [])] })),
    contact: { ...order.contact },
    prices: [...order.lines],
    equivFarecurrency: order.currency,
    totalPrice: sum((l) => l.fare),
    totalTax: sum((l) => l.taxes),
    totalSurcharge: sum((l) => l.surcharges),
    totalPayMoney: order.total,
    totaladultNum: count('ADT'),
    totalchildNum: count('CNN'),
    totalinfantNum: count('INF'),
    extras: order.extras ?? NO_EXTRAS,
    discountOrderInfos: [...order.discounts],
    scheduleChanges: [...scheduleChanges],
    invoice: order.invoice,
  };
}
