import type { CouponKind, CouponState, CouponView } from '../../domain/coupon/coupon-schemas.ts';

/** The columns of a member coupon with the number of the order it is on, read alike on PGlite and PostgreSQL. */
export const COUPON_COLUMNS = `c.id, c.kind, c.currency, c.amount::float8 as amount, c.min_spend::float8 as min_spend, c.sites,
  c.valid_from, c.valid_to, c.used_at, o.order_no`;
export const COUPON_FROM = 'member_coupon c left join booking_order o on o.id = c.order_id';

export interface CouponRow {
  id: string;
  kind: CouponKind;
  currency: string;
  amount: number;
  min_spend: number;
  sites: string[];
  valid_from: Date | string;
  valid_to: Date | string;
  used_at: Date | string | null;
  order_no: string | null;
}

/**
 * Used once it is on an order (given back if that order closes unpaid), else
 * expired past its end, else usable (one that starts later shows its start date).
 */
export function couponState(row: CouponRow, now: Date): CouponState {
  if (row.order_no !== null) return 'used';
  return now.getTime() >= new Date(row.valid_to).getTime() ? 'expired' : 'usable';
}

export function couponView(row: CouponRow, now: Date): CouponView {
  return {
    couponId: row.id,
    kind: row.kind,
    value: { amount: Number(row.amount), currency: row.currency },
    minSpend: { amount: Number(row.min_spend), currency: row.currency },
    sites: row.sites,
    validFrom: new Date(row.valid_from).toISOString(),
    validTo: new Date(row.valid_to).toISOString(),
    state: couponState(row, now),
    orderNo: row.order_no,
    usedAt: row.used_at === null ? null : new Date(row.used_at).toISOString(),
  };
}
