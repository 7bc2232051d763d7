import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderDiscount } from '../../domain/booking/discount.ts';
import { type DiscountBasis, type DiscountOff, type DiscountTerms, weighDiscount } from '../../domain/coupon/discount-rules.ts';
import type { Database } from '../db/connect.ts';
import { memberCoupon, promotionCode, promotionCodeTerms } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** A promotion code or a member coupon, found for a booking, with the terms it is weighed on. */
export interface Candidate {
  readonly kind: 'code' | 'coupon';
  /** The promotion code, or the coupon's id: what the order records. */
  readonly discountCode: string;
  readonly couponId: string | null;
  readonly terms: DiscountTerms;
  /** A code with a usage limit, whose uses are counted. */
  readonly limited: boolean;
  /** A limited code with every use taken, or a coupon already on an order. */
  readonly taken: boolean;
}

/**
 * A promotion code's terms in the booking's currency; a code without terms in
 * that currency keeps another currency's, which then do not apply.
 */
async function promotionFor(db: Database, code: string, currency: string): Promise<Candidate> {
  const [row] = await db
    .select({
      code: promotionCode.code,
      percent: promotionCode.percent,
      validFrom: promotionCode.validFrom,
      validTo: promotionCode.validTo,
      sites: promotionCode.sites,
      usageLimit: promotionCode.usageLimit,
      usedCount: promotionCode.usedCount,
      currency: promotionCodeTerms.currency,
      minSpend: promotionCodeTerms.minSpend,
      amountOff: promotionCodeTerms.amountOff,
      cap: promotionCodeTerms.cap,
    })
    .from(promotionCode)
    .leftJoin(promotionCodeTerms, eq(promotionCodeTerms.code, promotionCode.code))
    .where(eq(promotionCode.code, code))
    .orderBy(desc(sql`${promotionCodeTerms.currency} = ${currency}`), promotionCodeTerms.currency)
    .limit(1);
  if (!row) throw new AppError('discountUnknown');
  const off: DiscountOff = row.percent !== null ? { kind: 'percent', percent: row.percent, cap: row.cap } : { kind: 'amount', amount: row.amountOff ?? 0 };
  return {
    kind: 'code',
    discountCode: row.code,
    couponId: null,
    terms: {
      currency: row.currency ?? '',
      minSpend: row.minSpend ?? 0,
      off,
      validFrom: row.validFrom,
      validTo: row.validTo,
      sites: row.sites,
    },
    limited: row.usageLimit !== null,
    taken: row.usageLimit !== null && row.usedCount >= row.usageLimit,
  };
}

/** The member's own coupon; anyone else's, or any for a guest, is unknown, so that ids cannot be probed. */
async function couponFor(db: Database, couponId: string, memberId: number | undefined): Promise<Candidate> {
  if (memberId === undefined) throw new AppError('discountUnknown');
  const [row] = await db
    .select({
      id: memberCoupon.id,
      currency: memberCoupon.currency,
      amount: memberCoupon.amount,
      minSpend: memberCoupon.minSpend,
      sites: memberCoupon.sites,
      validFrom: memberCoupon.validFrom,
      validTo: memberCoupon.validTo,
      orderId: memberCoupon.orderId,
    })
    .from(memberCoupon)
    .where(and(eq(memberCoupon.id, couponId), eq(memberCoupon.memberId, memberId)));
  if (!row) throw new AppError('discountUnknown');
  return {
    kind: 'coupon',
    discountCode: row.id,
    couponId: row.id,
    terms: {
      currency: row.currency,
      minSpend: row.minSpend,
      off: { kind: 'amount', amount: row.amount },
      validFrom: row.validFrom,
      validTo: row.validTo,
      sites: row.sites,
    },
    limited: false,
    taken: row.orderId !== null,
  };
}

/** `db` is the handle's Drizzle, or the transaction's when the order claims the discount. */
export function findCandidate(db: Database, discount: OrderDiscount, memberId: number | undefined, currency: string): Promise<Candidate> {
  if (discount.couponId !== undefined) return couponFor(db, discount.couponId, memberId);
  return promotionFor(db, discount.code ?? '', currency);
}

/** How much a candidate takes off a booking; a refusal is thrown as its error code. */
export function amountFor(candidate: Candidate, basis: DiscountBasis): number {
  if (candidate.taken) throw new AppError(candidate.kind === 'coupon' ? 'couponUsed' : 'codeUsedUp');
  const outcome = weighDiscount(candidate.terms, basis);
  if (!outcome.ok) throw new AppError(outcome.reason);
  return outcome.amount;
}
