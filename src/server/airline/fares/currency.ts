import { currencyExponent, type Money } from '../../../domain/money.ts';

export { currencyExponent, formatMoney, type Money } from '../../../domain/money.ts';

/** A rate of the stored table: how many units of `currency` one unit of the base currency buys, from a date on. */
export interface CurrencyRate {
  readonly currency: string;
  readonly perBase: number;
  /** YYYY-MM-DD. */
  readonly validFrom: string;
}

/** The rate in force on a date: the latest one that started on or before it. */
export function rateOn(rates: readonly CurrencyRate[], currency: string, date: string): number {
  let best: CurrencyRate | undefined;
  for (const rate of rates) {
    if (rate.currency === currency && rate.validFrom <= date && (!best || rate.validFrom > best.validFrom)) best = rate;
  }
  if (!best) throw new Error(`No ${currency} rate on ${date}`);
  return best.perBase;
}

/**
 * Converts money from the base currency into another at the rate of a date,
 * rounded half up to the target's minor unit.
 */
export function convert(money: Money, to: string, rates: readonly CurrencyRate[], date: string, base = 'CNY'): Money {
  if (money.currency !== base) throw new Error(`Only ${base} amounts are converted, not ${money.currency}`);
  if (to === base) return money;
  const major = money.amount / 10 ** currencyExponent(base);
  const converted = major * rateOn(rates, to, date);
  return { amount: Math.round(converted * 10 ** currencyExponent(to)), currency: to };
}
