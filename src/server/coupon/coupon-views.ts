import { eq } from 'drizzle-orm';
import { COUPON_KINDS, type CouponKind, type CouponState, type CouponView } from '../../domain/coupon/coupon-schemas.ts';
import type { Database } from '../db/connect.ts';
import { type BookingOrderRow, bookingOrder, type MemberCouponRow, memberCoupon } from '../db/schema.ts';

/** A member coupon as its views read it, with the number of the order it is on. */
export type CouponRow = Pick<MemberCouponRow, 'id' | 'kind' | 'currency' | 'amount' | 'minSpend' | 'sites' | 'validFrom' | 'validTo' | 'usedAt'> & {
  orderNo: BookingOrderRow['orderNo'] | null;
};

/** Member coupons joined to the order each is on; the caller adds its condition and order. */
export function couponRows(db: Database) {
  return db
    .select({
      id: memberCoupon.id,
      kind: memberCoupon.kind,
      currency: memberCoupon.currency,
      amount: memberCoupon.amount,
      minSpend: memberCoupon.minSpend,
      sites: memberCoupon.sites,
      validFrom: memberCoupon.validFrom,
      validTo: memberCoupon.validTo,
      usedAt: memberCoupon.usedAt,
      orderNo: bookingOrder.orderNo,
    })
    .from(memberCoupon)
    .leftJoin(bookingOrder, eq(bookingOrder.id, memberCoupon.orderId))
    .$dynamic();
}

function couponKind(kind: string): CouponKind {
  const known = COUPON_KINDS.find((k) => k === kind);
  // The table's check allows only these kinds.
  if (!known) throw new Error(`A member coupon of unknown kind: ${kind}`);
  return known;
}

/**
 * Used once it is on an order (given back if that order closes unpaid), else
 * expired past its end, else usable (one that starts later shows its start date).
 */
export function couponState(row: CouponRow, now: Date): CouponState {
  if (row.orderNo !== null) return 'used';
  return now.getTime() >= row.validTo.getTime() ? 'expired' : 'usable';
}

export function couponView(row: CouponRow, now: Date): CouponView {
  return {
    couponId: row.id,
    kind: couponKind(row.kind),
    value: { amount: row.amount, currency: row.currency },
    minSpend: { amount: row.minSpend, currency: row.currency },
    sites: row.sites,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    state: couponState(row, now),
    orderNo: row.orderNo,
    usedAt: row.usedAt === null ? null : row.usedAt.toISOString(),
  };
}
