import type { DiscountOrderInfo } from './discount.ts';
import { type OrderExtrasView, SEATED_TYPES, type SeatKind } from './extras.ts';
import type { OrderView } from './order.ts';

/**
 * An order's extras and price arranged for reading: what each passenger has on
 * each flight, and the price as rows that add up to what is paid. The order
 * pages and the confirmation e-mail share it, so both say the same.
 */

/** What one passenger has on one flight: a seat (or none), extra bags and a special meal, each with its price. */
export interface PassengerFlightExtras {
  readonly passenger: number;
  readonly name: string;
  /** False for an infant, who sits on an adult's lap and never has a seat of its own. */
  readonly seated: boolean;
  readonly seat: { readonly seat: string; readonly kind: SeatKind; readonly amount: number } | null;
  readonly bags: { readonly pieces: number; readonly kg: number; readonly amount: number } | null;
  readonly meal: { readonly code: string; readonly amount: number } | null;
}

type ExtrasHolder = Pick<OrderView, 'passengers' | 'extras'>;

/** The passengers of one flight (by its index in the order's segments) with their extras, in the order's passenger order. */
export function flightExtras(order: ExtrasHolder, segment: number): PassengerFlightExtras[] {
  const on = <T extends { segment: number; passenger: number }>(items: readonly T[], passenger: number) =>
    items.find((item) => item.segment === segment && item.passenger === passenger);
  return order.passengers.map((p, passenger) => {
    const seat = on(order.extras.seats, passenger);
    const bags = on(order.extras.bags, passenger);
    const meal = on(order.extras.meals, passenger);
    return {
      passenger,
      name: p.name,
      seated: SEATED_TYPES.includes(p.type),
      seat: seat ? { seat: seat.seat, kind: seat.kind, amount: seat.amount } : null,
      bags: bags && bags.pieces > 0 ? { pieces: bags.pieces, kg: bags.kg, amount: bags.amount } : null,
      meal: meal ? { code: meal.code, amount: meal.amount } : null,
    };
  });
}

/** Whether an order has any extra at all. */
export function hasExtras(extras: OrderExtrasView): boolean {
  return extras.seats.length + extras.bags.length + extras.meals.length > 0;
}

export type PriceRow =
  | { readonly kind: 'fares' | 'seats' | 'bags' | 'meals'; readonly amount: number }
  | { readonly kind: 'discount'; readonly amount: number; readonly discount: DiscountOrderInfo }
  /** What the rows above leave unexplained: never expected, shown so that the rows still add up. */
  | { readonly kind: 'other'; readonly amount: number };

type PricedOrder = Pick<OrderView, 'totalPrice' | 'totalTax' | 'totalSurcharge' | 'totalPayMoney' | 'extras' | 'discountOrderInfos'>;

/**
 * The price of an order as rows: the flights (fares, taxes and surcharges), each
 * kind of extra the order has, each discount as a negative amount, and whatever
 * is left over; the rows' amounts add up to totalPayMoney.
 */
export function priceBreakdown(order: PricedOrder): PriceRow[] {
  const sum = (items: readonly { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);
  const rows: PriceRow[] = [{ kind: 'fares', amount: order.totalPrice + order.totalTax + order.totalSurcharge }];
  if (order.extras.seats.length > 0) rows.push({ kind: 'seats', amount: sum(order.extras.seats) });
  if (order.extras.bags.length > 0) rows.push({ kind: 'bags', amount: sum(order.extras.bags) });
  if (order.extras.meals.length > 0) rows.push({ kind: 'meals', amount: sum(order.extras.meals) });
  for (const discount of order.discountOrderInfos) rows.push({ kind: 'discount', amount: -discount.amount, discount });
  const rest = order.totalPayMoney - sum(rows);
  if (rest !== 0) rows.push({ kind: 'other', amount: rest });
  return rows;
}
