import { currencyExponent, type Money } from '../../domain/money.ts';
import { type CurrencyRate, convert } from '../airline/fares/currency.ts';
import type { DbHandle } from '../db/connect.ts';
import { currencyRate } from '../db/schema.ts';

/** The stored rate table (see airline/fares/currency.ts). */
export async function storedRates(db: DbHandle): Promise<CurrencyRate[]> {
  const rows = await db.db.select().from(currencyRate);
  return rows.map((r) => ({ currency: r.currency, perBase: Number(r.perBase), validFrom: r.validFrom.slice(0, 10) }));
}

/**
 * An amount set in yuan fen, in another currency at the rates of a day, rounded
 * down to a whole unit of that currency (by its exponent: whole dollars, whole
 * yen), so that a coupon reads as a round figure; undefined without a rate.
 */
export function roundAmountIn(fen: number, currency: string, rates: readonly CurrencyRate[], date: string): Money | undefined {
  try {
    const converted = convert({ amount: fen, currency: 'CNY' }, currency, rates, date);
    const unit = 10 ** currencyExponent(currency);
    return { amount: Math.floor(converted.amount / unit) * unit, currency };
  } catch {
    return undefined;
  }
}
