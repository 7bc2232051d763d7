import { eq } from 'drizzle-orm';
import { member } from '../db/schema.ts';
import type { DemoStep } from '../db/seed.ts';
import { DEMO_MEMBERS } from '../member/demo-members.ts';
import { createRequestLimits } from '../member/request-limits.ts';
import { roundAmountIn, storedRates } from './base-money.ts';
import { createMemberCoupons } from './member-coupons.ts';
import { createPromotions, type PromotionTerms } from './promotions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo promotion code: 10% off the fares, at most 300 yuan's worth, on trips of 500 yuan or more, in every currency with a rate. */
export const DEMO_PROMOTION_CODE = 'WELCOME10';
/** A demo voucher nobody has yet: a member adds it on my/coupon. */
export const DEMO_VOUCHER_CODE = 'DEMOGIFT25';

/**
 * Demo data, labelled: the WELCOME10 code, coupons for the demo members (usable
 * ones and an expired one, so that my/coupon shows each state) and a voucher to
 * bind, all through the services an operator's tools would use. Runs after the
 * rates and the demo members.
 */
export function demoCouponsStep(): DemoStep {
  return async (handle, clock) => {
    const now = clock.now();
    const today = now.toISOString().slice(0, 10);
    const rates = await storedRates(handle);
    const terms: PromotionTerms[] = [];
    for (const { currency } of rates) {
      const cap = roundAmountIn(30_000, currency, rates, today);
      const minSpend = roundAmountIn(50_000, currency, rates, today);
      if (cap && minSpend && cap.amount > 0 && !terms.some((t) => t.currency === currency))
        terms.push({ currency, cap: cap.amount, minSpend: minSpend.amount });
    }
    const year = new Date(now.getTime() + 365 * DAY_MS);
    await createPromotions({ db: handle, clock }).create({
      code: DEMO_PROMOTION_CODE,
      label: 'Demo: 10% off the fares',
      percent: 10,
      terms,
      validFrom: now,
      validTo: new Date(now.getTime() + 2 * 365 * DAY_MS),
      demo: true,
    });

    const coupons = createMemberCoupons({ db: handle, clock, limits: createRequestLimits({ db: handle, clock }) });
    const members = await handle.db.select({ id: member.id, email: member.email }).from(member).where(eq(member.demo, true));
    const idOf = (email: string) => members.find((m) => m.email === email)?.id;
    const [mei, oliver, hana] = DEMO_MEMBERS.map((m) => idOf(m.email));
    const demo = { demo: true, validFrom: now, validTo: year };
    if (mei !== undefined) {
      await coupons.issue({ ...demo, memberId: mei, kind: 'goodwill', value: { amount: 2000, currency: 'NZD' }, minSpend: 15_000 });
      await coupons.issue({ ...demo, memberId: mei, kind: 'goodwill', value: { amount: 5000, currency: 'NZD' }, minSpend: 40_000, sites: ['nz'] });
      await coupons.issue({
        ...demo,
        memberId: mei,
        kind: 'goodwill',
        value: { amount: 1500, currency: 'NZD' },
        validFrom: new Date(now.getTime() - 90 * DAY_MS),
        validTo: new Date(now.getTime() - DAY_MS),
      });
    }
    if (oliver !== undefined) {
      await coupons.issue({ ...demo, memberId: oliver, kind: 'goodwill', value: { amount: 1500, currency: 'GBP' }, minSpend: 10_000 });
      await coupons.issue({ ...demo, memberId: oliver, kind: 'goodwill', value: { amount: 3000, currency: 'NZD' } });
    }
    if (hana !== undefined) {
      await coupons.issue({ ...demo, memberId: hana, kind: 'goodwill', value: { amount: 2000, currency: 'JPY' }, minSpend: 20_000 });
      await coupons.issue({ ...demo, memberId: hana, kind: 'goodwill', value: { amount: 3000, currency: 'NZD' } });
    }
    await coupons.issue({ ...demo, code: DEMO_VOUCHER_CODE, kind: 'voucher', value: { amount: 2500, currency: 'NZD' } });
  };
}
