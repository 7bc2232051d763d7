import { keptPerKey } from './kept-per-key.ts';

/** Money: an integer number of the currency's minor units (cents, fen; yen have none). */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

const exponent = keptPerKey<number>();

/** How many decimals a currency has (ISO 4217 exponent), as Intl knows it: JPY and KRW have none. */
export function currencyExponent(currency: string): number {
  return exponent(currency, () => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);
}

/** One per language and currency: an order's mails and price lines format dozens of amounts. */
const moneyFormat = keptPerKey<Intl.NumberFormat>();

/** Money as a visitor reads it, in their language. */
export function formatMoney(money: Money, locale: string): string {
  const format = moneyFormat(`${locale}|${money.currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }));
  return format.format(money.amount / 10 ** currencyExponent(money.currency));
}
