import type { Money } from '../money.ts';

export type PassengerType = 'ADT' | 'CNN' | 'INF';

/** What one chosen slice costs, per passenger type and in all (as the detail call answers it). */
export interface PricedChoice {
  readonly family: {
    readonly prices: readonly { type: PassengerType; count: number; fare: Money; taxes: readonly { amount: Money }[]; total: Money }[];
    readonly saleTotal: Money;
  };
}

export interface PriceLine {
  readonly type: PassengerType;
  readonly count: number;
  /** One passenger's fare and taxes over every chosen slice, in minor units. */
  readonly fare: number;
  readonly taxes: number;
}

/** The price detail of a trip: per passenger type, the fares and taxes of every chosen slice added up, and the total. */
export function priceLines(chosen: readonly PricedChoice[]): { lines: PriceLine[]; total: Money | null } {
  const byType = new Map<PassengerType, PriceLine>();
  let currency: string | null = null;
  for (const choice of chosen) {
    for (const price of choice.family.prices) {
      currency = price.total.currency;
      const taxes = price.taxes.reduce((sum, tax) => sum + tax.amount.amount, 0);
      const was = byType.get(price.type) ?? { type: price.type, count: price.count, fare: 0, taxes: 0 };
      byType.set(price.type, { ...was, fare: was.fare + price.fare.amount, taxes: was.taxes + taxes });
    }
  }
  const total = currency === null ? null : { amount: chosen.reduce((sum, c) => sum + c.family.saleTotal.amount, 0), currency };
  return { lines: [...byType.values()], total };
}
