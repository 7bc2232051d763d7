import { sql } from 'drizzle-orm';
import type { DiscountOrderInfo, OrderDiscount } from '../../domain/booking/discount.ts';
import type { DiscountBasis } from '../../domain/coupon/discount-rules.ts';
import { redeemDiscount, releaseDiscounts } from '../coupon/redemption.ts';
import type { Transaction } from '../db/connect.ts';
import { bookingOrder, orderDiscount } from '../db/schema.ts';
import type { OrderPrice } from './order-pricing.ts';

/** The discounts of an order, as a value beside the order's columns (see order-records.ts). */
export const discountsOfOrder = sql<DiscountOrderInfo[]>`coalesce((select jsonb_agg(jsonb_build_object('discountCode', ${orderDiscount.discountCode},
    'kind', ${orderDiscount.kind}, 'amount', ${orderDiscount.amount})) from ${orderDiscount} where ${orderDiscount.orderId} = ${bookingOrder.id}), '[]'::jsonb)`;

/** What a discount is weighed against: the trip as priced for the order, its base fares apart. */
export function discountBasis(price: OrderPrice, site: string, at: Date): DiscountBasis {
  const fares = price.lines.reduce((sum, line) => sum + line.fare * line.count, 0);
  return { site, at, currency: price.total.currency, fares, total: price.total.amount };
}

/**
 * Applies the order body's discount inside the order's transaction, after the
 * trip is priced: weighed again here (the page's figure is never used), claimed
 * once and recorded. It answers what the discount takes, which the order then
 * takes off what it costs (amountToPay). A discount takes only from the base
 * fares, so the total never drops below the taxes and surcharges.
 */
export async function applyOrderDiscount(
  tx: Transaction,
  input: { orderId: number; discount: OrderDiscount | undefined; memberId: number | undefined; price: OrderPrice; site: string; at: Date },
): Promise<DiscountOrderInfo | undefined> {
  if (!input.discount) return undefined;
  return redeemDiscount(tx, {
    orderId: input.orderId,
    discount: input.discount,
    memberId: input.memberId,
    basis: discountBasis(input.price, input.site, input.at),
  });
}

/** Gives the coupons and code uses of orders closed unpaid back, in the transaction that closes them. */
export function releaseOrderDiscounts(tx: Transaction, orderIds: readonly number[], at: Date): Promise<void> {
  return releaseDiscounts(tx, orderIds, at);
}
