import { currencyRate } from '../../db/schema.ts';
import type { DemoStep } from '../../db/seed.ts';

/** Demonstration rates: units of each currency for one yuan, roughly as in late 2026. Labelled demo data. */
export const DEMO_RATES: Readonly<Record<string, number>> = {
  AUD: 0.21,
  CAD: 0.19,
  HKD: 1.08,
  INR: 11.7,
  IDR: 2230,
  JPY: 21.3,
  MYR: 0.64,
  NZD: 0.235,
  PHP: 8.05,
  SGD: 0.18,
  KRW: 192,
  TWD: 4.45,
  THB: 4.85,
  GBP: 0.108,
  MOP: 1.12,
  EUR: 0.128,
  USD: 0.139,
  HUF: 51.5,
  RSD: 15.1,
  SAR: 0.52,
  QAR: 0.506,
  AED: 0.51,
  PGK: 0.56,
  NPR: 18.9,
  CNY: 1,
};

/** Loads the demo rate table, valid from the first start's date, through the same table an operator would fill. */
export function demoRatesStep(): DemoStep {
  return async (handle, clock) => {
    const validFrom = clock.now().toISOString().slice(0, 10);
    for (const [currency, perBase] of Object.entries(DEMO_RATES)) {
      await handle.db
        .insert(currencyRate)
        .values({ currency, perBase: String(perBase), validFrom })
        .onConflictDoNothing();
    }
  };
}
