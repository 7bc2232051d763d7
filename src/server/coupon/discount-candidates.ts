import type { OrderDiscount } from '../../domain/booking/discount.ts';
import { type DiscountBasis, type DiscountOff, type DiscountTerms, weighDiscount } from '../../domain/coupon/discount-rules.ts';
import type { Transaction } from '../db/connect.ts';
import { AppError } from '../errors.ts';

type Query = Transaction['query'];

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

interface PromotionRow {
  code: string;
  percent: number | null;
  valid_from: Date | string;
  valid_to: Date | string;
  sites: string[];
  usage_limit: number | null;
  used_count: number;
  currency: string | null;
  min_spend: number | null;
  amount_off: number | null;
  cap: number | null;
}

interface CouponRow {
  id: string;
  currency: string;
  amount: number;
  min_spend: number;
  sites: string[];
  valid_from: Date | string;
  valid_to: Date | string;
  order_id: number | null;
}

/**
 * A promotion code's terms in the booking's currency; a code without terms in
 * that currency keeps another currency's, which then do not apply.
 */
async function promotionFor(query: Query, code: string, currency: string): Promise<Candidate> {
  const rows = await query<PromotionRow>(
    `select p.code, p.percent, p.valid_from, p.valid_to, p.sites, p.usage_limit, p.used_count,
            t.currency, t.min_spend::float8 as min_spend, t.amount_off::float8 as amount_off, t.cap::float8 as cap
       from promotion_code p left join promotion_code_terms t on t.code = p.code
      where p.code = $1 order by t.currency = $2 desc, t.currency limit 1`,
    [code, currency],
  );
  const row = rows[0];
  if (!row) throw new AppError('discountUnknown');
  const off: DiscountOff =
    row.percent !== null
      ? { kind: 'percent', percent: row.percent, cap: row.cap === null ? null : Number(row.cap) }
      : { kind: 'amount', amount: Number(row.amount_off ?? 0) };
  return {
    kind: 'code',
    discountCode: row.code,
    couponId: null,
    terms: {
      currency: row.currency ?? '',
      minSpend: Number(row.min_spend ?? 0),
      off,
      validFrom: new Date(row.valid_from),
      validTo: new Date(row.valid_to),
      sites: row.sites,
    },
    limited: row.usage_limit !== null,
    taken: row.usage_limit !== null && row.used_count >= row.usage_limit,
  };
}

/** The member's own coupon; anyone else's, or any for a guest, is unknown, so that ids cannot be probed. */
async function couponFor(query: Query, couponId: string, memberId: number | undefined): Promise<Candidate> {
  if (memberId === undefined) throw new AppError('discountUnknown');
  const [row] = await query<CouponRow>(
    `select id, currency, amount::float8 as amount, min_spend::float8 as min_spend, sites, valid_from, valid_to, order_id
       from member_coupon where id = $1 and member_id = $2`,
    [couponId, memberId],
  );
  if (!row) throw new AppError('discountUnknown');
  return {
    kind: 'coupon',
    discountCode: row.id,
    couponId: row.id,
    terms: {
      currency: row.currency,
      minSpend: Number(row.min_spend),
      off: { kind: 'amount', amount: Number(row.amount) },
      validFrom: new Date(row.valid_from),
      validTo: new Date(row.valid_to),
      sites: row.sites,
    },
    limited: false,
    taken: row.order_id !== null,
  };
}

export function findCandidate(query: Query, discount: OrderDiscount, memberId: number | undefined, currency: string): Promise<Candidate> {
  if (discount.couponId !== undefined) return couponFor(query, discount.couponId, memberId);
  return promotionFor(query, discount.code ?? '', currency);
}

/** How much a candidate takes off a booking; a refusal is thrown as its error code. */
export function amountFor(candidate: Candidate, basis: DiscountBasis): number {
  if (candidate.taken) throw new AppError(candidate.kind === 'coupon' ? 'couponUsed' : 'codeUsedUp');
  const outcome = weighDiscount(candidate.terms, basis);
  if (!outcome.ok) throw new AppError(outcome.reason);
  return outcome.amount;
}
