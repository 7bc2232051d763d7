import type { DiscountOrderInfo } from '../../domain/booking/discount.ts';
import { NO_EXTRAS, type OrderExtrasView } from '../../domain/booking/extras.ts';
import type { OrderPriceLine, OrderSegment, OrderStatus, OrderView } from '../../domain/booking/order.ts';
import type { Transaction } from '../db/connect.ts';
import { DISCOUNTS_COLUMN } from './order-discounts.ts';
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
}

/** The columns of an order, read the same on PGlite and PostgreSQL (ids and amounts as plain numbers). */
export const ORDER_COLUMNS = `id::float8 as id, order_no, locator, status, site, lang, execution, member_id, holder, visitor_hash,
  trip, passengers, contact, price, currency, total_amount::float8 as total_amount, created_at, deadline, extras,
  ${DISCOUNTS_COLUMN}`;

interface OrderRow {
  id: number;
  order_no: string;
  locator: string;
  status: OrderStatus;
  site: string;
  lang: string;
  execution: string;
  member_id: number | null;
  holder: string;
  visitor_hash: string | null;
  trip: OrderSegment[];
  passengers: OrderPassenger[];
  contact: OrderContact;
  price: OrderPriceLine[];
  currency: string;
  total_amount: number;
  created_at: Date | string;
  deadline: Date | string;
  extras: OrderExtrasView | null;
  discounts: DiscountOrderInfo[];
}

function recordOf(row: OrderRow): OrderRecord {
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    locator: row.locator,
    status: row.status,
    site: row.site,
    lang: row.lang,
    execution: row.execution,
    memberId: row.member_id,
    holder: row.holder,
    visitorHash: row.visitor_hash,
    segments: row.trip,
    passengers: row.passengers,
    contact: row.contact,
    lines: row.price,
    currency: row.currency,
    total: Number(row.total_amount),
    createdAt: new Date(row.created_at),
    deadline: new Date(row.deadline),
    extras: row.extras,
    discounts: row.discounts,
  };
}

type Query = Transaction['query'];

export async function orderWhere(query: Query, condition: string, params: readonly unknown[], lock = ''): Promise<OrderRecord | undefined> {
  const [row] = await query<OrderRow>(`select ${ORDER_COLUMNS} from booking_order where ${condition} ${lock}`, params);
  return row ? recordOf(row) : undefined;
}

export async function ordersWhere(query: Query, condition: string, params: readonly unknown[]): Promise<OrderRecord[]> {
  return (await query<OrderRow>(`select ${ORDER_COLUMNS} from booking_order where ${condition}`, params)).map(recordOf);
}

/** Ticket numbers of an order per passenger index. */
export async function ticketsOf(query: Query, orderId: number): Promise<Map<number, string[]>> {
  const rows = await query<{ passenger: number; ticket_no: string }>(
    'select passenger, ticket_no from ticket where order_id = $1 order by passenger, coupon_set',
    [orderId],
  );
  const tickets = new Map<number, string[]>();
  for (const row of rows) tickets.set(row.passenger, [...(tickets.get(row.passenger) ?? []), row.ticket_no]);
  return tickets;
}

/** What the owner of an order sees: no document numbers, the price fields of spec 3. */
export function orderView(order: OrderRecord, tickets: ReadonlyMap<number, readonly string[]>): OrderView {
  const count = (type: 'ADT' | 'CNN' | 'INF') => order.passengers.filter((p) => p.type === type).length;
  const sum = (pick: (line: OrderPriceLine) => number) => order.lines.reduce((total, line) => total + pick(line) * line.count, 0);
  return {
    orderNo: order.orderNo,
    locator: order.locator,
    status: order.status,
    payStatus: order.status === 'paid' || order.status === 'ticketed',
    type: 'cash',
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
  };
}
