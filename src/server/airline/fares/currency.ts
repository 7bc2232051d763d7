/** Money: an integer number of the currency's minor units (cents, fen; yen have none). */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

const exponents = new Map<string, number>();

/** How many decimals a currency has (ISO 4217 exponent), as Intl knows it: JPY and KRW have none. */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

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

/** Money as a visitor reads it, in their language. */
export function formatMoney(money: Money, locale: string): string {
  const exponent = currencyExponent(money.currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.amount / 10 ** exponent);
}
