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

/** Money as a visitor reads it, in their language. */
export function formatMoney(money: Money, locale: string): string {
  const exponent = currencyExponent(money.currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.amount / 10 ** exponent);
}
