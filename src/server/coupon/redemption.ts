import type { DiscountOrderInfo, OrderDiscount } from '../../domain/booking/discount.ts';
import type { DiscountBasis } from '../../domain/coupon/discount-rules.ts';
import type { Transaction } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import { amountFor, findCandidate } from './discount-candidates.ts';

export interface Redemption {
  readonly orderId: number;
  readonly discount: OrderDiscount;
  readonly memberId: number | undefined;
  readonly basis: DiscountBasis;
}

/**
 * Takes a discount for an order in the order's transaction: weighs it, then
 * claims it with a conditional update (a coupon not on any order, a limited code
 * with a use left). Of orders racing for the last use, the update lets exactly
 * one through; the others see no row and fail with couponUsed or codeUsedUp,
 * which rolls their whole order back.
 */
export async function redeemDiscount(tx: Transaction, redemption: Redemption): Promise<DiscountOrderInfo> {
  const { orderId, discount, memberId, basis } = redemption;
  const candidate = await findCandidate(tx.query, discount, memberId, basis.currency);
  const amount = amountFor(candidate, basis);
  if (candidate.kind === 'coupon') {
    const claimed = await tx.query('update member_coupon set order_id = $3, used_at = $4 where id = $1 and member_id = $2 and order_id is null returning id', [
      candidate.couponId,
      memberId,
      orderId,
      basis.at,
    ]);
    if (claimed.length === 0) throw new AppError('couponUsed');
  } else if (candidate.limited) {
    const claimed = await tx.query('update promotion_code set used_count = used_count + 1 where code = $1 and used_count < usage_limit returning code', [
      candidate.discountCode,
    ]);
    if (claimed.length === 0) throw new AppError('codeUsedUp');
  }
  await tx.query(
    `insert into order_discount (order_id, kind, discount_code, coupon_id, amount, currency, counted, applied_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [orderId, candidate.kind, candidate.discountCode, candidate.couponId, amount, basis.currency, candidate.limited, basis.at],
  );
  return { discountCode: candidate.discountCode, kind: candidate.kind, amount };
}

/**
 * Gives back the discounts of orders closed unpaid, in their transaction: their
 * coupons become usable again and limited codes get the use back. The order keeps
 * the record of what it had.
 */
export async function releaseDiscounts(tx: Transaction, orderIds: readonly number[], at: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const released = await tx.query<{ kind: 'code' | 'coupon'; discount_code: string; coupon_id: string | null; counted: boolean; order_id: number }>(
    `update order_discount set released_at = $2 where order_id = any($1::bigint[]) and released_at is null
      returning kind, discount_code, coupon_id, counted, order_id::float8 as order_id`,
    [orderIds, at],
  );
  const coupons = released.filter((r) => r.kind === 'coupon' && r.coupon_id !== null);
  if (coupons.length > 0) {
    await tx.query(
      `update member_coupon c set order_id = null, used_at = null
         from unnest($1::text[], $2::bigint[]) as r(id, order_id) where c.id = r.id and c.order_id = r.order_id`,
      [coupons.map((r) => r.coupon_id), coupons.map((r) => r.order_id)],
    );
  }
  const uses = new Map<string, number>();
  for (const r of released) if (r.kind === 'code' && r.counted) uses.set(r.discount_code, (uses.get(r.discount_code) ?? 0) + 1);
  // One code at a time in a fixed order, so that two sweeps never lock the same codes in opposite orders.
  for (const [code, count] of [...uses].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.query('update promotion_code set used_count = greatest(0, used_count - $2) where code = $1', [code, count]);
  }
}
