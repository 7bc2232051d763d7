import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DiscountOrderInfo, OrderDiscount } from '../../domain/booking/discount.ts';
import type { DiscountBasis } from '../../domain/coupon/discount-rules.ts';
import type { Transaction } from '../db/connect.ts';
import { memberCoupon, orderDiscount, promotionCode } from '../db/schema.ts';
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
  const candidate = await findCandidate(tx.db, discount, memberId, basis.currency);
  const amount = amountFor(candidate, basis);
  if (candidate.kind === 'coupon') {
    // A coupon is found only by its member's id, so both are known here.
    if (candidate.couponId === null || memberId === undefined) throw new AppError('couponUsed');
    const claimed = await tx.db
      .update(memberCoupon)
      .set({ orderId, usedAt: basis.at })
      .where(and(eq(memberCoupon.id, candidate.couponId), eq(memberCoupon.memberId, memberId), isNull(memberCoupon.orderId)))
      .returning({ id: memberCoupon.id });
    if (claimed.length === 0) throw new AppError('couponUsed');
  } else if (candidate.limited) {
    const claimed = await tx.db
      .update(promotionCode)
      .set({ usedCount: sql`${promotionCode.usedCount} + 1` })
      .where(and(eq(promotionCode.code, candidate.discountCode), lt(promotionCode.usedCount, promotionCode.usageLimit)))
      .returning({ code: promotionCode.code });
    if (claimed.length === 0) throw new AppError('codeUsedUp');
  }
  await tx.db.insert(orderDiscount).values({
    orderId,
    kind: candidate.kind,
    discountCode: candidate.discountCode,
    couponId: candidate.couponId,
    amount,
    currency: basis.currency,
    counted: candidate.limited,
    appliedAt: basis.at,
  });
  return { discountCode: candidate.discountCode, kind: candidate.kind, amount };
}

/**
 * Gives back the discounts of orders closed unpaid, in their transaction: their
 * coupons become usable again and limited codes get the use back. The order keeps
 * the record of what it had.
 */
export async function releaseDiscounts(tx: Transaction, orderIds: readonly number[], at: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const released = await tx.db
    .update(orderDiscount)
    .set({ releasedAt: at })
    .where(and(inArray(orderDiscount.orderId, [...orderIds]), isNull(orderDiscount.releasedAt)))
    .returning({
      kind: orderDiscount.kind,
      discountCode: orderDiscount.discountCode,
      couponId: orderDiscount.couponId,
      counted: orderDiscount.counted,
      orderId: orderDiscount.orderId,
    });
  const coupons = released.filter((r) => r.kind === 'coupon' && r.couponId !== null);
  if (coupons.length > 0) {
    // One statement for every coupon, each given back only while still on the order that released it.
    await tx.query(
      `update member_coupon c set order_id = null, used_at = null
         from unnest($1::text[], $2::bigint[]) as r(id, order_id) where c.id = r.id and c.order_id = r.order_id`,
      [coupons.map((r) => r.couponId), coupons.map((r) => r.orderId)],
    );
  }
  const uses = new Map<string, number>();
  for (const r of released) if (r.kind === 'code' && r.counted) uses.set(r.discountCode, (uses.get(r.discountCode) ?? 0) + 1);
  // One code at a time in a fixed order, so that two sweeps never lock the same codes in opposite orders.
  for (const [code, count] of [...uses].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.db
      .update(promotionCode)
      .set({ usedCount: sql`greatest(0, ${promotionCode.usedCount} - ${count})` })
      .where(eq(promotionCode.code, code));
  }
}
