import { totalAfter } from '../coupon/discount-rules.ts';
import type { Money } from '../money.ts';

/** What an order costs before any discount: its fares (with taxes and surcharges) and its extras, in the fares' currency. */
export function priceWithExtras(fares: Money, extras: number): Money {
  return { amount: fares.amount + extras, currency: fares.currency };
}

/**
 * What the traveller pays for an order: the fares and the extras less the
 * discount, never below zero. The additions page shows it as the total and
 * sends it as the expected total; the order call computes it again to compare.
 */
export function amountToPay(fares: Money, extras: number, discount: number): Money {
  const price = priceWithExtras(fares, extras);
  return { amount: totalAfter(price.amount, discount), currency: price.currency };
}
