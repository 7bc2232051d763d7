import * as v from 'valibot';

/** Money: an integer number of the currency's minor units (cents, fen; yen have none). */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** Money as the API carries it. */
export const MoneySchema = v.object({ amount: v.number(), currency: v.string() });

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

/**
 * Made once per language and currency: an order's mails and price lines format dozens of amounts, and making a
 * formatter costs far more than using one. Languages and currencies are the sites' own, a few hundred pairs at most;
 * the bound only keeps a caller's mistake from growing it.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const MONEY_FORMATS_KEPT = 500;

/** Money as a visitor reads it, in their language. */
export function formatMoney(money: Money, locale: string): string {
  const key = `${locale}|${money.currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
    if (moneyFormats.size >= MONEY_FORMATS_KEPT) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format.format(money.amount / 10 ** currencyExponent(money.currency));
}
