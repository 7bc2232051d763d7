/**
 * The rules of promotion codes and member coupons, shared by the API and the
 * pages. Money is in the currency's minor units (its ISO 4217 exponent: cents,
 * or whole yen and won, which have none), so every amount here is an integer.
 */

/** What a discount takes off: a fixed amount, or a percentage of the fares, at most `cap` when there is one. */
export type DiscountOff =
  | { readonly kind: 'amount'; readonly amount: number }
  | { readonly kind: 'percent'; readonly percent: number; readonly cap: number | null };

/** When a code or coupon may be used: from `validFrom` on, until (not including) `validTo`. */
export interface Validity {
  readonly validFrom: Date;
  readonly validTo: Date;
}

/** The terms of a promotion code in one currency, or of a member coupon. */
export interface DiscountTerms extends Validity {
  readonly currency: string;
  /** The least trip price (fares, taxes and surcharges) it applies to. */
  readonly minSpend: number;
  readonly off: DiscountOff;
  /** The sites it is valid on; none listed means every site. */
  readonly sites: readonly string[];
}

/** The booking a discount is weighed against. */
export interface DiscountBasis {
  readonly site: string;
  readonly at: Date;
  readonly currency: string;
  /** The base fares of every passenger: the only part a discount takes from. */
  readonly fares: number;
  /** The trip's price with taxes and surcharges, which the minimum spend is measured on. */
  readonly total: number;
}

/** Why a discount does not apply: each is an error code with its own message. */
export const DISCOUNT_REFUSALS = ['discountExpired', 'discountNotApplicable', 'discountMinSpend'] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

export type DiscountOutcome = { readonly ok: true; readonly amount: number } | { readonly ok: false; readonly reason: DiscountRefusal };

export function isLive(validity: Validity, at: Date): boolean {
  return validity.validFrom.getTime() <= at.getTime() && at.getTime() < validity.validTo.getTime();
}

/**
 * What an offer takes off fares of this amount: a percentage is rounded down to
 * the currency's minor unit, so it never gives more than it says, then capped.
 */
export function amountOff(off: DiscountOff, fares: number): number {
  if (off.kind === 'amount') return off.amount;
  const share = Math.floor((fares * off.percent) / 100);
  return off.cap === null ? share : Math.min(share, off.cap);
}

/**
 * Whether a discount applies to a booking and how much it takes off. It takes
 * at most the base fares: taxes and surcharges are collected for others (airports,
 * governments) and stay payable, so an order never costs less than them.
 */
export function weighDiscount(terms: DiscountTerms, basis: DiscountBasis): DiscountOutcome {
  if (!isLive(terms, basis.at)) return { ok: false, reason: 'discountExpired' };
  if (terms.currency !== basis.currency || (terms.sites.length > 0 && !terms.sites.includes(basis.site))) return { ok: false, reason: 'discountNotApplicable' };
  if (basis.total < terms.minSpend) return { ok: false, reason: 'discountMinSpend' };
  const amount = Math.min(amountOff(terms.off, basis.fares), basis.fares);
  return amount > 0 ? { ok: true, amount } : { ok: false, reason: 'discountNotApplicable' };
}

/** The price left to pay after a discount; never below zero. */
export function totalAfter(total: number, discount: number): number {
  return Math.max(0, total - discount);
}
